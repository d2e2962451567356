import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standard streams of one command-line run, injected so every command can be run in process
/// and tested: two output sinks, a line reader for standard input and the terminal facts that
/// decide prompting and colour.
package struct CommandIO: Sendable {
  /// Writes text to standard output exactly as given (no newline is added).
  package var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error exactly as given (no newline is added).
  package var writeError: @Sendable (String) -> Void
  /// Reads one line from standard input without its line terminator; `nil` at end of input.
  package var readLine: @Sendable () -> String?
  /// Reads all of standard input as text (used by `render -`); `nil` when unreadable.
  package var readAll: @Sendable () -> String?
  /// Whether standard input is a terminal (prompts are only shown when it is).
  package var stdinIsTTY: Bool
  /// Whether standard output is a terminal.
  package var stdoutIsTTY: Bool
  /// Whether standard error is a terminal.
  package var stderrIsTTY: Bool

  /// Creates streams from closures and terminal facts.
  package init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    readLine: @escaping @Sendable () -> String? = { nil },
    readAll: @escaping @Sendable () -> String? = { nil },
    stdinIsTTY: Bool = false,
    stdoutIsTTY: Bool = false,
    stderrIsTTY: Bool = false
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readLine = readLine
    self.readAll = readAll
    self.stdinIsTTY = stdinIsTTY
    self.stdoutIsTTY = stdoutIsTTY
    self.stderrIsTTY = stderrIsTTY
  }

  /// The process's real standard input, output and error.
  package static var standard: CommandIO {
    CommandIO(
      writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      readAll: { String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8) },
      stdinIsTTY: isatty(0) == 1,
      stdoutIsTTY: isatty(1) == 1,
      stderrIsTTY: isatty(2) == 1
    )
  }
}
