#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Holds back Ctrl-C (SIGINT), SIGTERM and SIGHUP while a critical section runs, so that a write
/// is finished (or rolled back) before modgen stops: an interrupt can never leave half a module.
///
/// The signals are blocked for the section (one `sigprocmask`), a signal that arrives meanwhile
/// stays pending, and afterwards one `sigpending` says whether one did; it is then taken off the
/// queue and the mask restored. Three system calls, where installing and restoring three handlers
/// took six.
enum InterruptDeferral {
  /// The signals held back.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Runs `body` with the signals held back; returns its result and the signal that arrived
  /// meanwhile, if any (the caller then stops, e.g. with exit code 128 + signal).
  static func run<T>(_ body: () throws -> T) -> (result: Result<T, any Error>, signal: Int32?) {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in signals { sigaddset(&blocked, number) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    let result = Result { try body() }
    var pending = sigset_t()
    sigpending(&pending)
    var caught: Int32?
    for number in signals where sigismember(&pending, number) == 1 && sigismember(&previous, number) != 1 {
      // Take it off the queue so that restoring the mask does not deliver it.
      var one = sigset_t()
      sigemptyset(&one)
      sigaddset(&one, number)
      var now = timespec(tv_sec: 0, tv_nsec: 0)
      #if canImport(Darwin)
        var taken: Int32 = 0
        _ = sigwait(&one, &taken)
        _ = now
      #else
        _ = sigtimedwait(&one, nil, &now)
      #endif
      if caught == nil { caught = number }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    return (result, caught)
  }
}
