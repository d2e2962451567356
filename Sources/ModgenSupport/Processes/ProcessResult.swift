import Foundation

/// What a finished child process left behind: its merged output and how it ended.
package struct ProcessResult: Sendable {
  /// How a child process ended.
  package enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// The process exited with this status code.
    case exited(Int32)
    /// The process was ended by this signal.
    case signaled(Int32)

    /// `exit status 1`, `signal 9`.
    package var description: String {
      switch self {
      case .exited(let status): return "exit status \(status)"
      case .signaled(let signal): return "signal \(signal)"
      }
    }
  }

  /// The child's standard output and standard error, merged in the order they were written.
  package var output: Data
  /// How the child ended.
  package var termination: Termination
  /// Whether the runner killed the child because it ran past its timeout.
  package var timedOut: Bool
  /// Whether the child was ended because modgen itself was interrupted (Ctrl-C).
  package var interrupted: Bool
  /// Wall-clock seconds from start to exit.
  package var duration: TimeInterval

  /// The result of a child that printed `output` and ended with `termination`, neither stopped by
  /// its timeout nor interrupted unless said.
  package init(
    output: Data, termination: Termination, timedOut: Bool = false, interrupted: Bool = false,
    duration: TimeInterval = 0
  ) {
    self.output = output
    self.termination = termination
    self.timedOut = timedOut
    self.interrupted = interrupted
    self.duration = duration
  }

  /// The merged output decoded as UTF-8 (invalid bytes are replaced).
  package var text: String { String(decoding: output, as: UTF8.self) }

  /// Whether the child exited normally with status 0 and was not killed.
  package var succeeded: Bool { termination == .exited(0) && !timedOut && !interrupted }
}
