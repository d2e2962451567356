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
final class TerminalFacts: @unchecked Sendable {
  private let lock = NSLock()
  private let ask: @Sendable (Int32) -> Bool
  /// Answers for descriptors 0, 1 and 2 (an array, not a dictionary keyed by `Int32`: the first
  /// such dictionary makes the runtime search every conformance in the binary for `Int32: Hashable`).
  private var known: [Bool?] = [nil, nil, nil]

  /// Facts decided by `ask` (given 0, 1 or 2), each at most once.
  init(ask: @escaping @Sendable (Int32) -> Bool) {
    self.ask = ask
  }

  /// Fixed facts, for tests and for streams that are not the process's.
  convenience init(stdin: Bool, stdout: Bool, stderr: Bool) {
    self.init { descriptor in descriptor == 0 ? stdin : descriptor == 1 ? stdout : stderr }
  }

  /// The process's own streams, through `isatty(3)`.
  static func process() -> TerminalFacts {
    TerminalFacts { descriptor in isatty(descriptor) == 1 }
  }

  /// Whether stream `descriptor` (0, 1 or 2) is a terminal.
  func isTerminal(_ descriptor: Int32) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard known.indices.contains(Int(descriptor)) else { return ask(descriptor) }
    if let answer = known[Int(descriptor)] { return answer }
    let answer = ask(descriptor)
    known[Int(descriptor)] = answer
    return answer
  }
}
