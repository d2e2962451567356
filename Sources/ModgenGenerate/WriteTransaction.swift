import Foundation
import ModgenSupport

/// The journaled steps of one ``SafeWriter`` run, so that a failure can undo them in reverse.
struct WriteTransaction {
  /// A step that changed the disk, with what undoing it needs (absolute paths).
  enum Step {
    case createdStaging(String)
    case createdDirectory(String)
    case movedAside(original: String, backup: String)
    case placed(String)
  }

  /// A failed operation: what was being done, to which path, and the system's explanation.
  struct Failure: Error {
    var step: String
    var path: String
    var underlying: String
  }

  let fileSystem: any FileSystem
  private(set) var journal: [Step] = []

  init(fileSystem: any FileSystem) {
    self.fileSystem = fileSystem
  }

  /// Writes every file into place; files that replace an existing one are staged first and
  /// swapped in (the original moved aside into the staging folder until the end, which is the
  /// commit point). New files are created in place with an exclusive create, as `cp` does: it
  /// never replaces anything that appeared since planning, and a failure removes what the run
  /// made. Paths are handled as text throughout: URL's path arithmetic would cost more than the
  /// system calls.
  /// - Parameter files: each file with its destination's absolute path already resolved (no
  ///   links left in its existing part) and whether it replaces an existing file.
  /// - Parameter directories: folders to leave behind even when empty (made after the files).
  /// - Parameter removals: files to remove (absolute paths, their folder's links resolved), each
  ///   with the bytes it must still hold: it is moved aside into the staging folder, and a file
  ///   that changed meanwhile fails the run.
  /// - Parameter removableDirectories: folders to remove when they are empty once the files are
  ///   placed and removed, taken deepest first; a folder that holds anything is kept. Each is
  ///   moved aside into the staging folder, so nothing that appears in it meanwhile is lost.
  mutating func run(
    _ files: [(file: PlannedFile, destination: String, overwrite: Bool)], directories: [String] = [],
    removals: [(destination: String, expected: Data)] = [], removableDirectories: [String] = []
  ) throws(Failure) {
    let destinations = files.map(\.destination)
    let folders = destinations.map(PathComponents.parent(of:))
    // Replacements are staged (all written before any original is touched, so a full disk stops
    // the run before anything is replaced).
    var staging: String?
    var stagedFiles = [String?](repeating: nil, count: files.count)
    if files.contains(where: \.overwrite) || !removals.isEmpty || !removableDirectories.isEmpty {
      // Not inside a folder that may be removed: the staging folder would keep it.
      var anchor = deepestExistingCommonFolder(of: folders + removals.map { PathComponents.parent(of: $0.destination) })
      while anchor != "/" && removableDirectories.contains(where: { anchor == $0 || anchor.hasPrefix($0 + "/") }) {
        anchor = PathComponents.parent(of: anchor)
      }
      let folder = try perform("create a staging folder in", anchor) {
        try fileSystem.makeStagingDirectory(in: URL(fileURLWithPath: anchor, isDirectory: true)).filePath
      }
      journal.append(.createdStaging(folder))
      staging = folder
      for (index, entry) in files.enumerated() where entry.overwrite {
        let staged = "\(folder)/\(index)"
        // The user's file is named (disk full while writing it), not the staging copy.
        do {
          try fileSystem.writeData(entry.file.contents, toPath: staged)
        } catch {
          throw Failure(
            step: "write", path: "\(destinations[index]) (staged in \(folder))", underlying: Self.explain(error))
        }
        stagedFiles[index] = staged
      }
    }
    var ensuredFolders: Set<String> = []
    for (index, entry) in files.enumerated() {
      let destination = destinations[index]
      if ensuredFolders.insert(folders[index]).inserted { try ensureDirectory(folders[index]) }
      if let staging, let staged = stagedFiles[index] {
        let backup = "\(staging)/\(index).original"
        try perform("move aside", destination) { try fileSystem.moveItem(atPath: destination, toPath: backup) }
        journal.append(.movedAside(original: destination, backup: backup))
        try perform("move into place", destination) { try fileSystem.moveItem(atPath: staged, toPath: destination) }
      } else {
        try perform("write", destination) { try fileSystem.createFile(entry.file.contents, atPath: destination) }
      }
      journal.append(.placed(destination))
    }
    for directory in directories { try ensureDirectory(directory) }
    if let staging {
      for (index, removal) in removals.enumerated() {
        try remove(removal.destination, expected: removal.expected, backup: "\(staging)/\(index).removed")
      }
      let deepestFirst = removableDirectories.enumerated().sorted {
        let depths = (PathComponents.split($0.element).count, PathComponents.split($1.element).count)
        return depths.0 != depths.1 ? depths.0 > depths.1 : $0.offset < $1.offset
      }
      for (index, directory) in deepestFirst {
        try removeIfEmpty(directory, backup: "\(staging)/\(index).folder")
      }
    }
    if let staging {
      try perform("remove the staging folder", staging) {
        try fileSystem.removeEmptyDirectory(at: Self.url(staging))
      }
    }
    journal.removeAll()
  }

  /// Undoes the journal in reverse order; returns the paths that could not be restored. When an
  /// original file cannot be moved back, the staging folder holding it is kept (and named) so
  /// that nothing is lost.
  mutating func rollBack() -> [String] {
    var failures: [String] = []
    var keepStaging = false
    for step in journal.reversed() {
      if case .createdStaging(let path) = step, keepStaging {
        failures.append("\(path) (kept: it holds the originals that could not be put back)")
        continue
      }
      do {
        switch step {
        case .placed(let path):
          try fileSystem.removeItem(at: Self.url(path))
        case .movedAside(let original, let backup):
          try fileSystem.moveItem(atPath: backup, toPath: original)
        case .createdDirectory(let path):
          // Someone may have put files into a folder we created: then it stays.
          if (try? fileSystem.contentsOfDirectory(at: Self.url(path)))?.isEmpty ?? true {
            try fileSystem.removeItem(at: Self.url(path))
          }
        case .createdStaging(let path):
          try fileSystem.removeItem(at: Self.url(path))
        }
      } catch {
        switch step {
        case .placed(let path), .createdDirectory(let path), .createdStaging(let path): failures.append(path)
        case .movedAside(let original, let backup):
          failures.append("\(original) (its original is at \(backup))")
          keepStaging = true
        }
      }
    }
    journal.removeAll()
    return failures
  }

  /// Creates `path` and any missing parents, journaling each folder created. A folder that
  /// appears meanwhile (created by someone else) is accepted and not journaled.
  private mutating func ensureDirectory(_ path: String) throws(Failure) {
    switch fileSystem.itemKind(atPath: path) {
    case .directory: return
    case .symbolicLink where fileSystem.isDirectory(atPath: path): return
    case nil: break
    default: throw Failure(step: "create folder", path: path, underlying: "a file is in the way")
    }
    try ensureDirectory(PathComponents.parent(of: path))
    do {
      try fileSystem.createDirectory(atPath: path)
    } catch {
      if fileSystem.isDirectory(atPath: path) { return }
      throw Failure(step: "create folder", path: path, underlying: Self.explain(error))
    }
    journal.append(.createdDirectory(path))
  }

  /// Moves the file at `path` aside to `backup`, then checks it still held `expected` (putting it
  /// back through the journal when it did not).
  private mutating func remove(_ path: String, expected: Data, backup: String) throws(Failure) {
    try perform("remove", path) { try fileSystem.moveItem(atPath: path, toPath: backup) }
    journal.append(.movedAside(original: path, backup: backup))
    let moved = try perform("remove", path) { try fileSystem.readData(atPath: backup) }
    if moved != expected {
      throw Failure(step: "remove", path: path, underlying: "it changed while modgen was running")
    }
  }

  /// Removes the folder at `path` when it is a folder (not a link) and empty, by moving it aside
  /// to `backup`; a folder that holds anything (even something that arrived while moving it) is
  /// kept where it was.
  private mutating func removeIfEmpty(_ path: String, backup: String) throws(Failure) {
    guard fileSystem.itemKind(atPath: path) == .directory, Self.isEmptyFolder(path, fileSystem) else { return }
    try perform("remove folder", path) { try fileSystem.moveItem(atPath: path, toPath: backup) }
    journal.append(.movedAside(original: path, backup: backup))
    if !Self.isEmptyFolder(backup, fileSystem) {
      try perform("keep folder", path) { try fileSystem.moveItem(atPath: backup, toPath: path) }
      journal.removeLast()
    }
  }

  private static func isEmptyFolder(_ path: String, _ fileSystem: any FileSystem) -> Bool {
    (try? fileSystem.contentsOfDirectory(at: URL(fileURLWithPath: path, isDirectory: true)))?.isEmpty == true
  }

  private func deepestExistingCommonFolder(of folders: [String]) -> String {
    var distinct: [String] = []  // a module's files share two or three folders
    for folder in folders where !distinct.contains(folder) { distinct.append(folder) }
    var common = PathComponents.split(distinct.first ?? "/")
    for folder in distinct.dropFirst() {
      let parts = PathComponents.split(folder)
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    while !common.isEmpty && !fileSystem.isDirectory(atPath: PathComponents.join(common)) {
      common.removeLast()
    }
    return PathComponents.join(common)
  }

  private func perform<T>(_ step: String, _ path: String, _ body: () throws -> T) throws(Failure) -> T {
    do {
      return try body()
    } catch {
      throw Failure(step: step, path: path, underlying: Self.explain(error))
    }
  }

  private static func url(_ path: String) -> URL {
    URL(fileURLWithPath: path, isDirectory: false)
  }

  static func explain(_ error: any Error) -> String {
    if let error = error as? FileSystemError { return error.description }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
