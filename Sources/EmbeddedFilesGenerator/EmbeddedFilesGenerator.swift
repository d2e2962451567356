import Foundation

/// The one definition of what the modgen binary carries: every file below `Templates/`,
/// `Sources/ModuleCore/` and the UIKit stand-in's folders (dot-files and dot-folders left out), as UTF-8 text with LF line
/// endings, and the Swift source that holds them.
///
/// The build runs it through the `EmbedBuiltinFiles` plugin, so the carried copy is made from the
/// files on every build and can never be stale; the test of the carried copy calls ``collect(root:)``
/// too, so the rule is written once.
package enum EmbeddedFilesGenerator {
  /// The folders whose files are carried, relative to the package root.
  package static let folders = ["Templates", "Sources/ModuleCore", "Sources/UIKit", "Sources/_Testing_UIKit"]

  /// A file that cannot be carried.
  package struct Problem: Error, CustomStringConvertible {
    /// The file, relative to the package root.
    package var path: String
    /// Why it cannot be carried.
    package var reason: String

    /// `path: error: reason`.
    package var description: String { "\(path): error: \(reason)" }
  }

  /// The carried files by path relative to `root` (e.g. `Templates/viper/template.json`).
  package static func collect(root: URL) throws(Problem) -> [String: String] {
    var files: [String: String] = [:]
    for folder in folders {
      for relative in filePaths(below: root.appendingPathComponent(folder)) {
        let path = "\(folder)/\(relative)"
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
          throw Problem(path: path, reason: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
          throw Problem(path: path, reason: "is not UTF-8 text; only text files can be carried")
        }
        guard !data.contains(UInt8(ascii: "\r")) else {
          throw Problem(path: path, reason: "contains carriage returns; use LF line endings")
        }
        files[path] = text
      }
    }
    return files
  }

  /// Every regular file below `folder`, relative to it, without dot-files or dot-folders, sorted.
  package static func filePaths(below folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var paths: [String] = []
    for case let relative as String in enumerator {
      if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isDirectory: ObjCBool = false
      let url = folder.appendingPathComponent(relative)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      paths.append(relative)
    }
    return paths.sorted()
  }

  /// The Swift source of `EmbeddedFiles.table` (the paths sorted, then each file's contents as a raw
  /// string literal, in the same order) and of `EmbeddedFiles.files`, the same files as a dictionary.
  package static func render(_ files: [String: String]) -> String {
    let paths = files.keys.sorted()
    var lines = [
      "// Generated on every build by the EmbedBuiltinFiles plugin from Templates/ and Sources/ModuleCore/.",
      "",
      "extension EmbeddedFiles {",
      "  /// Relative path (e.g. `Templates/viper/template.json`) to contents, sorted by path.",
      "  package static let table = EmbeddedFileTable(",
    ]
    if paths.isEmpty {
      lines.append("    sortedPaths: [], contents: [])")
    } else {
      lines.append("    sortedPaths: [")
      for path in paths { lines.append("      \(stringLiteral(path)),") }
      lines.append("    ],")
      lines.append("    contents: [")
      for path in paths { lines.append("      \(rawLiteral(files[path]!)),") }
      lines.append("    ])")
    }
    lines += [
      "",
      "  /// Relative path (e.g. `Templates/viper/template.json`) to contents.",
      "  package static let files: [String: String] = table.dictionary",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A raw multi-line literal whose delimiter has one `#` more than the longest run in `text`, so
  /// no escape or terminator can occur inside it.
  static func rawLiteral(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text.utf8 {
      run = character == UInt8(ascii: "#") ? run + 1 : 0
      longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
  }

  /// A plain string literal for a path (paths hold no quotes or backslashes, but escape anyway).
  static func stringLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
