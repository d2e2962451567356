import Foundation
import ModgenTestSupport
import XCTest

@testable import TemplateSpec

/// A project template with a built-in's name hides the built-in; only one that differs from it is
/// worth the note `gen` prints (a copy, file for file, as in modgen's own repository, is not).
final class CatalogShadowTests: XCTestCase {
  private let builtins = [
    "mini/template.json": #"{"name": "mini", "summary": "s", "version": "1.0.0", "code_files": []}"#,
    "mini/Code/A.swift.liquid": "struct A {}\n",
  ]

  private func template(_ files: [String: String]) throws -> CatalogTemplate {
    let fileSystem = InMemoryFileSystem()
    for (path, text) in files { fileSystem.addFile("/project/Templates/" + path, text) }
    let embedded = Dictionary(uniqueKeysWithValues: builtins.map { ("Templates/" + $0.key, $0.value) })
    return try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/project"), fileSystem: fileSystem, builtins: embedded
    ).template(named: "mini")
  }

  func testACopyOfTheBuiltInHidesItWithoutANote() throws {
    let copy = try template(builtins)
    XCTAssertEqual(copy.origin, .project)
    XCTAssertEqual(copy.shadows.map(\.origin), [.builtin])
    XCTAssertFalse(copy.shadowsBuiltin)
  }

  func testATemplateThatDiffersFromTheBuiltInIsNoted() throws {
    var edited = builtins
    edited["mini/Code/A.swift.liquid"] = "struct A { let b = 1 }\n"
    XCTAssertTrue(try template(edited).shadowsBuiltin, "a changed file")
    var extra = builtins
    extra["mini/Code/B.swift.liquid"] = "struct B {}\n"
    XCTAssertTrue(try template(extra).shadowsBuiltin, "one more file")
  }
}
