import GenerambaFormat
import Liquid
import Located
import XCTest

/// `.rambaspec` reading: entries, keys, and Liquid before YAML.
final class RambaspecTests: XCTestCase {
  func testEntriesAndKeys() throws {
    let spec = try Rambaspec(
      yaml: """
        name: "viper"
        version: 1.0.0
        code_files:
          - {name: View.swift, path: Code/view.liquid, custom_name: "{{ prefix }}V.swift"}
          - {name: Assets, is_resource: yes}
          - {name: R.png, path: r.liquid, is_resource: true, custom_name: ~}
        test_files:
        dependencies:
        - Alamofire
        """, file: "viper.rambaspec")
    XCTAssertEqual(spec.codeFiles.map(\.name), ["View.swift", "Assets", "R.png"])
    XCTAssertEqual(spec.codeFiles.map(\.path), ["Code/view.liquid", nil, "r.liquid"])
    XCTAssertEqual(spec.codeFiles.map(\.customName), ["{{ prefix }}V.swift", nil, nil])
    XCTAssertEqual(spec.codeFiles.map(\.isResource), [false, true, true])
    XCTAssertEqual(spec.testFiles.count, 0)
    XCTAssertEqual(spec.dependencies, ["Alamofire"])
    XCTAssertEqual(spec.root["version"]?.scalar?.text, "1.0.0")
    XCTAssertEqual(spec.codeFiles[0].node.location, SourceLocation(file: "viper.rambaspec", line: 4, column: 5))
  }

  func testEntryErrorsAreLocated() {
    XCTAssertThrowsError(try Rambaspec(yaml: "code_files:\n- {name: 12, path: a}", file: "s")) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.message, "a file entry's 'name' must be a string; YAML reads this as an integer")
      XCTAssertEqual(diagnostic?.column, 10)
    }
    XCTAssertThrowsError(try Rambaspec(yaml: "test_files:\n- View.swift", file: "s")) { error in
      XCTAssertEqual((error as? Diagnostic)?.line, 2)
    }
  }

  func testLiquidRendersBeforeYAML() throws {
    let variables = LiquidObject([("module_info", .object(LiquidObject([("name", "Passcode")])))])
    let (spec, warnings) = try Rambaspec.load(
      source: "code_files:\n- {name: Sub/{{ module_info.name }}/A.swift, path: a.liquid}\n"
        + "- {name: B.swift, path: b.liquid, custom_name: \"{{ module_info.file_basename }}B\"}\n",
      file: "t.rambaspec", variables: variables)
    XCTAssertEqual(spec.codeFiles.map(\.name), ["Sub/Passcode/A.swift", "B.swift"])
    XCTAssertEqual(spec.codeFiles[1].customName, "B")
    XCTAssertEqual(warnings.map(\.line), [3])
    XCTAssertThrowsError(
      try Rambaspec.load(source: "code_files: {{ module_info.name }}: x", file: "t.rambaspec", variables: variables)
    ) { error in
      XCTAssertEqual((error as? Diagnostic)?.notes.count, 1)
    }
    XCTAssertThrowsError(try Rambaspec.load(source: "{% include 'x' %}", file: "t.rambaspec", variables: variables))
  }
}
