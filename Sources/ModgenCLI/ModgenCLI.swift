import Foundation
import Located
import ModgenSupport

/// The modgen command line, runnable in process: `main.swift` only wires the real process into it,
/// and tests inject arguments, environment, streams and a file system.
package enum ModgenCLI {
  /// The tool's version, as `modgen --version` prints it.
  package static let version = "0.1.0"

  /// Runs modgen and returns the process exit code: 0 success, 1 failure, 64 usage error,
  /// 128 + n when signal n interrupted a write (which was finished or undone first).
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The environment variables.
  ///   - io: The standard streams.
  ///   - fileSystem: The file system every disk access goes through.
  ///   - workingDirectory: The directory relative paths start from (the process's, by default).
  package static func run(
    arguments: [String], environment: [String: String], io: CommandIO,
    fileSystem: any FileSystem = LocalFileSystem(), workingDirectory: URL? = nil
  ) -> Int32 {
    let directory =
      workingDirectory ?? URL(fileURLWithPath: ProcessEnvironment.currentDirectoryPath(), isDirectory: false)
    let stderrStyle = TerminalStyle(isTTY: { io.stderrIsTTY }, environment: environment)
    let errors = Console(write: io.writeError, style: stderrStyle)
    do {
      guard let first = arguments.first else {
        io.writeOutput(HelpFormatter().overview(commands: CommandTable.all))
        return ExitCode.success
      }
      switch first {
      case "-h", "--help":
        io.writeOutput(HelpFormatter().overview(commands: CommandTable.all))
        return ExitCode.success
      case "--version":
        io.writeOutput("modgen \(version)\n")
        return ExitCode.success
      default:
        break
      }
      guard let spec = CommandTable.command(named: first) else {
        throw unknownCommand(first)
      }
      let parsed = try ArgumentParser(spec: spec).parse(Array(arguments.dropFirst()))
      if parsed.flag(.help) {
        io.writeOutput(HelpFormatter().help(for: spec))
        return ExitCode.success
      }
      var context = CommandContext(
        arguments: parsed, environment: environment, io: io, fileSystem: fileSystem,
        workingDirectory: directory)
      context.commandLine = arguments
      return try spec.run(context)
    } catch let error as UsageError {
      errors.error(error.description)
      if let name = error.command, let spec = CommandTable.command(named: name) {
        errors.line("usage: \(spec.usage)")
        errors.line("See 'modgen help \(name)'.")
      } else {
        errors.line("See 'modgen --help'.")
      }
      return ExitCode.usage
    } catch {
      errors.report(error)
      return ExitCode.failure
    }
  }

  private static func unknownCommand(_ word: String) -> UsageError {
    let names = CommandTable.all.map(\.name)
    if word.hasPrefix("-") {
      return UsageError(
        "unknown option '\(word)'", suggestion: Suggestion.nearest(to: word, in: ["--help", "--version"]))
    }
    return UsageError("unknown command '\(word)'", suggestion: Suggestion.nearest(to: word, in: names))
  }
}
