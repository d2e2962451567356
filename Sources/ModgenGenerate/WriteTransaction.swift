import Foundation
import ModgenSupport

/// The journaled steps of one ``SafeWriter`` run, so that a failure can undo them in reverse.
struct WriteTransaction {
  /// A step that changed the disk, with what undoing it needs.
  enum Step {
    case createdStaging(URL)
    case createdDirectory(URL)
    case movedAside(original: URL, backup: URL)
    case placed(URL)
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

  /// Stages every file, moves each into place (moving an overwritten file aside first), then
  /// removes the staging folder, which is the commit point.
  /// - Parameter files: each file with its destination already resolved (no links left in its
  ///   existing part) and whether it replaces an existing file.
  /// - Parameter directories: folders to leave behind even when empty (made after the files).
  mutating func run(
    _ files: [(file: PlannedFile, destination: URL, overwrite: Bool)], directories: [URL] = []
  ) throws(Failure) {
    guard !files.isEmpty else {
      for directory in directories { try ensureDirectory(directory) }
      journal.removeAll()
      return
    }
    let destinations = files.map(\.destination)
    let anchor = deepestExistingCommonFolder(of: destinations.map { $0.deletingLastPathComponent() })
    let staging = try perform("create a staging folder in", anchor) { try fileSystem.makeStagingDirectory(in: anchor) }
    journal.append(.createdStaging(staging))

    for (index, entry) in files.enumerated() {
      let staged = staging.appendingPathComponent("\(index)", isDirectory: false)
      // The user's file is named (disk full while writing it), not the staging copy.
      do {
        try fileSystem.writeData(entry.file.contents, to: staged)
      } catch {
        throw Failure(
          step: "write", path: "\(destinations[index].path) (staged in \(staging.path))",
          underlying: Self.explain(error))
      }
    }
    for (index, entry) in files.enumerated() {
      let destination = destinations[index]
      try ensureDirectory(destination.deletingLastPathComponent())
      if entry.overwrite {
        let backup = staging.appendingPathComponent("\(index).original", isDirectory: false)
        try perform("move aside", destination) { try fileSystem.moveItem(at: destination, to: backup) }
        journal.append(.movedAside(original: destination, backup: backup))
      }
      let staged = staging.appendingPathComponent("\(index)", isDirectory: false)
      try perform("move into place", destination) { try fileSystem.moveItem(at: staged, to: destination) }
      journal.append(.placed(destination))
    }
    for directory in directories { try ensureDirectory(directory) }
    try perform("remove the staging folder", staging) { try fileSystem.removeEmptyDirectory(at: staging) }
    journal.removeAll()
  }

  /// Undoes the journal in reverse order; returns the paths that could not be restored. When an
  /// original file cannot be moved back, the staging folder holding it is kept (and named) so
  /// that nothing is lost.
  mutating func rollBack() -> [String] {
    var failures: [String] = []
    var keepStaging = false
    for step in journal.reversed() {
      if case .createdStaging(let url) = step, keepStaging {
        failures.append("\(url.path) (kept: it holds the originals that could not be put back)")
        continue
      }
      do {
        switch step {
        case .placed(let url):
          try fileSystem.removeItem(at: url)
        case .movedAside(let original, let backup):
          try fileSystem.moveItem(at: backup, to: original)
        case .createdDirectory(let url):
          // Someone may have put files into a folder we created: then it stays.
          if (try? fileSystem.contentsOfDirectory(at: url))?.isEmpty ?? true {
            try fileSystem.removeItem(at: url)
          }
        case .createdStaging(let url):
          try fileSystem.removeItem(at: url)
        }
      } catch {
        switch step {
        case .placed(let url), .createdDirectory(let url), .createdStaging(let url): failures.append(url.path)
        case .movedAside(let original, let backup):
          failures.append("\(original.path) (its original is at \(backup.path))")
          keepStaging = true
        }
      }
    }
    journal.removeAll()
    return failures
  }

  /// Creates `url` and any missing parents, journaling each folder created. A folder that
  /// appears meanwhile (created by someone else) is accepted and not journaled.
  private mutating func ensureDirectory(_ url: URL) throws(Failure) {
    switch fileSystem.itemKind(at: url) {
    case .directory: return
    case .symbolicLink where fileSystem.isDirectory(at: url): return
    case nil: break
    default: throw Failure(step: "create folder", path: url.path, underlying: "a file is in the way")
    }
    try ensureDirectory(url.deletingLastPathComponent())
    do {
      try fileSystem.createDirectory(at: url)
    } catch {
      if fileSystem.isDirectory(at: url) { return }
      throw Failure(step: "create folder", path: url.path, underlying: Self.explain(error))
    }
    journal.append(.createdDirectory(url))
  }

  private func deepestExistingCommonFolder(of folders: [URL]) -> URL {
    var common = PathComponents.split(folders.first?.path ?? "/")
    for folder in folders.dropFirst() {
      let parts = PathComponents.split(folder.path)
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    while !common.isEmpty
      && !fileSystem.isDirectory(at: URL(fileURLWithPath: PathComponents.join(common), isDirectory: false))
    {
      common.removeLast()
    }
    return URL(fileURLWithPath: PathComponents.join(common), isDirectory: false)
  }

  private func perform<T>(_ step: String, _ url: URL, _ body: () throws -> T) throws(Failure) -> T {
    do {
      return try body()
    } catch {
      throw Failure(step: step, path: url.path, underlying: Self.explain(error))
    }
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
