import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck
@testable import TemplateSpec

/// The key a passing `modgen check` run is stored under: the same inputs give the same key, and a
/// change to a template file, an option or modgen itself gives another, so a stored report never
/// answers for a run it did not check.
final class CheckShortcutTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/project")

  private func catalog(greeting: String = "hello") throws -> TemplateCatalog {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/greeter/template.json",
      #"{"name": "greeter", "summary": "s", "version": "1.0.0", "code_files": [{ "template": "A.swift.liquid", "path": "{{ module_info.name }}A.swift" }]}"#
    )
    fileSystem.addFile("/project/Templates/greeter/A.swift.liquid", "// \(greeting)\n")
    return try TemplateCatalog.discover(workingDirectory: project, fileSystem: fileSystem, builtins: [:])
  }

  private func key(
    _ catalog: TemplateCatalog, options: [String] = ["isolation both"], tool: String = "modgen 1.0.0 /bin/modgen 10 1"
  ) throws -> String {
    let selected = try XCTUnwrap(catalog.templates.first { $0.name == "greeter" })
    return CheckShortcut(
      selected: [selected], catalog: catalog, options: options, toolchain: "swift 6", dependencies: "", tool: tool
    ).key
  }

  func testTheSameInputsGiveTheSameKey() throws {
    XCTAssertEqual(try key(catalog()), try key(catalog()))
  }

  func testATemplateEditOrAnOptionChangesTheKey() throws {
    let original = try key(catalog())
    XCTAssertNotEqual(try key(catalog(greeting: "hi")), original)
    XCTAssertNotEqual(try key(catalog(), options: ["isolation nonisolated"]), original)
  }

  /// A rebuilt or upgraded modgen renders and checks with its own code: its runs do not reuse the
  /// reports an earlier modgen stored, even with the same version number.
  func testAnotherModgenBinaryChangesTheKey() throws {
    let original = try key(catalog())
    XCTAssertNotEqual(try key(catalog(), tool: "modgen 1.0.0 /bin/modgen 10 2"), original)
    XCTAssertNotEqual(try key(catalog(), tool: "modgen 1.1.0 /bin/modgen 10 1"), original)
  }
}
