import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps track of the process groups of running children so that none outlives modgen.
///
/// Every child started by ``ProcessRunner`` leads its own process group (so a timeout can end
/// the child and everything it spawned). A terminal's Ctrl-C only reaches modgen's own group,
/// so the executable calls ``installInterruptHandler(then:)`` to catch SIGINT and SIGTERM, end
/// every registered group and then stop; the library itself never installs it and never exits.
package final class ChildProcessRegistry: @unchecked Sendable {
  /// The process-wide registry used by ``ProcessRunner``.
  package static let shared = ChildProcessRegistry()

  private let lock = NSLock()
  private var groups: Set<pid_t> = []
  private var interruptedGroups: Set<pid_t> = []
  private var signalSources: [any DispatchSourceSignal] = []
  private var pendingStop: (@Sendable () -> Void)?

  /// Creates an empty registry (tests may use their own).
  package init() {}

  /// Records a running child's process group.
  func register(_ group: pid_t) {
    lock.lock()
    groups.insert(group)
    lock.unlock()
  }

  /// Forgets a child's process group once it has been reaped; returns whether it was interrupted.
  @discardableResult
  func unregister(_ group: pid_t) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    groups.remove(group)
    return interruptedGroups.remove(group) != nil
  }

  /// The number of children currently running.
  package var runningCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return groups.count
  }

  /// Ends every registered child and everything it started: SIGINT first, SIGKILL for
  /// whatever is still alive after `grace` seconds. Returns once they are gone or killed.
  package func terminateAll(grace: TimeInterval = 2) {
    lock.lock()
    let current = groups
    interruptedGroups.formUnion(current)
    lock.unlock()
    let group = DispatchGroup()
    for leader in current {
      DispatchQueue.global().async(group: group) { ProcessTree.terminate(leader: leader, first: SIGINT, grace: grace) }
    }
    group.wait()
  }

  /// Makes SIGINT and SIGTERM end every child's process group and then call `stop` (the
  /// executable exits with 130, as shells report Ctrl-C). Safe to call more than once.
  ///
  /// The signal handling itself (a dispatch thread watching the signals) starts only when the
  /// first child is about to start: a run that starts no child (`gen`, `list`) keeps the default
  /// disposition, which ends the process on Ctrl-C just the same, and saves the thread.
  package func installInterruptHandler(then stop: @escaping @Sendable () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    if pendingStop == nil { pendingStop = stop }
  }

  /// Starts the handler given to ``installInterruptHandler(then:)``, if any, before a child starts.
  func prepareForChildren() {
    lock.lock()
    defer { lock.unlock() }
    guard signalSources.isEmpty, let stop = pendingStop else { return }
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [weak self] in
        self?.terminateAll()
        stop()
      }
      source.resume()
      signalSources.append(source)
    }
  }
}
