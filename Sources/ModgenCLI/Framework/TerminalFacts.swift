import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether each standard stream is a terminal, asked of the system only when first needed and
/// then remembered: a `gen` that prints nothing to standard error and prompts for nothing never
/// asks about those streams (one `ioctl` saved each).
package final class TerminalFacts: @unchecked Sendable {
  private let lock = NSLock()
  private let ask: @Sendable (Int32) -> Bool
  private var known: [Int32: Bool] = [:]

  /// Facts decided by `ask` (given 0, 1 or 2), each at most once.
  package init(ask: @escaping @Sendable (Int32) -> Bool) {
    self.ask = ask
  }

  /// Fixed facts, for tests and for streams that are not the process's.
  package convenience init(stdin: Bool, stdout: Bool, stderr: Bool) {
    self.init { descriptor in descriptor == 0 ? stdin : descriptor == 1 ? stdout : stderr }
  }

  /// The process's own streams, through `isatty(3)`.
  package static func process() -> TerminalFacts {
    TerminalFacts { descriptor in isatty(descriptor) == 1 }
  }

  /// Whether stream `descriptor` (0, 1 or 2) is a terminal.
  package func isTerminal(_ descriptor: Int32) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if let answer = known[descriptor] { return answer }
    let answer = ask(descriptor)
    known[descriptor] = answer
    return answer
  }
}
