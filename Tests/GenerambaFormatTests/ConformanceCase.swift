import Foundation
import GenerambaFormat

/// One Generamba conformance case: a template folder, a Rambafile, options, and the expected
/// output (a `.tree` listing and a folder of files) under `../shared/conformance/generamba`.
struct ConformanceCase {
  /// The case's name, for messages (`expected/<owner>+<repo>/<template>`).
  var name: String
  /// The template folder (`templates/<owner>+<repo>/<template>`).
  var templateFolder: URL
  /// The template's name (the folder's last component).
  var templateName: String
  /// The Rambafile.
  var rambafile: URL
  /// The `.tree` listing.
  var tree: URL
  /// The folder of expected files.
  var expectedFolder: URL
  /// Options beyond the module and template names.
  var configure: (inout GenerambaOptions) -> Void = { _ in }

  /// 29 April 2019, noon UTC: the conformance README's fixed day.
  static let now = Date(timeIntervalSince1970: 1_556_539_200)

  /// The options of this case.
  var options: GenerambaOptions {
    var options = GenerambaOptions(
      moduleName: "Passcode", templateName: templateName, userName: "Jane Doe", now: Self.now,
      timeZone: TimeZone(identifier: "UTC")!)
    configure(&options)
    return options
  }

  /// A file source that shows the template folder as `Templates/<template>/` of a project.
  var files: GenerambaFileSource {
    let disk = GenerambaFileSource.directory(templateFolder)
    let prefix = "Templates/" + templateName
    let name = templateName
    return GenerambaFileSource(
      readFile: { path in
        guard path.hasPrefix(prefix + "/") else { return nil }
        return disk.readFile(String(path.dropFirst(prefix.count + 1)))
      },
      listDirectory: { path in
        if path.isEmpty { return ["Templates"] }
        if path == "Templates" { return [name] }
        if path == prefix { return disk.listDirectory("") }
        guard path.hasPrefix(prefix + "/") else { return nil }
        return disk.listDirectory(String(path.dropFirst(prefix.count + 1)))
      })
  }

  /// Runs the case: nil when the plan matches the tree and every file's bytes, else what differs.
  func run() -> String? {
    let plan: GenerambaPlan
    do {
      let text = try String(contentsOf: rambafile, encoding: .utf8)
      plan = try GenerambaGenerator.plan(
        rambafile: try Rambafile(text: text), options: options, files: files)
    } catch {
      return "error: \(error)"
    }
    guard let treeText = try? String(contentsOf: tree, encoding: .utf8) else { return "no tree at \(tree.path)" }
    var expectedDirectories: Set<String> = []
    var expectedFiles: [String: Int] = [:]
    for line in treeText.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.first == "d" {
        expectedDirectories.insert(String(line.dropFirst(2).dropLast()))
      } else if parts.first == "f", parts.count >= 4 {
        let path = line.dropFirst(2).split(separator: " ").dropLast(2).joined(separator: " ")
        expectedFiles[path] = Int(parts.last!)
      }
    }
    var problems: [String] = []
    let actualDirectories = plan.allDirectories
    for missing in expectedDirectories.subtracting(actualDirectories).sorted() {
      problems.append("missing folder \(missing)/")
    }
    for extra in actualDirectories.subtracting(expectedDirectories).sorted() {
      problems.append("extra folder \(extra)/")
    }
    let actualFiles = Dictionary(plan.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
    for missing in Set(expectedFiles.keys).subtracting(actualFiles.keys).sorted() {
      problems.append("missing file \(missing)")
    }
    for extra in Set(actualFiles.keys).subtracting(expectedFiles.keys).sorted() {
      problems.append("extra file \(extra)")
    }
    for (path, contents) in actualFiles.sorted(by: { $0.key < $1.key }) where expectedFiles[path] != nil {
      let expected = (try? Data(contentsOf: expectedFolder.appendingPathComponent(path))) ?? Data()
      if Data(contents.utf8) != expected {
        let expectedText = String(decoding: expected, as: UTF8.self)
        let actualLines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
          zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(actualLines.count, expectedLines.count)
        let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
        problems.append(
          "\(path) differs at line \(line + 1): got \(got.debugDescription), want \(want.debugDescription)")
      }
    }
    return problems.isEmpty ? nil : problems.joined(separator: "\n  ")
  }
}
