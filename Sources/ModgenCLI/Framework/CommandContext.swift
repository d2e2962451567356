import Foundation
import ModgenSupport

/// Everything a command needs to run: its parsed arguments, the environment, the streams, the
/// file system seam and the working directory. Commands never touch process globals.
struct CommandContext: Sendable {
  /// The parsed command line.
  var arguments: ParsedArguments
  /// The environment variables (HOME, NO_COLOR, TERM, …).
  var environment: [String: String]
  /// The raw streams.
  var io: CommandIO
  /// All disk access goes through this.
  var fileSystem: any FileSystem
  /// The directory relative paths are resolved against.
  var workingDirectory: URL
  /// The words after `modgen` as they were given (the command's name first), for diagnostics
  /// that point at one of them.
  var commandLine: [String] = []
  /// The modgen.json found by this step's first lookup, when the step keeps one (see
  /// ``ConfigurationMemo``); `nil` looks it up on every call.
  var configurationMemo: ConfigurationMemo?

  /// Standard output, coloured only when it is a terminal and the environment allows.
  var output: Console {
    Console(write: io.writeOutput, style: TerminalStyle(isTTY: { [io] in io.stdoutIsTTY }, environment: environment))
  }

  /// Standard error, coloured only when it is a terminal and the environment allows.
  var errors: Console {
    Console(write: io.writeError, style: TerminalStyle(isTTY: { [io] in io.stderrIsTTY }, environment: environment))
  }

  /// Whether the user may be asked questions: standard input is a terminal and `option` (the
  /// command's `--no-input`) was not given.
  func canPrompt(unless option: OptionSpec) -> Bool { !arguments.flag(option) && io.stdinIsTTY }

  /// Resolves a command-line path (absolute, `~/…` or relative to the working directory).
  func url(for path: String) -> URL {
    paths.url(for: path, relativeTo: workingDirectory)
  }

  /// The path rule of this run (`HOME` from its environment).
  var paths: PathResolver { PathResolver(environment: environment) }

  /// A path for display: relative to the working directory when inside it, else absolute.
  func displayPath(_ url: URL) -> String {
    PathResolver.displayPath(url, relativeTo: workingDirectory)
  }

  /// ``displayPath(_:)`` for an absolute path given as text (no URL made).
  func displayPath(absolutePath path: String) -> String {
    PathResolver.displayPath(path, relativeTo: workingDirectory.filePath)
  }

  /// Asks a question on standard error and reads the answer; `nil` at end of input.
  func ask(_ question: String) -> String? {
    io.writeError(question)
    return io.readLine()
  }
}
