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
  mutating func run(
    _ files: [(file: PlannedFile, destination: String, overwrite: Bool)], directories: [String] = []
  ) throws(Failure) {
    let destinations = files.map(\.destination)
    let folders = destinations.map(PathComponents.parent(of:))
    // Replacements are staged (all written before any original is touched, so a full disk stops
    // the run before anything is replaced).
    var staging: String?
    var stagedFiles = [String?](repeating: nil, count: files.count)
    if files.contains(where: \.overwrite) {
      let anchor = deepestExistingCommonFolder(of: folders)
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
