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
    /// Sized for a module's planning (about a hundred paths) so the table is not rehashed as it grows.
    private var kinds = [String: FileItemKind?](minimumCapacity: 128)
    /// Normalized absolute paths known to hold no symbolic link along them (each resolves to
    /// itself), so a path below one is resolved by looking at its own last component only.
    private var linkFree = Set<String>(minimumCapacity: 32)

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

    func isLinkFree(_ path: String) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      return linkFree.contains(path)
    }

    func recordLinkFree(_ path: String) {
      lock.lock()
      defer { lock.unlock() }
      linkFree.insert(path)
    }

    /// Forgets `path` and everything below it (and which paths are free of links: what was
    /// there may come back as a link). Changes that forget (moves, removals, failures) are few,
    /// so the remembered paths are scanned rather than indexed by folder on every record.
    func forget(_ path: String) {
      lock.lock()
      defer { lock.unlock() }
      kinds[path] = nil
      linkFree.removeAll()
      let prefix = path.hasSuffix("/") ? path : path + "/"
      for key in kinds.keys.filter({ $0.hasPrefix(prefix) }) { kinds[key] = nil }
    }
  }

  private static func key(_ url: URL) -> String {
    key(url.filePath)
  }

  /// `path` without a trailing slash (other than the root's), as the memory is keyed.
  private static func key(_ path: String) -> String {
    path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") ? String(path.dropLast()) : path
  }

  /// The kind of item at `url`: remembered, inferred from a missing parent, or asked once.
  package func itemKind(at url: URL) -> FileItemKind? {
    itemKind(atPath: url.filePath)
  }

  /// `url` with every symbolic link along it resolved one component at a time through the
  /// remembered kinds, as ``FileSystem/resolvingSymbolicLinksStepByStep(in:)`` does, but asking the remembered kinds by
  /// path (no URL per component).
  package func resolvingSymbolicLinks(in url: URL) -> URL {
    URL(fileURLWithPath: resolvingSymbolicLinks(inPath: url.filePath), isDirectory: false)
  }

  /// ``resolvingSymbolicLinks(in:)`` on a path, with no URL made at all. A module's files share
  /// a few folders: once a folder is known to hold no link along it, a path directly below it
  /// costs one look at its last component.
  package func resolvingSymbolicLinks(inPath path: String) -> String {
    if PathComponents.isNormalized(path) && path != "/" {
      if memory.isLinkFree(path) { return path }
      let parent = PathComponents.parent(of: path)
      if parent == "/" || memory.isLinkFree(parent) {
        if case .symbolicLink = itemKind(atPath: path) {
          return Self.resolvingSymbolicLinks(inPath: path) { itemKind(atPath: $0) }
        }
        memory.recordLinkFree(path)
        return path
      }
    }
    var sawLink = false
    let resolved = Self.resolvingSymbolicLinks(inPath: path) { candidate in
      let kind = itemKind(atPath: candidate)
      if case .symbolicLink = kind { sawLink = true }
      return kind
    }
    // Every folder along a path resolved without a link is free of links too.
    if !sawLink && resolved == path && path != "/" {
      var folder = path
      while folder != "/" && !memory.isLinkFree(folder) {
        memory.recordLinkFree(folder)
        folder = PathComponents.parent(of: folder)
      }
    }
    return resolved
  }

  /// ``itemKind(at:)`` by path: parents are walked as strings, and the disk is asked by path too
  /// (URL's `path` costs more than the walk itself).
  package func itemKind(atPath path: String) -> FileItemKind? {
    let path = Self.key(path)
    if let known = memory.kind(of: path) { return known }
    // The root is always a folder: no need to ask.
    if path == "/" { return .directory }
    switch itemKind(atPath: PathComponents.parent(of: path)) {
    case nil, .file:
      memory.record(nil, at: path)
      return nil
    case .directory, .symbolicLink:
      break
    }
    let kind = base.itemKind(atPath: path)
    memory.record(kind, at: path)
    return kind
  }

  /// Reads the file (contents are not remembered).
  package func readData(at url: URL) throws -> Data {
    try base.readData(at: url)
  }

  /// ``readData(at:)`` for a path (contents are not remembered).
  package func readData(atPath path: String) throws -> Data {
    try base.readData(atPath: path)
  }

  /// ``readData(atPath:)`` or `nil`, without an error (contents are not remembered).
  package func readDataIfReadable(atPath path: String) -> Data? {
    base.readDataIfReadable(atPath: path)
  }

  /// Writes the file and remembers it (a link written through keeps being a link).
  package func writeData(_ data: Data, to url: URL) throws {
    try writeData(data, toPath: url.filePath)
  }

  /// ``writeData(_:to:)`` for a path.
  package func writeData(_ data: Data, toPath path: String) throws {
    let path = Self.key(path)
    do {
      try base.writeData(data, toPath: path)
    } catch {
      memory.forget(path)
      throw error
    }
    if case .symbolicLink = memory.kind(of: path) ?? nil { return }
    memory.record(.file, at: path)
  }

  /// Creates the file (never replacing) and remembers it.
  package func createFile(_ data: Data, atPath path: String) throws {
    let path = Self.key(path)
    do {
      try base.createFile(data, atPath: path)
    } catch {
      memory.forget(path)
      throw error
    }
    memory.record(.file, at: path)
  }

  /// Creates the folder and remembers it.
  package func createDirectory(at url: URL) throws {
    try createDirectory(atPath: url.filePath)
  }

  /// ``createDirectory(at:)`` for a path.
  package func createDirectory(atPath path: String) throws {
    let key = Self.key(path)
    do {
      try base.createDirectory(atPath: key)
    } catch {
      memory.forget(key)
      throw error
    }
    memory.record(.directory, at: key)
  }

  /// Lists the folder (listings are not remembered).
  package func contentsOfDirectory(at url: URL) throws -> [String] {
    try base.contentsOfDirectory(at: url)
  }

  /// Moves the item; its old place is remembered as empty and the new one as what it was.
  package func moveItem(at source: URL, to destination: URL) throws {
    try moveItem(atPath: source.filePath, toPath: destination.filePath)
  }

  /// ``moveItem(at:to:)`` for paths.
  package func moveItem(atPath source: String, toPath destination: String) throws {
    let source = Self.key(source)
    let destination = Self.key(destination)
    let moved = memory.kind(of: source)
    do {
      try base.moveItem(atPath: source, toPath: destination)
    } catch {
      memory.forget(source)
      memory.forget(destination)
      throw error
    }
    memory.forget(source)
    memory.forget(destination)
    memory.record(nil, at: source)
    if case .some(.some(let kind)) = moved, kind != .directory { memory.record(kind, at: destination) }
  }

  /// Removes the item and remembers that nothing is there.
  package func removeItem(at url: URL) throws {
    let key = Self.key(url)
    memory.forget(key)
    try base.removeItem(at: url)
    memory.record(nil, at: key)
  }

  /// Removes the empty folder and remembers that nothing is there.
  package func removeEmptyDirectory(at url: URL) throws {
    let key = Self.key(url)
    memory.forget(key)
    try base.removeEmptyDirectory(at: url)
    memory.record(nil, at: key)
  }

  /// Creates the staging folder and remembers it.
  package func makeStagingDirectory(in directory: URL) throws -> URL {
    let staging = try base.makeStagingDirectory(in: directory)
    memory.record(.directory, at: Self.key(staging))
    return staging
  }

  /// Appends to the file and remembers it.
  package func appendData(_ data: Data, toPath path: String) throws {
    let key = Self.key(path)
    memory.forget(key)
    try base.appendData(data, toPath: key)
  }

  /// Replaces the file; both places are looked at again next time.
  package func replaceItem(atPath destination: String, withItemAtPath source: String) throws {
    let destination = Self.key(destination)
    let source = Self.key(source)
    memory.forget(destination)
    memory.forget(source)
    try base.replaceItem(atPath: destination, withItemAtPath: source)
  }

  /// Takes the lock on the disk; the lock file, and on failure its folder (which another process
  /// may have removed), are looked at again next time.
  package func lockFile(atPath path: String) throws -> FileLock {
    let key = Self.key(path)
    memory.forget(key)
    do {
      return try base.lockFile(atPath: key)
    } catch {
      memory.forget(PathComponents.parent(of: key))
      throw error
    }
  }
}
