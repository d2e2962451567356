#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal caught while a critical section ran (0 when none). Only the handler writes it,
/// only ``InterruptDeferral`` reads it, between installing and removing the handler.
nonisolated(unsafe) private var deferredSignal: sig_atomic_t = 0

/// Holds back Ctrl-C (SIGINT), SIGTERM and SIGHUP while a critical section runs, so that a write
/// is finished (or rolled back) before modgen stops: an interrupt can never leave half a module.
package enum InterruptDeferral {
  /// The signals held back.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Runs `body` with the signals held back; returns its result and the signal that arrived
  /// meanwhile, if any (the caller then stops, e.g. with exit code 128 + signal).
  package static func run<T>(_ body: () throws -> T) -> (result: Result<T, any Error>, signal: Int32?) {
    deferredSignal = 0
    let previous = signals.map { signal($0) { number in deferredSignal = sig_atomic_t(number) } }
    let result = Result { try body() }
    for (number, handler) in zip(signals, previous) { signal(number, handler) }
    let caught = Int32(deferredSignal)
    return (result, caught == 0 ? nil : caught)
  }
}
