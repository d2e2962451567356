import Foundation
import Located
import ModgenSupport

/// The exclusive lock a run that changes a project's modules holds from planning to the end of its
/// write: a ``FileLock`` on `.modgen/lock`, so two runs in one project wait for each other. A run
/// that made `.modgen/` for the lock and wrote nothing into it removes it again on ``release()``.
package final class ProjectLock: @unchecked Sendable {
  private var held: FileLock?
  private let fileSystem: any FileSystem
  private let folder: URL
  private let madeFolder: Bool
  /// Whether ``release()`` removes `.modgen/` when only the lock is left in it, though this run
  /// did not make it (a run that removed every module, the last record with them).
  package var removesFolderWhenEmpty = false

  /// Waits for the lock of `folder` (`<root>/.modgen`), making the folder when missing; the
  /// folder's parent (the project's root) must exist. A lock that cannot be taken is an error
  /// saying that nothing was written.
  package static func acquire(folder: URL, fileSystem: any FileSystem) throws(Diagnostic) -> ProjectLock {
    let path = folder.appendingPathComponent("lock", isDirectory: false).filePath
    var made = false
    do {
      // The holder before may remove the folder as it lets go: the folder is made again.
      var attempt = 0
      while true {
        attempt += 1
        if fileSystem.itemKind(at: folder) == nil {
          do {
            try fileSystem.createDirectory(at: folder)
            made = true
          } catch FileSystemError.alreadyExists {
            // Another run made it meanwhile.
          }
        }
        do {
          let lock = try fileSystem.lockFile(atPath: path)
          return ProjectLock(held: lock, fileSystem: fileSystem, folder: folder, madeFolder: made)
        } catch  where attempt < 100 && (fileSystem.itemKind(at: folder) == nil || Self.isMissing(error)) {
          // The folder went between making it and opening the lock, and may be back already.
          continue
        }
      }
    } catch {
      let reason = (error as? FileSystemError).map { "\($0)" } ?? (error as NSError).localizedDescription
      throw Diagnostic("cannot take the project's lock: \(reason)", file: path, notes: ["nothing was written"])
    }
  }

  /// Whether `error` says the lock file's folder was missing when the file was opened.
  private static func isMissing(_ error: any Error) -> Bool {
    if case .notFound? = error as? FileSystemError { return true }
    let code = (error as NSError)
    return code.domain == NSPOSIXErrorDomain && code.code == Int(ENOENT)
  }

  private init(held: FileLock, fileSystem: any FileSystem, folder: URL, madeFolder: Bool) {
    self.held = held
    self.fileSystem = fileSystem
    self.folder = folder
    self.madeFolder = madeFolder
  }

  /// Lets the next run go; removes `.modgen/` again when it holds only the lock and this run made
  /// it (or ``removesFolderWhenEmpty`` is set). The lock file goes before the lock is let go, so
  /// a run waiting on it takes the lock again on a new file.
  package func release() {
    guard let held else { return }
    self.held = nil
    if madeFolder || removesFolderWhenEmpty, (try? fileSystem.contentsOfDirectory(at: folder)) == ["lock"] {
      try? fileSystem.removeItem(at: folder.appendingPathComponent("lock", isDirectory: false))
      try? fileSystem.removeEmptyDirectory(at: folder)
    }
    held.release()
  }

  deinit {
    release()
  }
}
