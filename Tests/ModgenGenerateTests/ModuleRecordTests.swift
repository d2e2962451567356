import Foundation
import Located
import ModgenGenerate
import ModgenTestSupport
import TemplateSpec
import XCTest

/// Module records: the stored text is stable and documented, reads back to the same record, and
/// anything else is refused at its location.
final class ModuleRecordTests: XCTestCase {
  private let digestA = "sha256:" + String(repeating: "a", count: 64)
  private let digestB = "sha256:" + String(repeating: "b", count: 64)

  private func sample() -> ModuleRecord {
    ModuleRecord(
      module: "Passcode",
      template: .init(
        name: "viper", origin: "built-in", location: "<built-in>/viper", version: "1.0.0", digest: digestA),
      modgenVersion: "0.1.0", parameters: ["tests": .string("xctest"), "async": .bool(true), "count": .int(2)],
      files: [.init(path: "Sources/Passcode/PasscodeView.swift", role: "code", digest: digestB)],
      xcode: .init(
        file: "App.xcodeproj", objects: ["0123456789ABCDEF01234567"],
        memberships: [.init(folder: "App", target: "Widget", paths: ["Passcode/PasscodeView.swift"])]),
      package: .init(file: "Package.swift", targets: ["Passcode", "PasscodeTests"]), children: ["PasscodeHeader"])
  }

  func testTheTextHasTheDocumentedKeyOrderAndReadsBack() throws {
    let record = sample()
    let text = record.text
    XCTAssertTrue(text.hasSuffix("}\n"))
    let keys = [
      "\"format\"", "\"module\"", "\"template\"", "\"modgen_version\"", "\"parameters\"", "\"files\"",
      "\"project\"", "\"children\"",
    ]
    let positions = keys.map { text.range(of: $0)!.lowerBound }
    XCTAssertEqual(positions, positions.sorted())
    // Parameters sorted by name whatever the dictionary's order.
    XCTAssertLessThan(text.range(of: "\"async\"")!.lowerBound, text.range(of: "\"count\"")!.lowerBound)
    XCTAssertLessThan(text.range(of: "\"count\"")!.lowerBound, text.range(of: "\"tests\"")!.lowerBound)
    XCTAssertTrue(text.hasPrefix("{\n  \"format\": 1,\n  \"module\": \"Passcode\",\n"))
    XCTAssertEqual(try ModuleRecord(text: text, file: "Passcode.json"), record)
    XCTAssertEqual(try ModuleRecord(text: text, file: "Passcode.json").text, text)
  }

  func testTheSameRecordAlwaysGivesTheSameBytes() {
    var other = sample()
    other.parameters = ["count": .int(2), "tests": .string("xctest"), "async": .bool(true)]
    XCTAssertEqual(sample().text, other.text)
  }

  func testOptionalPartsAreLeftOut() throws {
    var record = sample()
    record.xcode = nil
    record.package = nil
    record.children = []
    XCTAssertFalse(record.text.contains("\"project\""))
    XCTAssertFalse(record.text.contains("\"children\""))
    XCTAssertEqual(try ModuleRecord(text: record.text, file: "Passcode.json"), record)
  }

  private func error(_ text: String) -> Diagnostic? {
    do {
      _ = try ModuleRecord(text: text, file: ".modgen/modules/Passcode.json")
      return nil
    } catch {
      return error
    }
  }

  func testInvalidJSONIsALocatedError() throws {
    let diagnostic = try XCTUnwrap(error("{\n  \"format\": 1,\n  \"module\": \n}\n"))
    XCTAssertEqual(diagnostic.file, ".modgen/modules/Passcode.json")
    XCTAssertEqual(diagnostic.line, 4)
  }

  func testAMissingKeyIsAnErrorAtItsObject() throws {
    let text = sample().text.replacingOccurrences(of: "  \"modgen_version\": \"0.1.0\",\n", with: "")
    let diagnostic = try XCTUnwrap(error(text))
    XCTAssertEqual(diagnostic.message, "missing key 'modgen_version'")
    XCTAssertEqual(diagnostic.line, 1)
  }

  func testAWrongTypeIsAnErrorAtTheValue() throws {
    let text = sample().text.replacingOccurrences(of: "\"module\": \"Passcode\"", with: "\"module\": 3")
    let diagnostic = try XCTUnwrap(error(text))
    XCTAssertEqual(diagnostic.message, "expected a string, found the number 3")
    XCTAssertEqual(diagnostic.line, 3)
    XCTAssertEqual(diagnostic.column, 13)
    XCTAssertEqual(diagnostic.sourceLine, "  \"module\": 3,")
  }

  func testAnUnknownFormatIsRefused() throws {
    let text = sample().text.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 2")
    let diagnostic = try XCTUnwrap(error(text))
    XCTAssertTrue(diagnostic.message.contains("unknown record format 2"), diagnostic.message)
    XCTAssertEqual(diagnostic.line, 2)
    XCTAssertEqual(diagnostic.column, 13)
  }

  func testAnUnknownKeyAndABadDigestAreRefused() throws {
    let unknown = sample().text.replacingOccurrences(of: "\"modgen_version\"", with: "\"modgen_versoin\"")
    XCTAssertEqual(
      try XCTUnwrap(error(unknown)).message,
      "unknown key 'modgen_versoin' in the record; did you mean 'modgen_version'?")
    let badDigest = sample().text.replacingOccurrences(of: digestB, with: "sha256:zz")
    XCTAssertTrue(try XCTUnwrap(error(badDigest)).message.hasPrefix("expected a digest"))
  }

  func testTheStoreListsAndLoadsRecordsAndRefusesAMisnamedOne() throws {
    let fileSystem = InMemoryFileSystem([
      "/p/.modgen/modules/Passcode.json": sample().text,
      "/p/.modgen/modules/Other.json": sample().text,
    ])
    let store = ModuleRecordStore(root: URL(fileURLWithPath: "/p"), fileSystem: fileSystem)
    XCTAssertEqual(store.recordedModules(), ["Other", "Passcode"])
    XCTAssertEqual(try store.load("Passcode", display: { $0.path }), sample())
    XCTAssertNil(try store.load("Missing", display: { $0.path }))
    XCTAssertThrowsError(try store.load("Other", display: { $0.path }))
  }
}
