import Foundation

/// A ``FileSystem`` that remembers what it has learnt about paths for the length of one step of a
/// command (finding the configuration and planning, or writing), so each folder and file is
/// looked at once, not once per question.
///
/// A path whose parent is known to be missing (or a file) is missing without asking the disk, so
/// planning a new module costs one `lstat` per folder, not several per file. Symbolic links are
/// resolved component by component through the same memory, without `realpath(3)`'s calls. What
/// this file system changes itself (writes, folders, moves, removals) updates the memory; changes
/// made by others after a path was looked at are not seen, so use a new instance for each step
/// that must see the disk afresh (the writer re-checks every destination before it writes).
package struct CachingFileSystem: FileSystem {
  /// The file system every question that is not remembered goes to.
  package let base: any FileSystem
  private let memory = Memory()

  /// Wraps `base`, remembering nothing yet.
  package init(_ base: any FileSystem) {
    self.base = base
  }

  /// The remembered kinds by path; `.some(nil)` records that nothing is there.
  private final class Memory: @unchecked Sendable {
    private let lock = NSLock()
    private var kinds: [String: FileItemKind?] = [:]

    func kind(of path: String) -> FileItemKind?? {
      lock.lock()
      defer { lock.unlock() }
      return kinds[path]
    }

    func record(_ kind: FileItemKind?, at path: String) {
      lock.lock()
      defer { lock.unlock() }
      kinds[path] = .some(kind)
    }

    /// Forgets `path` and everything below it.
    func forget(_ path: String) {
      lock.lock()
      defer { lock.unlock() }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      kinds = kinds.filter { key, _ in key != path && !key.hasPrefix(prefix) }
    }
  }

  private static func key(_ url: URL) -> String {
    let path = url.path
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
  }

  /// The kind of item at `url`: remembered, inferred from a missing parent, or asked once.
  package func itemKind(at url: URL) -> FileItemKind? {
    itemKind(atPath: Self.key(url), url: url)
  }

  /// `url` with every symbolic link along it resolved one component at a time through the
  /// remembered kinds, as ``FileSystem/resolvingSymbolicLinksStepByStep(in:)`` does, but asking the remembered kinds by
  /// path (no URL per component).
  package func resolvingSymbolicLinks(in url: URL) -> URL {
    Self.resolvingSymbolicLinks(in: url) { itemKind(atPath: $0, url: nil) }
  }

  /// ``itemKind(at:)`` by path: parents are walked as strings, and a URL is made only for the
  /// one question the disk is asked (URL's `path` costs more than the walk itself).
  private func itemKind(atPath path: String, url: URL?) -> FileItemKind? {
    if let known = memory.kind(of: path) { return known }
    if let slash = path.lastIndex(of: "/") {
      let parent = slash == path.startIndex ? "/" : String(path[..<slash])
      if parent != path {
        switch itemKind(atPath: parent, url: nil) {
        case nil, .file:
          memory.record(nil, at: path)
          return nil
        case .directory, .symbolicLink:
          break
        }
      }
    }
    let kind = base.itemKind(at: url ?? URL(fileURLWithPath: path, isDirectory: false))
    memory.record(kind, at: path)
    return kind
  }

  /// Reads the file (contents are not remembered).
  package func readData(at url: URL) throws -> Data {
    try base.readData(at: url)
  }

  /// Writes the file and remembers it (a link written through keeps being a link).
  package func writeData(_ data: Data, to url: URL) throws {
    do {
      try base.writeData(data, to: url)
    } catch {
      memory.forget(Self.key(url))
      throw error
    }
    if case .symbolicLink = memory.kind(of: Self.key(url)) ?? nil { return }
    memory.record(.file, at: Self.key(url))
  }

  /// Creates the folder and remembers it.
  package func createDirectory(at url: URL) throws {
    do {
      try base.createDirectory(at: url)
    } catch {
      memory.forget(Self.key(url))
      throw error
    }
    memory.record(.directory, at: Self.key(url))
  }

  /// Lists the folder (listings are not remembered).
  package func contentsOfDirectory(at url: URL) throws -> [String] {
    try base.contentsOfDirectory(at: url)
  }

  /// Moves the item; its old place is remembered as empty and the new one as what it was.
  package func moveItem(at source: URL, to destination: URL) throws {
    let moved = memory.kind(of: Self.key(source))
    do {
      try base.moveItem(at: source, to: destination)
    } catch {
      memory.forget(Self.key(source))
      memory.forget(Self.key(destination))
      throw error
    }
    memory.forget(Self.key(source))
    memory.forget(Self.key(destination))
    memory.record(nil, at: Self.key(source))
    if case .some(.some(let kind)) = moved, kind != .directory { memory.record(kind, at: Self.key(destination)) }
  }

  /// Removes the item and remembers that nothing is there.
  package func removeItem(at url: URL) throws {
    memory.forget(Self.key(url))
    try base.removeItem(at: url)

    memory.record(nil, at: Self.key(url))
  }

  /// Removes the empty folder and remembers that nothing is there.
  package func removeEmptyDirectory(at url: URL) throws {
    memory.forget(Self.key(url))
    try base.removeEmptyDirectory(at: url)
    memory.record(nil, at: Self.key(url))
  }

  /// Creates the staging folder and remembers it.
  package func makeStagingDirectory(in directory: URL) throws -> URL {
    let staging = try base.makeStagingDirectory(in: directory)
    memory.record(.directory, at: Self.key(staging))
    return staging
  }
}
