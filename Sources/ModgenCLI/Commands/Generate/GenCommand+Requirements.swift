import Foundation
import TemplateSpec

extension GenCommand {
  /// Warns when the target modules go to (as modgen.json and the project say) lacks what
  /// generated modules need: ModuleCore, iOS 16.
  static func warnAboutRequirements(_ context: CommandContext) {
    guard let located = (try? context.loadConfiguration()) ?? nil,
      let target = ModuleRequirements.moduleTarget(
        of: located.configuration, at: located.file, fileSystem: context.fileSystem)
    else { return }
    for warning in ModuleRequirements.warnings(for: target) { context.errors.warning(warning) }
  }
}
