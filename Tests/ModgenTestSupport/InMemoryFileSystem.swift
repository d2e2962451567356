import Foundation
import ModgenSupport

/// A file system held in memory, for tests: records every mutating operation, can fail any one
/// of them on purpose, and can run a hook before an operation (to simulate another process).
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
  /// An item in the tree.
  package enum Node: Equatable {
    case file(Data)
    case directory
    case symlink(String)
  }

  /// A mutating operation, as recorded.
  package enum Operation: Equatable, CustomStringConvertible {
    case write(String)
    case create(String)
    case createDirectory(String)
    case move(String, String)
    case remove(String)
    case makeStaging(String)
    case replace(String, String)

    package var description: String {
      switch self {
      case .write(let path): return "write \(path)"
      case .create(let path): return "create \(path)"
      case .createDirectory(let path): return "mkdir \(path)"
      case .move(let from, let to): return "move \(from) -> \(to)"
      case .remove(let path): return "remove \(path)"
      case .makeStaging(let path): return "staging in \(path)"
      case .replace(let destination, let source): return "replace \(destination) with \(source)"
      }
    }
  }

  private let lock = NSRecursiveLock()
  private var nodes: [String: Node] = ["/": .directory]
  private var stagingCounter = 0
  private var recorded: [Operation] = []
  private var kindQueries = 0
  private var readsByPath: [String: Int] = [:]
  private var depth = 0
  private let lockCondition = NSCondition()
  private var lockedPaths: Set<String> = []
  /// The index (0-based, among mutating operations) of the operation to fail, if any.
  package var failingOperation: Int?
  /// Called before each mutating operation with its index; may change the tree.
  package var beforeOperation: ((Int, Operation, InMemoryFileSystem) -> Void)?

  package init(_ files: [String: String] = [:]) {
    for (path, text) in files { addFile(path, text) }
  }

  /// The mutating operations performed so far (including the failed one).
  package var operations: [Operation] { lock.withLock { recorded } }
  /// How many times ``itemKind(at:)`` was asked (what an `lstat` costs on a real disk).
  package var lookups: Int { lock.withLock { kindQueries } }
  /// How many times the file at `path` was read.
  package func reads(of path: String) -> Int { lock.withLock { readsByPath[path, default: 0] } }

  // MARK: Building trees

  /// Adds a file (and its parent folders) without recording an operation.
  package func addFile(_ path: String, _ text: String) {
    lock.withLock {
      addParents(of: path)
      nodes[normalize(path)] = .file(Data(text.utf8))
    }
  }

  /// Adds a folder (and its parents) without recording an operation.
  package func addDirectory(_ path: String) {
    lock.withLock {
      addParents(of: path)
      nodes[normalize(path)] = .directory
    }
  }

  /// Adds a symbolic link without recording an operation.
  package func addSymlink(_ path: String, to destination: String) {
    lock.withLock {
      addParents(of: path)
      nodes[normalize(path)] = .symlink(destination)
    }
  }

  /// The whole tree: path to a printable description of each item.
  package func snapshot() -> [String: String] {
    lock.withLock {
      nodes.mapValues { node in
        switch node {
        case .file(let data): return "file: " + (String(data: data, encoding: .utf8) ?? data.base64EncodedString())
        case .directory: return "dir"
        case .symlink(let destination): return "link -> \(destination)"
        }
      }
    }
  }

  /// The text of a file, if there is one at `path` (links not followed).
  package func text(_ path: String) -> String? {
    lock.withLock {
      guard case .file(let data) = nodes[normalize(path)] else { return nil }
      return String(data: data, encoding: .utf8)
    }
  }

  // MARK: FileSystem

  package func itemKind(at url: URL) -> FileItemKind? {
    lock.withLock {
      if depth == 0 { kindQueries += 1 }  // lookups the fake makes for itself are not counted
      depth += 1
      defer { depth -= 1 }
      switch nodes[physical(url.path)] {
      case .file: return .file
      case .directory: return .directory
      case .symlink(let destination): return .symbolicLink(destination: destination)
      case nil: return nil
      }
    }
  }

  package func readData(at url: URL) throws -> Data {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      let path = resolvingSymbolicLinks(in: url).path
      readsByPath[path, default: 0] += 1
      guard case .file(let data) = nodes[path] else { throw FileSystemError.notFound(url.path) }
      return data
    }
  }

  package func writeData(_ data: Data, to url: URL) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.write(url.path))
      let path = resolvingSymbolicLinks(in: url).path
      try requireParent(of: path)
      if nodes[path] == .directory { throw FileSystemError.wrongKind(url.path) }
      nodes[path] = .file(data)
    }
  }

  /// The exclusive create: fails when anything (even a dangling link) is at the path.
  package func createFile(_ data: Data, atPath path: String) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.create(path))
      let physicalPath = physical(path)
      try requireParent(of: physicalPath)
      if nodes[physicalPath] != nil { throw FileSystemError.alreadyExists(path) }
      nodes[physicalPath] = .file(data)
    }
  }

  package func createDirectory(at url: URL) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.createDirectory(url.path))
      let path = physical(url.path)
      try requireParent(of: path)
      if nodes[path] != nil { throw FileSystemError.alreadyExists(url.path) }
      nodes[path] = .directory
    }
  }

  package func contentsOfDirectory(at url: URL) throws -> [String] {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      let path = resolvingSymbolicLinks(in: url).path
      guard nodes[path] == .directory else { throw FileSystemError.notFound(url.path) }
      return children(of: path).map { String($0.split(separator: "/").last!) }.sorted()
    }
  }

  package func moveItem(at source: URL, to destination: URL) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.move(source.path, destination.path))
      let from = physical(source.path)
      let to = physical(destination.path)
      guard nodes[from] != nil else { throw FileSystemError.notFound(source.path) }
      if nodes[to] != nil { throw FileSystemError.alreadyExists(destination.path) }
      try requireParent(of: to)
      let moving = [from] + descendants(of: from)
      for path in moving {
        nodes[to + path.dropFirst(from.count)] = nodes.removeValue(forKey: path)
      }
    }
  }

  package func removeItem(at url: URL) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.remove(url.path))
      let path = physical(url.path)
      guard nodes[path] != nil else { throw FileSystemError.notFound(url.path) }
      for child in descendants(of: path) { nodes[child] = nil }
      nodes[path] = nil
    }
  }

  package func makeStagingDirectory(in directory: URL) throws -> URL {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.makeStaging(directory.path))
      let parent = resolvingSymbolicLinks(in: directory).path
      guard nodes[parent] == .directory else { throw FileSystemError.notFound(directory.path) }
      stagingCounter += 1
      let path = (parent == "/" ? "" : parent) + "/.staging-\(stagingCounter)"
      nodes[path] = .directory
      return URL(fileURLWithPath: path)
    }
  }

  /// Appends to the file (recorded as a write), creating it when missing.
  package func appendData(_ data: Data, toPath path: String) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.write(path))
      let physicalPath = physical(path)
      try requireParent(of: physicalPath)
      switch nodes[physicalPath] {
      case .file(let existing): nodes[physicalPath] = .file(existing + data)
      case nil: nodes[physicalPath] = .file(data)
      default: throw FileSystemError.wrongKind(path)
      }
    }
  }

  /// Moves the file at `source` over `destination` in one step.
  package func replaceItem(atPath destination: String, withItemAtPath source: String) throws {
    try lock.withLock {
      depth += 1
      defer { depth -= 1 }
      try record(.replace(destination, source))
      let from = physical(source)
      let to = physical(destination)
      guard case .file = nodes[from] else { throw FileSystemError.notFound(source) }
      if nodes[to] == .directory { throw FileSystemError.wrongKind(destination) }
      try requireParent(of: to)
      nodes[to] = nodes.removeValue(forKey: from)
    }
  }

  /// Makes the lock file when missing (not recorded: a lock is not content) and waits while
  /// another holder in this process has the same path locked.
  package func lockFile(atPath path: String) throws -> FileLock {
    let physicalPath = try lock.withLock {
      let physicalPath = physical(path)
      try requireParent(of: physicalPath)
      if nodes[physicalPath] == nil { nodes[physicalPath] = .file(Data()) }
      return physicalPath
    }
    lockCondition.lock()
    while lockedPaths.contains(physicalPath) { lockCondition.wait() }
    lockedPaths.insert(physicalPath)
    lockCondition.unlock()
    return FileLock { [self] in
      lockCondition.lock()
      lockedPaths.remove(physicalPath)
      lockCondition.broadcast()
      lockCondition.unlock()
    }
  }

  // MARK: Helpers

  private func record(_ operation: Operation) throws {
    let index = recorded.count
    recorded.append(operation)
    beforeOperation?(index, operation, self)
    if index == failingOperation { throw FileSystemError.injected(operation.description) }
  }

  private func normalize(_ path: String) -> String {
    "/" + path.split(separator: "/").joined(separator: "/")
  }

  /// The path with links in every component but the last resolved.
  private func physical(_ path: String) -> String {
    if normalize(path) == "/" { return "/" }
    let url = URL(fileURLWithPath: normalize(path))
    let parent = resolvingSymbolicLinks(in: url.deletingLastPathComponent()).path
    return (parent == "/" ? "" : parent) + "/" + url.lastPathComponent
  }

  private func requireParent(of path: String) throws {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard nodes[parent] == .directory else { throw FileSystemError.parentMissing(path) }
  }

  private func addParents(of path: String) {
    var current = ""
    for component in path.split(separator: "/").dropLast() {
      current += "/" + component
      if nodes[current] == nil { nodes[current] = .directory }
    }
  }

  private func descendants(of path: String) -> [String] {
    let prefix = path == "/" ? "/" : path + "/"
    return nodes.keys.filter { $0.hasPrefix(prefix) && $0 != path }
  }

  private func children(of path: String) -> [String] {
    let prefix = path == "/" ? "/" : path + "/"
    return nodes.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") && $0 != path }
  }
}
