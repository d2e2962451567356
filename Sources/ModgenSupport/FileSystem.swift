import Foundation

/// The seam for every disk access the tool makes, so generation can be tested in memory and with
/// injected failures.
///
/// Paths are absolute file URLs. Every mutating operation either completes or throws leaving the
/// item it was asked to change as it was (a failed ``moveItem(at:to:)`` leaves both paths as they
/// were; a failed ``removeItem(at:)`` leaves the item in place).
package protocol FileSystem: Sendable {
  /// The kind of item at `url` without following a final symbolic link, or `nil` when nothing is there.
  func itemKind(at url: URL) -> FileItemKind?
  /// ``itemKind(at:)`` for an absolute path, for callers that already hold the path as text
  /// (making a URL and reading its `path` back costs more than the question itself).
  func itemKind(atPath path: String) -> FileItemKind?
  /// The bytes of the file at `url` (following symbolic links).
  func readData(at url: URL) throws -> Data
  /// Writes `data` to a new or existing file at `url`; the parent directory must exist.
  func writeData(_ data: Data, to url: URL) throws
  /// Creates one directory at `url`; its parent must exist and `url` must not.
  func createDirectory(at url: URL) throws
  /// The names of the entries of the directory at `url`, sorted.
  func contentsOfDirectory(at url: URL) throws -> [String]
  /// Moves the item at `source` to `destination`, which must not exist (never replaces).
  func moveItem(at source: URL, to destination: URL) throws
  /// Removes the file, symbolic link or (recursively) directory at `url`.
  func removeItem(at url: URL) throws
  /// Removes the folder at `url`, which the caller knows is an empty folder (the staging folder
  /// at the end of a write). A default implementation calls ``removeItem(at:)``.
  func removeEmptyDirectory(at url: URL) throws
  /// Creates a new, empty, uniquely named directory inside `directory` (an existing folder on the
  /// volume the files will be moved to), for staging.
  func makeStagingDirectory(in directory: URL) throws -> URL
  /// `url` with every symbolic link along it resolved (the part that does not exist is kept as
  /// written). A default implementation built on ``itemKind(at:)`` is provided.
  func resolvingSymbolicLinks(in url: URL) -> URL
  /// ``resolvingSymbolicLinks(in:)`` for an absolute path, answering a path.
  func resolvingSymbolicLinks(inPath path: String) -> String
  /// ``writeData(_:to:)`` for an absolute path.
  func writeData(_ data: Data, toPath path: String) throws
  /// ``moveItem(at:to:)`` for absolute paths.
  func moveItem(atPath source: String, toPath destination: String) throws
  /// Creates a file holding `data` at the absolute `path`, whose parent must exist; throws
  /// ``FileSystemError/alreadyExists(_:)`` when anything is at `path` (never replaces), and a
  /// failed call leaves nothing there.
  func createFile(_ data: Data, atPath path: String) throws
  /// ``createDirectory(at:)`` for an absolute path.
  func createDirectory(atPath path: String) throws
  /// ``readData(at:)`` for an absolute path.
  func readData(atPath path: String) throws -> Data
  /// The bytes of the file at the absolute `path`, or `nil` when it cannot be read (missing, a
  /// folder, unreadable): for optional files, without building an error that is thrown away.
  /// A default implementation calls ``readData(atPath:)``.
  func readDataIfReadable(atPath path: String) -> Data?
  /// Appends `data` to the file at the absolute `path`, creating it when missing; never truncates.
  func appendData(_ data: Data, toPath path: String) throws
  /// Puts the file at `source` in place of the one at `destination` in one step (`rename(2)`), so
  /// a reader sees the old file or the new one, never half of either; `destination` may be missing.
  func replaceItem(atPath destination: String, withItemAtPath source: String) throws
  /// Waits for an exclusive lock on the file at the absolute `path` (created when missing; its
  /// parent must exist). A lock taken on a file that another holder removed meanwhile is taken
  /// again on the file now at `path`.
  func lockFile(atPath path: String) throws -> FileLock
}

extension FileSystem {
  /// Asks ``itemKind(at:)`` with a file URL made from `path`.
  package func itemKind(atPath path: String) -> FileItemKind? {
    itemKind(at: URL(fileURLWithPath: path, isDirectory: false))
  }

  /// Removes the folder through ``removeItem(at:)``.
  package func removeEmptyDirectory(at url: URL) throws { try removeItem(at: url) }

  /// Whether anything (file, directory or link, even a dangling one) is at `url`.
  package func exists(at url: URL) -> Bool { itemKind(at: url) != nil }

  /// Whether `url` is a directory, following symbolic links.
  package func isDirectory(at url: URL) -> Bool {
    isDirectory(atPath: url.filePath)
  }

  /// Whether `url` is a regular file, following symbolic links.
  package func isFile(at url: URL) -> Bool {
    isFile(atPath: url.filePath)
  }

  /// What is at `url`, read in one go: nothing, a file's bytes (following a final link), or
  /// something else (a folder, a dangling link, an unreadable file).
  package func probe(_ url: URL) -> FileProbe {
    probe(atPath: url.filePath)
  }

  /// ``probe(_:)`` for an absolute path.
  package func probe(atPath path: String) -> FileProbe {
    switch itemKind(atPath: path) {
    case nil: return .absent
    case .directory: return .other
    case .file: return (try? readData(atPath: path)).map(FileProbe.file) ?? .other
    case .symbolicLink:
      return isFile(atPath: path) ? (try? readData(atPath: path)).map(FileProbe.file) ?? .other : .other
    }
  }

  /// Whether `path` is a regular file, following symbolic links.
  package func isFile(atPath path: String) -> Bool {
    itemKind(atPath: resolvingSymbolicLinks(inPath: path)) == .file
  }

  /// ``readData(atPath:)`` with any error turned into `nil`.
  package func readDataIfReadable(atPath path: String) -> Data? {
    try? readData(atPath: path)
  }

  /// Reads through ``readData(at:)`` with a file URL made from `path`.
  package func readData(atPath path: String) throws -> Data {
    try readData(at: URL(fileURLWithPath: path, isDirectory: false))
  }

  /// Reads the file at `url` as UTF-8 text.
  package func readText(at url: URL) throws -> String {
    let data = try readData(at: url)
    guard let text = String(data: data, encoding: .utf8) else {
      throw FileSystemError.notUTF8(url.filePath)
    }
    return text
  }

  /// `url` with every symbolic link along it resolved (the part that does not exist is kept as
  /// written); `.` and `..` are resolved too. Link cycles stop after 40 hops.
  package func resolvingSymbolicLinks(in url: URL) -> URL {
    resolvingSymbolicLinksStepByStep(in: url)
  }

  /// The portable resolution behind ``resolvingSymbolicLinks(in:)``: one ``itemKind(at:)`` per
  /// component, following each link it meets (dangling ones included).
  package func resolvingSymbolicLinksStepByStep(in url: URL) -> URL {
    URL(fileURLWithPath: Self.resolvingSymbolicLinks(inPath: url.filePath) { itemKind(atPath: $0) }, isDirectory: false)
  }

  /// Writes through ``writeData(_:to:)`` with a file URL made from `path`.
  package func writeData(_ data: Data, toPath path: String) throws {
    try writeData(data, to: URL(fileURLWithPath: path, isDirectory: false))
  }

  /// Checks that nothing is at `path`, then writes through ``writeData(_:toPath:)`` (removing
  /// what a failed write left). Not atomic: a disk implements it with an exclusive create.
  package func createFile(_ data: Data, atPath path: String) throws {
    if itemKind(atPath: path) != nil { throw FileSystemError.alreadyExists(path) }
    do {
      try writeData(data, toPath: path)
    } catch {
      if itemKind(atPath: path) == .file { try? removeItem(at: URL(fileURLWithPath: path, isDirectory: false)) }
      throw error
    }
  }

  /// Creates the folder through ``createDirectory(at:)`` with a file URL made from `path`.
  package func createDirectory(atPath path: String) throws {
    try createDirectory(at: URL(fileURLWithPath: path, isDirectory: true))
  }

  /// Moves through ``moveItem(at:to:)`` with file URLs made from the paths.
  package func moveItem(atPath source: String, toPath destination: String) throws {
    try moveItem(
      at: URL(fileURLWithPath: source, isDirectory: false), to: URL(fileURLWithPath: destination, isDirectory: false))
  }

  /// Whether `path` is a directory, following symbolic links.
  package func isDirectory(atPath path: String) -> Bool {
    itemKind(atPath: resolvingSymbolicLinks(inPath: path)) == .directory
  }

  /// Resolves through ``resolvingSymbolicLinks(in:)`` with a file URL made from `path`.
  package func resolvingSymbolicLinks(inPath path: String) -> String {
    resolvingSymbolicLinks(in: URL(fileURLWithPath: path, isDirectory: false)).filePath
  }

  /// The resolution on an absolute path, asking `kind` for the item at each absolute path along
  /// the way: a link's destination replaces it (at most 40 links, as the kernel allows).
  package static func resolvingSymbolicLinks(inPath path: String, kind: (String) -> FileItemKind?) -> String {
    var resolved = "/"
    var pending = PathComponents.split(path).reversed() as [String]
    var hops = 0
    while let component = pending.popLast() {
      if component == "." || component.isEmpty { continue }
      if component == ".." {
        resolved = PathComponents.parent(of: resolved)
        continue
      }
      let candidate = resolved == "/" ? "/" + component : resolved + "/" + component
      if case .symbolicLink(let destination) = kind(candidate), hops < 40 {
        hops += 1
        if destination.hasPrefix("/") { resolved = "/" }
        pending.append(contentsOf: PathComponents.split(destination).reversed())
      } else {
        resolved = candidate
      }
    }
    return resolved
  }
}

/// What kind of item sits at a path, looked at without following a final symbolic link.
package enum FileItemKind: Sendable, Equatable {
  /// A regular file.
  case file
  /// A directory.
  case directory
  /// A symbolic link; its destination as stored in the link (relative or absolute).
  case symbolicLink(destination: String)
}

/// What ``FileSystem/probe(_:)`` found at a path.
package enum FileProbe: Sendable, Equatable {
  /// Nothing is there.
  case absent
  /// A readable file with these bytes.
  case file(Data)
  /// Something that is not a readable file.
  case other
}
