import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exclusive lock a run that changes a project's modules holds from planning to the end of its
/// write: an `flock` on `.modgen/lock`, so two runs in one project wait for each other. A run that
/// made `.modgen/` for the lock and wrote nothing into it removes it again on ``release()``.
package final class ProjectLock: @unchecked Sendable {
  private var descriptor: Int32
  private let folder: String
  private let path: String
  private var madeFolder: Bool
  /// Whether ``release()`` removes `.modgen/` when only the lock is left in it, though this run
  /// did not make it (a run that removed every module, the last record with them).
  package var removesFolderWhenEmpty = false

  /// Waits for the lock of `folder` (`<root>/.modgen`), making the folder when missing. Returns
  /// nil when the folder's parent is not on the disk (a file system that only exists in memory,
  /// in tests, has no locks).
  package static func acquire(folder: URL) throws -> ProjectLock? {
    let folder = folder.standardizedFileURL.path
    var isDirectory: ObjCBool = false
    let parent = (folder as NSString).deletingLastPathComponent
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
      return nil
    }
    return try ProjectLock(folder: folder)
  }

  private init(folder: String) throws {
    self.folder = folder
    path = folder + "/lock"
    descriptor = -1
    madeFolder = false
    // The lock file may be removed by a run that made it and then wrote nothing: a lock taken on a
    // file that is no longer at the path is taken again.
    while true {
      if mkdir(folder, 0o755) == 0 {
        madeFolder = true
      } else if errno != EEXIST {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder])
      }
      let handle = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
      guard handle >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
      while flock(handle, LOCK_EX) != 0 && errno == EINTR {}
      var held = stat()
      var current = stat()
      if fstat(handle, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
        held.st_dev == current.st_dev
      {
        descriptor = handle
        return
      }
      flock(handle, LOCK_UN)
      close(handle)
    }
  }

  /// Lets the next run go; removes `.modgen/` again when it holds only the lock and this run made
  /// it (or ``removesFolderWhenEmpty`` is set).
  package func release() {
    guard descriptor >= 0 else { return }
    if madeFolder || removesFolderWhenEmpty, (try? FileManager.default.contentsOfDirectory(atPath: folder)) == ["lock"]
    {
      unlink(path)
      rmdir(folder)
    }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit {
    release()
  }
}
