import Foundation
import ModgenSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standard streams of one command-line run, injected so every command can be run in process
/// and tested: two output sinks, a line reader for standard input and the terminal facts that
/// decide prompting and colour (asked only when needed).
package struct CommandIO: Sendable {
  /// Writes text to standard output exactly as given (no newline is added).
  package var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error exactly as given (no newline is added).
  package var writeError: @Sendable (String) -> Void
  /// Reads one line from standard input without its line terminator; `nil` at end of input.
  package var readLine: @Sendable () -> String?
  /// Reads all of standard input as text (used by `render -`); `nil` when unreadable.
  package var readAll: @Sendable () -> String?
  /// Which streams are terminals, asked lazily.
  var terminal: TerminalFacts
  /// Whether standard input is a terminal (prompts are only shown when it is).
  package var stdinIsTTY: Bool { terminal.isTerminal(0) }
  /// Whether standard output is a terminal.
  package var stdoutIsTTY: Bool { terminal.isTerminal(1) }
  /// Whether standard error is a terminal.
  package var stderrIsTTY: Bool { terminal.isTerminal(2) }

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
    self.terminal = TerminalFacts(stdin: stdinIsTTY, stdout: stdoutIsTTY, stderr: stderrIsTTY)
  }

  /// The process's real standard input, output and error.
  package static var standard: CommandIO {
    var io = CommandIO(
      writeOutput: { text in FileHandle.standardOutput.write(Data(utf8: text)) },
      writeError: { text in FileHandle.standardError.write(Data(utf8: text)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      readAll: { String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8) }
    )
    io.terminal = .process()
    return io
  }
}
