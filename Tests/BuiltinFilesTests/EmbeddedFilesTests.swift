import Foundation
import ModgenTestSupport
import XCTest

@testable import BuiltinFiles
@testable import EmbeddedFilesGenerator
@testable import ModgenGenerate
@testable import TemplateSpec

final class EmbeddedFilesTests: XCTestCase {
  func testEmbeddedCopyMatchesTheFiles() throws {
    // The same collection rule the build plugin runs, so the test and the build cannot disagree.
    let disk = try EmbeddedFilesGenerator.collect(root: Fixtures.packageRoot)
    let embedded = EmbeddedFiles.files
    XCTAssertFalse(disk.isEmpty)
    for path in disk.keys.sorted() where embedded[path] == nil {
      XCTFail("\(path) is not embedded")
    }
    for path in embedded.keys.sorted() where disk[path] == nil {
      XCTFail("\(path) is embedded but no longer exists")
    }
    for path in disk.keys.sorted() where embedded[path] != nil && embedded[path] != disk[path] {
      XCTFail("the embedded copy of \(path) differs from the file")
    }
  }

  func testRawLiteralDelimiterOutnumbersEveryRunOfHashes() {
    XCTAssertEqual(EmbeddedFilesGenerator.rawLiteral("a"), "#\"\"\"\na\n\"\"\"#")
    let tricky = "x \"\"\"## y # \\(z)"
    XCTAssertTrue(EmbeddedFilesGenerator.rawLiteral(tricky).hasPrefix("###\"\"\"\n"))
    XCTAssertTrue(EmbeddedFilesGenerator.rawLiteral(tricky).hasSuffix("\n\"\"\"###"))
  }

  func testFilesThatCannotBeCarriedAreRefusedWithTheirPath() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Templates/t")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("ok\n".utf8).write(to: folder.appendingPathComponent("a.liquid"))
    try Data("hidden".utf8).write(to: folder.appendingPathComponent(".DS_Store"))
    XCTAssertEqual(try EmbeddedFilesGenerator.collect(root: root), ["Templates/t/a.liquid": "ok\n"])
    try Data("crlf\r\n".utf8).write(to: folder.appendingPathComponent("b.liquid"))
    XCTAssertThrowsError(try EmbeddedFilesGenerator.collect(root: root)) { error in
      XCTAssertEqual("\(error)", "Templates/t/b.liquid: error: contains carriage returns; use LF line endings")
    }
  }

  /// Each built-in, read from the binary, validates and renders a module for every choice and bool
  /// combination, with every path inside its root.
  func testEveryBuiltinTemplateLoadsAndRenders() throws {
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/nowhere"), fileSystem: InMemoryFileSystem())
    let builtins = catalog.templates.filter { $0.origin == .builtin && !$0.isAbstract }  // abstract: a base only
    guard !builtins.isEmpty else { throw XCTSkip("no built-in templates are embedded yet") }
    for template in builtins {
      let manifest = try template.loadManifest()
      for combination in combinations(of: manifest.parameters) {
        var request = GenerationRequest(
          moduleName: "Passcode", template: template, outputRoot: URL(fileURLWithPath: "/p/Sources"),
          testsOutputRoot: URL(fileURLWithPath: "/p/Tests"), parameters: combination, date: Fixtures.date)
        request.templateLookup = { name in try? catalog.template(named: name) }
        do {
          let plan = try Generator(fileSystem: InMemoryFileSystem()).plan(request)
          XCTAssertFalse(plan.files.isEmpty)
          // A composite's children go in folders of their own next to the parent's.
          let folders = Set(plan.files.map { $0.relativePath.split(separator: "/").first.map(String.init) ?? "" })
          XCTAssertTrue(folders.contains("Passcode"), "\(template.name) \(combination): \(folders)")
          XCTAssertTrue(plan.files.allSatisfy { $0.action == .create && !$0.relativePath.contains("..") })
          XCTAssertTrue(plan.files.contains { $0.role == .test }, "\(template.name) \(combination) has no tests")
        } catch {
          XCTFail("\(template.name) \(combination):\n\(error)")
        }
      }
    }
  }

  /// Every combination of the choice and bool parameters, each with a sample value for the required
  /// parameters that have no default (`cells`'s cell module).
  private func combinations(of parameters: [TemplateParameter]) -> [[String]] {
    let required = parameters.filter { $0.required && $0.defaultValue == nil }.map { "\($0.name)=Sample" }
    var result: [[String]] = [required]
    for parameter in parameters {
      let values: [String]
      switch parameter.kind {
      case .bool: values = ["true", "false"]
      case .choice: values = parameter.choices
      case .string, .int, .list: continue
      }
      result = result.flatMap { prefix in values.map { prefix + ["\(parameter.name)=\($0)"] } }
    }
    return result
  }
}
