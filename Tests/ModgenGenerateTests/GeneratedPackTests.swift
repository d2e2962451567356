import Foundation
import Located
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate

/// The stored generated texts of a module: one file, stable bytes, checked against the record's
/// digests when read.
final class GeneratedPackTests: XCTestCase {
  func testTheTextIsSortedIndentedAndReadsBack() throws {
    let pack = GeneratedPack(texts: [
      "Sources/B.swift": Data("b \"quoted\"\n".utf8), "Sources/A.swift": Data("a\n".utf8),
    ])
    XCTAssertEqual(
      pack.text,
      """
      {
        "Sources/A.swift": "a\\n",
        "Sources/B.swift": "b \\"quoted\\"\\n"
      }

      """)
    XCTAssertEqual(try GeneratedPack(text: pack.text, file: "P.json"), pack)
    XCTAssertEqual(GeneratedPack(texts: [:]).text, "{}\n")
  }

  func testATextIsUsedOnlyWhenItMatchesItsDigest() throws {
    let text = "{\n  \"Sources/A.swift\": \"a\\n\"\n}\n"
    let pack = try GeneratedPack(text: text, file: ".modgen/generated/A.json")
    XCTAssertEqual(
      try pack.text(of: "Sources/A.swift", digest: ModuleRecord.digest(of: Data("a\n".utf8))), Data("a\n".utf8))
    XCTAssertNil(try pack.text(of: "Sources/B.swift", digest: ModuleRecord.digest(of: Data())))
    XCTAssertThrowsError(try pack.text(of: "Sources/A.swift", digest: ModuleRecord.digest(of: Data("b\n".utf8)))) {
      error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.file, ".modgen/generated/A.json")
      XCTAssertEqual(diagnostic?.line, 2)
      XCTAssertEqual(diagnostic?.column, 22)
      XCTAssertTrue(diagnostic?.message.contains("does not match its digest") ?? false)
    }
  }

  func testABrokenPackIsALocatedError() {
    XCTAssertThrowsError(try GeneratedPack(text: "{\n  \"A.swift\": 3\n}\n", file: "A.json")) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.line, 2)
      XCTAssertEqual(diagnostic?.message, "expected a string, found the number 3")
    }
    XCTAssertThrowsError(try GeneratedPack(text: "{\n  \"A\": \"x\",\n  \"A\": \"y\"\n}\n", file: "A.json")) {
      XCTAssertEqual(($0 as? Diagnostic)?.line, 3)
    }
  }

  func testTheStoreChecksTheDigestOfWhatItReads() throws {
    let fileSystem = InMemoryFileSystem([
      "/p/.modgen/generated/Passcode.json": "{\n  \"Sources/A.swift\": \"edited\\n\"\n}\n"
    ])
    let store = ModuleRecordStore(root: URL(fileURLWithPath: "/p"), fileSystem: fileSystem)
    let file = ModuleRecord.File(
      path: "Sources/A.swift", role: "code", digest: ModuleRecord.digest(of: Data("a\n".utf8)))
    let record = ModuleRecord(
      module: "Passcode",
      template: .init(name: "t", origin: "built-in", location: "<built-in>/t", version: "1", digest: file.digest),
      modgenVersion: "0", parameters: [:], files: [file])
    XCTAssertThrowsError(try store.generatedText(of: file, in: record) { $0.filePath })
  }
}
