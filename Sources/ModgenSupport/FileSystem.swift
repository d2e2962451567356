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
}

extension FileSystem {
  /// Removes the folder through ``removeItem(at:)``.
  package func removeEmptyDirectory(at url: URL) throws { try removeItem(at: url) }

  /// Whether anything (file, directory or link, even a dangling one) is at `url`.
  package func exists(at url: URL) -> Bool { itemKind(at: url) != nil }

  /// Whether `url` is a directory, following symbolic links.
  package func isDirectory(at url: URL) -> Bool {
    switch itemKind(at: resolvingSymbolicLinks(in: url)) {
    case .directory: return true
    default: return false
    }
  }

  /// Whether `url` is a regular file, following symbolic links.
  package func isFile(at url: URL) -> Bool {
    switch itemKind(at: resolvingSymbolicLinks(in: url)) {
    case .file: return true
    default: return false
    }
  }

  /// What is at `url`, read in one go: nothing, a file's bytes (following a final link), or
  /// something else (a folder, a dangling link, an unreadable file).
  package func probe(_ url: URL) -> FileProbe {
    switch itemKind(at: url) {
    case nil: return .absent
    case .directory: return .other
    case .file: return (try? readData(at: url)).map(FileProbe.file) ?? .other
    case .symbolicLink: return isFile(at: url) ? (try? readData(at: url)).map(FileProbe.file) ?? .other : .other
    }
  }

  /// Reads the file at `url` as UTF-8 text.
  package func readText(at url: URL) throws -> String {
    let data = try readData(at: url)
    guard let text = String(data: data, encoding: .utf8) else {
      throw FileSystemError.notUTF8(url.path)
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
    Self.resolvingSymbolicLinks(in: url) { itemKind(at: URL(fileURLWithPath: $0, isDirectory: false)) }
  }

  /// The resolution itself, asking `kind` for the item at each absolute path along the way.
  package static func resolvingSymbolicLinks(in url: URL, kind: (String) -> FileItemKind?) -> URL {
    var resolved: [String] = []
    var pending = PathComponents.split(url.path).reversed() as [String]
    var hops = 0
    while let component = pending.popLast() {
      if component == "." || component.isEmpty { continue }
      if component == ".." {
        _ = resolved.popLast()
        continue
      }
      let candidate = PathComponents.join(resolved + [component])
      if case .symbolicLink(let destination) = kind(candidate), hops < 40 {
        hops += 1
        if destination.hasPrefix("/") { resolved = [] }
        pending.append(contentsOf: PathComponents.split(destination).reversed())
      } else {
        resolved.append(component)
      }
    }
    return URL(fileURLWithPath: PathComponents.join(resolved), isDirectory: false)
  }
}
