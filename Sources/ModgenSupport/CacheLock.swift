import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a file, released on deinit.
package final class CacheLock: @unchecked Sendable {
  private let descriptor: Int32

  /// Opens (creating) the lock file at `path` and waits for the exclusive lock.
  package init(path: String) throws {
    descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
