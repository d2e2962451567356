import Foundation
import TemplateSpec

extension InitCommand {
  /// What the Rambafile in the working folder says, as modgen.json settings (see
  /// ``RambafileSettings``): the defaults `init` offers in a Generamba project. Nil without a
  /// Rambafile; a Rambafile value modgen cannot use is an error at its line.
  static func rambafileDefaults(_ context: CommandContext) throws -> ProjectConfiguration? {
    let url = context.workingDirectory.appendingPathComponent("Rambafile", isDirectory: false)
    guard context.fileSystem.isFile(at: url) else { return nil }
    return try RambafileSettings.configuration(
      fromRambafile: context.fileSystem.readText(at: url), file: context.displayPath(url))
  }
}
