import Foundation
import XCTest

@testable import BuiltinFiles
@testable import ModgenGenerate
@testable import TemplateSpec

final class EmbeddedFilesTests: XCTestCase {
  private let folders = ["Templates", "Sources/ModuleCore"]

  /// Every file below the embedded folders, read from the checkout.
  private func filesOnDisk() throws -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    for folder in folders {
      let base = Fixtures.packageRoot.appendingPathComponent(folder)
      guard let enumerator = manager.enumerator(atPath: base.path) else { continue }
      for case let relative as String in enumerator {
        let components = relative.split(separator: "/")
        if components.contains(where: { $0.hasPrefix(".") }) { continue }
        let url = base.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        result["\(folder)/\(relative)"] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    return result
  }

  func testEmbeddedCopyMatchesTheFiles() throws {
    let disk = try filesOnDisk()
    let embedded = EmbeddedFiles.files
    let hint = "; run scripts/embed-resources.py"
    for path in disk.keys.sorted() where embedded[path] == nil {
      XCTFail("\(path) is not embedded\(hint)")
    }
    for path in embedded.keys.sorted() where disk[path] == nil {
      XCTFail("\(path) is embedded but no longer exists\(hint)")
    }
    for path in disk.keys.sorted() where embedded[path] != nil && embedded[path] != disk[path] {
      XCTFail("the embedded copy of \(path) differs from the file\(hint)")
    }
    XCTAssertEqual(Set(disk.keys), Set(embedded.keys))
  }

  /// Each built-in, read from the binary, validates and renders a module for every choice and bool
  /// combination, with every path inside its root.
  func testEveryBuiltinTemplateLoadsAndRenders() throws {
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/nowhere"), fileSystem: InMemoryFileSystem())
    let builtins = catalog.templates.filter { $0.origin == .builtin }
    guard !builtins.isEmpty else { throw XCTSkip("no built-in templates are embedded yet") }
    for template in builtins {
      let manifest = try template.loadManifest()
      for combination in combinations(of: manifest.parameters) {
        let request = GenerationRequest(
          moduleName: "Passcode", template: template, outputRoot: URL(fileURLWithPath: "/p/Sources"),
          testsOutputRoot: URL(fileURLWithPath: "/p/Tests"), parameters: combination, date: Fixtures.date)
        do {
          let plan = try Generator(fileSystem: InMemoryFileSystem()).plan(request)
          XCTAssertFalse(plan.files.isEmpty)
          XCTAssertTrue(plan.files.allSatisfy { $0.action == .create && $0.relativePath.hasPrefix("Passcode/") })
          XCTAssertTrue(plan.files.contains { $0.role == .test }, "\(template.name) \(combination) has no tests")
        } catch {
          XCTFail("\(template.name) \(combination):\n\(error)")
        }
      }
    }
  }

  private func combinations(of parameters: [TemplateParameter]) -> [[String]] {
    var result: [[String]] = [[]]
    for parameter in parameters {
      let values: [String]
      switch parameter.kind {
      case .bool: values = ["true", "false"]
      case .choice: values = parameter.choices
      case .string, .int: continue
      }
      result = result.flatMap { prefix in values.map { prefix + ["\(parameter.name)=\($0)"] } }
    }
    return result
  }
}
