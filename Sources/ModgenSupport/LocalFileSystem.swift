import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real disk, through Foundation's `FileManager` and POSIX calls.
package struct LocalFileSystem: FileSystem {
  /// Creates the local file system.
  package init() {}

  /// The kind of item at `url`, not following a final symbolic link.
  package func itemKind(at url: URL) -> FileItemKind? {
    itemKind(atPath: url.filePath)
  }

  /// The kind of item at `path` (one `lstat(2)`, and a `readlink(2)` for a link).
  package func itemKind(atPath path: String) -> FileItemKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      return .directory
    case S_IFLNK:
      let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? ""
      return .symbolicLink(destination: destination)
    default:
      return .file
    }
  }

  /// Reads the file at `url`.
  package func readData(at url: URL) throws -> Data {
    try readData(atPath: url.filePath)
  }

  /// ``readData(at:)`` for a path: `open`, `fstat` for the size, then `read` until that many
  /// bytes have come (or, for a file that reports no size, until the end).
  package func readData(atPath path: String) throws -> Data {
    switch readFile(path) {
    case .success(let data): return data
    case .failure(let code): throw posixError(code.value, path)
    }
  }

  /// ``readData(atPath:)`` without the error: a missing optional file (a git configuration
  /// file, say) costs its failed `open(2)` and no `NSError`.
  package func readDataIfReadable(atPath path: String) -> Data? {
    try? readFile(path).get()
  }

  /// An `errno` value as an error, cheap to make and to drop.
  private struct ErrorNumber: Error {
    let value: Int32
  }

  /// The file's bytes, or the `errno` of the call that failed.
  private func readFile(_ path: String) -> Result<Data, ErrorNumber> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ErrorNumber(value: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(ErrorNumber(value: errno)) }
    if info.st_mode & S_IFMT == S_IFDIR { return .failure(ErrorNumber(value: EISDIR)) }
    let size = max(Int(info.st_size), 0)
    var bytes = [UInt8](repeating: 0, count: max(size, 4096))
    var count = 0
    while size == 0 || count < size {
      if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
      let received = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if received < 0 {
        if errno == EINTR { continue }
        return .failure(ErrorNumber(value: errno))
      }
      if received == 0 { break }
      count += received
    }
    return .success(Data(bytes[..<count]))
  }

  /// Writes `data` to `url` with `open`/`write`/`close`, mode 0666 less the umask, as `cp` does.
  /// Not atomic and not synced: the safe writer stages files and moves them into place itself,
  /// and Foundation's `Data.write` would `fsync` every file (most of a `gen` run's time).
  package func writeData(_ data: Data, to url: URL) throws {
    try writeData(data, toPath: url.filePath)
  }

  /// ``writeData(_:to:)`` for a path.
  package func writeData(_ data: Data, toPath path: String) throws {
    try writeFile(data, toPath: path, flags: O_TRUNC)
  }

  /// Creates the file with an exclusive `open(2)` (`O_EXCL`: it fails when anything, even a
  /// dangling link, is there), so nothing can be replaced between a check and the write; a write
  /// that fails part way removes the file it created.
  package func createFile(_ data: Data, atPath path: String) throws {
    try writeFile(data, toPath: path, flags: O_EXCL)
  }

  /// Appends with `O_APPEND`, creating the file when missing.
  package func appendData(_ data: Data, toPath path: String) throws {
    try writeFile(data, toPath: path, flags: O_APPEND)
  }

  /// One `rename(2)`, which replaces the destination atomically.
  package func replaceItem(atPath destination: String, withItemAtPath source: String) throws {
    if rename(source, destination) != 0 { throw posixError(errno, source) }
  }

  /// An `flock(2)` on `path`, taken again when the file it was taken on is no longer the one at
  /// `path` (its holder removed it before letting go).
  package func lockFile(atPath path: String) throws -> FileLock {
    while true {
      let handle = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
      guard handle >= 0 else { throw posixError(errno, path) }
      while flock(handle, LOCK_EX) != 0 && errno == EINTR {}
      var held = stat()
      var current = stat()
      if fstat(handle, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
        held.st_dev == current.st_dev
      {
        return FileLock {
          flock(handle, LOCK_UN)
          close(handle)
        }
      }
      flock(handle, LOCK_UN)
      close(handle)
    }
  }

  /// Opens `path` with `O_WRONLY | O_CREAT | flags`, writes `data` and closes it; with `O_EXCL`
  /// the file is ours, and it is removed when the write fails.
  private func writeFile(_ data: Data, toPath path: String, flags: Int32) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      if code == EEXIST && flags & O_EXCL != 0 { throw FileSystemError.alreadyExists(path) }
      throw posixError(code, path)
    }
    var failure: Int32?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0 && failure == nil { failure = errno }
    guard let failure else { return }
    if flags & O_EXCL != 0 { _ = unlink(path) }
    throw posixError(failure, path)
  }

  /// Creates one directory with `mkdir(2)`, mode 0777 less the umask.
  package func createDirectory(at url: URL) throws {
    try createDirectory(atPath: url.filePath)
  }

  /// ``createDirectory(at:)`` for a path.
  package func createDirectory(atPath path: String) throws {
    guard mkdir(path, 0o777) != 0 else { return }
    let code = errno
    if code == EEXIST { throw FileSystemError.alreadyExists(path) }
    throw posixError(code, path)
  }

  /// The sorted entry names of a directory (without `.` and `..`), read with `opendir(3)` and
  /// `readdir(3)`: `FileManager` makes the same system calls but costs about 2% of a `gen` run
  /// in its own set-up.
  package func contentsOfDirectory(at url: URL) throws -> [String] {
    let path = url.filePath
    guard let directory = opendir(path) else { throw posixError(errno, path) }
    defer { closedir(directory) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw posixError(errno, path) }
        break
      }
      let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
        field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
          String(cString: $0)
        }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Moves an item without ever replacing the destination. Files and links are hard-linked then
  /// unlinked (`linkat(2)` without following links fails atomically when the destination exists);
  /// folders, which cannot be linked, and volumes without hard links fall back to an existence
  /// check followed by `rename(2)`. No `lstat` first: the link call itself says which case it is.
  package func moveItem(at source: URL, to destination: URL) throws {
    try moveItem(atPath: source.filePath, toPath: destination.filePath)
  }

  /// ``moveItem(at:to:)`` for paths.
  package func moveItem(atPath source: String, toPath destination: String) throws {
    if linkat(AT_FDCWD, source, AT_FDCWD, destination, 0) == 0 {
      if unlink(source) != 0 {
        let code = errno
        _ = unlink(destination)
        throw posixError(code, source)
      }
      return
    }
    let code = errno
    if code == EEXIST { throw FileSystemError.alreadyExists(destination) }
    if code != EPERM && code != EISDIR && code != ENOTSUP && code != EXDEV && code != EMLINK {
      throw posixError(code, source)
    }
    if itemKind(atPath: destination) != nil { throw FileSystemError.alreadyExists(destination) }
    if rename(source, destination) != 0 { throw posixError(errno, source) }
  }

  /// Removes an item (recursively for directories): `unlink(2)` or, for an empty folder,
  /// `rmdir(2)` first; a folder with contents goes through `FileManager`.
  /// Removes the empty folder with one `rmdir(2)` (falling back to ``removeItem(at:)``).
  package func removeEmptyDirectory(at url: URL) throws {
    if rmdir(url.filePath) == 0 { return }
    try removeItem(at: url)
  }

  package func removeItem(at url: URL) throws {
    let path = url.filePath
    if unlink(path) == 0 || rmdir(path) == 0 { return }
    try FileManager.default.removeItem(atPath: path)
  }

  /// Resolves links with `realpath(3)` on the longest existing part of the path; falls back to
  /// the step-by-step resolution when a dangling link, a cycle or a `..` is involved.
  package func resolvingSymbolicLinks(in url: URL) -> URL {
    URL(fileURLWithPath: resolvingSymbolicLinks(inPath: url.filePath), isDirectory: false)
  }

  /// ``resolvingSymbolicLinks(in:)`` on a path.
  package func resolvingSymbolicLinks(inPath path: String) -> String {
    let stepByStep = { Self.resolvingSymbolicLinks(inPath: path) { itemKind(atPath: $0) } }
    let components = PathComponents.split(path)
    if components.contains("..") || components.contains(".") { return stepByStep() }
    var existing = components
    var missing: [String] = []
    var info = stat()
    // Strip what does not exist (cheap lstat calls), then resolve the rest in one realpath call.
    while !existing.isEmpty && lstat(PathComponents.join(existing), &info) != 0 {
      missing.insert(existing.removeLast(), at: 0)
    }
    // If the last existing component is a dangling link (or a cycle), realpath fails and the
    // step-by-step resolution follows the link instead.
    guard let resolved = realpath(PathComponents.join(existing), nil) else { return stepByStep() }
    defer { free(resolved) }
    let base = String(cString: resolved)
    return missing.isEmpty ? base : PathComponents.join(PathComponents.split(base) + missing)
  }

  /// Creates `directory/.modgen-staging-<random>`.
  package func makeStagingDirectory(in directory: URL) throws -> URL {
    for _ in 0..<8 {
      // One getrandom(2) call (a UUID reads /dev/urandom: three calls).
      let random = String(UInt32.random(in: .min ... .max), radix: 16)
      let name = ".modgen-staging-" + String(repeating: "0", count: 8 - random.count) + random
      let url = directory.appendingPathComponent(name, isDirectory: false)
      if mkdir(url.filePath, 0o700) == 0 { return url }
      if errno != EEXIST { throw posixError(errno, url) }
    }
    throw FileSystemError.alreadyExists(
      directory.appendingPathComponent(".modgen-staging-*", isDirectory: false).filePath)
  }

  private func posixError(_ code: Int32, _ url: URL) -> Error {
    posixError(code, url.filePath)
  }

  private func posixError(_ code: Int32, _ path: String) -> Error {
    let message = String(cString: strerror(code))
    return NSError(
      domain: NSPOSIXErrorDomain, code: Int(code),
      userInfo: [NSLocalizedDescriptionKey: "\(path): \(message)", NSFilePathErrorKey: path])
  }
}
