import Foundation

extension FileSystem {
  /// Creates the directory at `url` and every missing folder above it; nothing when it exists.
  package func createDirectories(at url: URL) throws {
    var missing: [URL] = []
    var current = url.standardizedFileURL
    while !isDirectory(at: current) {
      missing.append(current)
      let parent = current.deletingLastPathComponent()
      if parent.filePath == current.filePath { break }
      current = parent
    }
    for folder in missing.reversed() { try createDirectory(at: folder) }
  }

  /// Every file below `folder` as a path relative to it (`a/b.swift`), and every folder below it
  /// (`a`), both sorted; empty when `folder` does not exist. Symbolic links are not followed.
  package func tree(below folder: URL) throws -> (files: [String], folders: [String]) {
    var files: [String] = []
    var folders: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative, isDirectory: false)
      guard itemKind(at: url) == .directory else { continue }
      for name in try contentsOfDirectory(at: url) {
        let child = relative.isEmpty ? name : relative + "/" + name
        if itemKind(at: folder.appendingPathComponent(child, isDirectory: false)) == .directory {
          folders.append(child)
          pending.append(child)
        } else {
          files.append(child)
        }
      }
    }
    return (files.sorted(), folders.sorted())
  }
}
