import Foundation
import ModgenSupport

/// A template folder on disk.
package struct DirectoryTemplateFiles: TemplateFiles {
  /// The template folder.
  package var directory: URL
  /// Where the folder's files are read.
  package var fileSystem: any FileSystem
  /// The folder as shown in messages (relative to the working directory when below it).
  package var location: String

  /// Creates folder-backed template files; `location` defaults to the folder's path.
  package init(directory: URL, fileSystem: any FileSystem, location: String? = nil) {
    self.directory = directory
    self.fileSystem = fileSystem
    self.location = location ?? directory.filePath
  }

  /// Reads a file of the template.
  package func read(_ relativePath: String) throws -> String? {
    let url = PathComponents.split(relativePath).reduce(directory) { $0.appendingPathComponent($1, isDirectory: false) }
    guard fileSystem.isFile(at: url) else { return nil }
    return try fileSystem.readText(at: url)
  }

  /// Every file below the folder (following no links out of it), sorted.
  package func allFiles() -> [String] {
    var result: [String] = []
    func walk(_ url: URL, _ prefix: String, depth: Int) {
      guard depth < 16, let names = try? fileSystem.contentsOfDirectory(at: url) else { return }
      for name in names where !name.hasPrefix(".") {
        let child = url.appendingPathComponent(name, isDirectory: false)
        let relative = prefix.isEmpty ? name : prefix + "/" + name
        if fileSystem.isDirectory(at: child) {
          walk(child, relative, depth: depth + 1)
        } else {
          result.append(relative)
        }
      }
    }
    walk(directory, "", depth: 0)
    return result.sorted()
  }
}
