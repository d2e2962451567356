import Foundation

/// Read access to one template's files, whether it is a folder on disk or carried in the binary.
public protocol TemplateFiles: Sendable {
  /// Where the template lives, as shown in messages and by `list` (a folder path, or
  /// `<built-in>/viper`).
  var location: String { get }
  /// The text of the file at `relativePath` (slash-separated, relative to the template folder),
  /// or `nil` when there is no such file.
  func read(_ relativePath: String) throws -> String?
  /// The relative paths of every file of the template, sorted.
  func allFiles() -> [String]
}

extension TemplateFiles {
  /// `relativePath` as shown in diagnostics: `location/relativePath`.
  public func displayPath(of relativePath: String) -> String {
    location.hasSuffix("/") ? location + relativePath : location + "/" + relativePath
  }
}

/// A template folder on disk.
public struct DirectoryTemplateFiles: TemplateFiles {
  /// The template folder.
  public var directory: URL
  /// The disk.
  public var fileSystem: any FileSystem
  /// The folder as shown in messages (relative to the working directory when below it).
  public var location: String

  /// Creates folder-backed template files; `location` defaults to the folder's path.
  public init(directory: URL, fileSystem: any FileSystem, location: String? = nil) {
    self.directory = directory
    self.fileSystem = fileSystem
    self.location = location ?? directory.path
  }

  /// Reads a file of the template.
  public func read(_ relativePath: String) throws -> String? {
    let url = PathComponents.split(relativePath).reduce(directory) { $0.appendingPathComponent($1) }
    guard fileSystem.isFile(at: url) else { return nil }
    return try fileSystem.readText(at: url)
  }

  /// Every file below the folder (following no links out of it), sorted.
  public func allFiles() -> [String] {
    var result: [String] = []
    func walk(_ url: URL, _ prefix: String, depth: Int) {
      guard depth < 16, let names = try? fileSystem.contentsOfDirectory(at: url) else { return }
      for name in names where !name.hasPrefix(".") {
        let child = url.appendingPathComponent(name)
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

/// A template carried inside the binary (see ``EmbeddedFiles``).
public struct EmbeddedTemplateFiles: TemplateFiles {
  /// The template's folder inside the embedded tree, e.g. `Templates/viper`.
  public var root: String
  /// The embedded tree: relative path to contents.
  public var files: [String: String]

  /// Creates embedded template files for the folder `root` of `files`.
  public init(root: String, files: [String: String] = EmbeddedFiles.files) {
    self.root = root
    self.files = files
  }

  /// `<built-in>/name`.
  public var location: String { "<built-in>/" + (PathComponents.split(root).last ?? root) }

  /// Reads an embedded file.
  public func read(_ relativePath: String) throws -> String? {
    files[root + "/" + PathComponents.split(relativePath).joined(separator: "/")]
  }

  /// Every embedded file of the template, sorted.
  public func allFiles() -> [String] {
    files.keys.compactMap { key in key.hasPrefix(root + "/") ? String(key.dropFirst(root.count + 1)) : nil }.sorted()
  }
}
