import Foundation
import ModgenTestSupport
import XCTest

@testable import TemplateSpec

/// A template layered over its base: one lookup gives the same text and display path as reading
/// and asking for the display path separately, whichever layer holds the file.
final class InheritedTemplateFilesTests: XCTestCase {
  func testReadWithDisplayPathMatchesReadAndDisplayPath() throws {
    let disk = InMemoryFileSystem([
      "/t/own/template.json": "{ own }",
      "/t/own/Code/A.swift.liquid": "own A",
      "/t/own/snippets/shared.liquid": "own shared",
      "/t/base/template.json": "{ base }",
      "/t/base/Code/A.swift.liquid": "base A",
      "/t/base/Code/B.swift.liquid": "base B",
      "/t/base/snippets/shared.liquid": "base shared",
      "/t/base/snippets/only-base.liquid": "base only",
    ])
    func folder(_ name: String) -> DirectoryTemplateFiles {
      DirectoryTemplateFiles(directory: URL(fileURLWithPath: "/t/\(name)"), fileSystem: disk, location: "t/\(name)")
    }
    // A disk template over a disk base, and over a built-in base (read from memory).
    let layers: [InheritedTemplateFiles] = [
      InheritedTemplateFiles(own: folder("own"), base: folder("base")),
      InheritedTemplateFiles(own: folder("own"), base: EmbeddedTemplateFiles(root: "Templates/common")),
    ]
    let paths = [
      "template.json", "Code/A.swift.liquid", "Code/B.swift.liquid", "snippets/shared.liquid",
      "snippets/only-base.liquid", "snippets/missing.liquid",
    ]
    for files in layers {
      for path in paths + files.base.allFiles() {
        let together = try files.readWithDisplayPath(path)
        let text = try files.read(path)
        XCTAssertEqual(together?.text, text, path)
        XCTAssertEqual(together?.displayPath, text.map { _ in files.displayPath(of: path) }, path)
      }
    }
    let first = try XCTUnwrap(layers[0].readWithDisplayPath("Code/B.swift.liquid"))
    XCTAssertEqual(first.text, "base B")
    XCTAssertEqual(first.displayPath, "t/base/Code/B.swift.liquid", "an inherited file shows the base's folder")
    XCTAssertEqual(
      try layers[0].readWithDisplayPath("template.json")?.displayPath, "t/own/template.json",
      "the manifest is never inherited")
  }
}
