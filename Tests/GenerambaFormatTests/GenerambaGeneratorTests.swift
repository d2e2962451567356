import Foundation
import GenerambaFormat
import Liquid
import Located
import XCTest

/// Generation on in-memory projects: the rules the corpus does not exercise, and the refusals.
final class GenerambaGeneratorTests: XCTestCase {
  private static let rambafile = RambafileTests.base + "test_target: T\ntest_file_path: Tests\ntest_group_path: Tests\n"

  private func plan(
    spec: String, files: [String: String] = [:], rambafile: String = rambafile,
    _ configure: (inout GenerambaOptions) -> Void = { _ in }
  ) throws -> GenerambaPlan {
    var options = GenerambaOptions(
      moduleName: "Passcode", templateName: "viper", userName: "Jane Doe",
      now: Date(timeIntervalSince1970: 1_556_539_200), timeZone: TimeZone(identifier: "UTC")!)
    configure(&options)
    var all = ["Templates/viper/viper.rambaspec": spec]
    for (path, text) in files { all["Templates/viper/" + path] = text }
    return try GenerambaGenerator.plan(
      rambafile: try Rambafile(text: rambafile), options: options, files: .inMemory(all))
  }

  func testNamesSubfoldersAndContents() throws {
    let plan = try plan(
      spec: """
        code_files:
        - {name: View/View.swift, path: Code/view.liquid}
        - {name: Other.swift, path: Code/view.liquid, custom_name: "{{ module_info.name }}+{{ module_info.file_basename }}X.swift"}
        test_files:
        - {name: Tests.swift, path: Code/view.liquid}
        """,
      files: [
        "Code/view.liquid": "// {{ module_info.file_name }} {{ date }} {% include 'header' %}",
        "snippets/header.liquid": "{{ developer.company }}",
      ])
    XCTAssertEqual(plan.directories, ["Sources/Modules/Passcode", "Tests/Passcode"])
    XCTAssertEqual(
      plan.files.map(\.path),
      [
        "Sources/Modules/Passcode/View/ACMPasscodeView.swift", "Sources/Modules/Passcode/Passcode+X.swift",
        "Tests/Passcode/ACMPasscodeTests.swift",
      ])
    XCTAssertEqual(plan.files[0].contents, "// ACMPasscodeView.swift 29/04/2019 Acme & Co")
    XCTAssertEqual(plan.files[0].group, "Sources/Modules/Passcode/View")
    XCTAssertEqual(plan.files.map(\.role), [.code, .code, .test])
    // `file_basename` is undefined when the spec renders: a warning at the spec's line.
    XCTAssertEqual(
      plan.warnings.map(\.message), ["'module_info.file_basename' is undefined here and renders as nothing"])
    XCTAssertEqual(plan.warnings.first?.line, 3)
    XCTAssertEqual(plan.warnings.first?.severity, .warning)
  }

  func testGroupEntriesResourcesAndCaseInsensitiveLookup() throws {
    let plan = try plan(
      spec:
        "code_files:\n- {name: /Empty/}\n- {name: V.xib, path: Code/View.xib.liquid}\n- {name: R.json, path: code/r.liquid, is_resource: true}\n",
      files: ["Code/view.xib.liquid": "<xib/>", "Code/r.liquid": "{}"])
    XCTAssertEqual(plan.directories, ["Sources/Modules/Passcode", "Tests/Passcode", "Sources/Modules/Passcode/Empty"])
    XCTAssertEqual(
      plan.files.map(\.templatePath), ["Templates/viper/Code/view.xib.liquid", "Templates/viper/Code/r.liquid"])
    XCTAssertEqual(plan.files.map(\.isResource), [true, true])
  }

  func testSpecLiquidSeesCustomParameters() throws {
    let spec = """
      code_files:
      - {name: A.h, path: a.liquid}
      {% if custom_parameters.with contains "b" %}
      - {name: B.h, path: a.liquid}
      {% endif %}
      """
    XCTAssertEqual(try plan(spec: spec, files: ["a.liquid": ""]).files.count, 1)
    let withB = try plan(spec: spec, files: ["a.liquid": ""]) { $0.customParameters = [("with", "a,b")] }
    XCTAssertEqual(withB.files.count, 2)
  }

  func testNoTargetsMeansNoFilesButTheFolderStays() throws {
    let rambafile = RambafileTests.base.replacingOccurrences(
      of: "project_target: DemoApp\n", with: "project_targets: []\n")
    let plan = try plan(
      spec: "code_files:\n- {name: A.h, path: a.liquid}\n", files: ["a.liquid": ""], rambafile: rambafile)
    XCTAssertEqual(plan.files.count, 0)
    XCTAssertEqual(plan.directories, ["Sources/Modules/Passcode"])
  }

  func testDuplicateTargetReplacesWithWarning() throws {
    let plan = try plan(
      spec: "code_files:\n- {name: A.h, path: a.liquid}\n- {name: A.h, path: b.liquid}\n",
      files: ["a.liquid": "first", "b.liquid": "second"])
    XCTAssertEqual(plan.files.map(\.contents), ["second"])
    XCTAssertEqual(plan.warnings.map(\.line), [3])
  }

  func testRefusals() {
    func assertRefused(
      spec: String, files: [String: String] = ["a.liquid": ""], _ text: String, line: Int? = nil,
      _ configure: (inout GenerambaOptions) -> Void = { _ in }, file: StaticString = #filePath, at: UInt = #line
    ) {
      XCTAssertThrowsError(try plan(spec: spec, files: files, configure), file: file, line: at) { error in
        let diagnostic = error as? Diagnostic
        XCTAssertTrue(
          diagnostic?.message.contains(text) ?? false, "\(String(describing: diagnostic))", file: file, line: at)
        if let line { XCTAssertEqual(diagnostic?.line, line, file: file, line: at) }
      }
    }
    assertRefused(spec: "code_files:\n- {name: ../../x.h, path: a.liquid}", "outside the project", line: 2)
    assertRefused(
      spec: "code_files:\n- {name: x.h, path: a.liquid, custom_name: /etc/x}", "outside the project", line: 2)
    assertRefused(spec: "code_files:\n- {name: x.h, path: a.liquid, custom_name: ''}", "names a folder", line: 2)
    assertRefused(spec: "code_files:\n- {name: x.h, path: missing.liquid}", "cannot read the template file", line: 2)
    assertRefused(spec: "code_files:\n- {path: a.liquid}", "needs a 'name'", line: 2)
    assertRefused(spec: "code_files:\n- {name: x.h, path: a.liquid}", "outside the project") { $0.moduleName = "../M" }
    assertRefused(spec: "code_files: x", "must be a list", line: 1)
    assertRefused(spec: "code_files:\n- {name: x.h, path: a.liquid}", "cannot find template named 'vipr'") {
      $0.templateName = "vipr"
    }
    assertRefused(
      spec: "code_files:\n- {name: x.h, path: a.liquid}", files: ["a.liquid": "{% if %}"], "expected a value", line: 1)
    assertRefused(
      spec: "code_files:\n- {name: x.h, path: a.liquid}", files: ["a.liquid": "{% include 'a-b' %}"],
      "Illegal template name")
    assertRefused(spec: "code_files:\n- {name: x.h, path: a.liquid, custom_name: \"{% bad %}\"}", "bad", line: 2)
  }

  func testSuggestsTheNearestTemplate() {
    XCTAssertThrowsError(try plan(spec: "code_files:", { $0.templateName = "vipr" })) { error in
      XCTAssertEqual(
        (error as? Diagnostic)?.message, "cannot find template named 'vipr' in Templates/; did you mean 'viper'?")
    }
  }

  func testRubyPathRules() {
    XCTAssertEqual(GenerambaPath.basename("a/b/"), "b")
    XCTAssertEqual(GenerambaPath.dirname("b"), ".")
    XCTAssertEqual(GenerambaPath.dirname("/b"), "/")
    XCTAssertEqual(GenerambaPath.dirname("a//b/"), "a")
    XCTAssertEqual(GenerambaPath.normalized("a//./b/"), "a/b")
    XCTAssertEqual(GenerambaPath.join("a", "/b"), "/b")
    XCTAssertNotNil(GenerambaPath.escapeReason("a/../b"))
  }
}
