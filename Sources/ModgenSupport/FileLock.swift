/// An exclusive lock on a file, taken through ``FileSystem/lockFile(atPath:)`` and held until
/// ``release()`` or until the lock is freed.
///
/// modgen's two locks are made of it: a project's `.modgen/lock` (one run at a time changes a
/// project's modules) and a check cache's `lock` (one `modgen check` at a time builds in a scratch
/// package). On disk it is an `flock(2)`; an in-memory file system locks within the process.
package final class FileLock: @unchecked Sendable {
  private var unlock: (() -> Void)?

  /// A held lock that runs `unlock` once, when released or freed.
  package init(unlock: @escaping () -> Void) {
    self.unlock = unlock
  }

  /// Lets the next holder go. Calling it again does nothing.
  package func release() {
    let action = unlock
    unlock = nil
    action?()
  }

  deinit {
    release()
  }
}
