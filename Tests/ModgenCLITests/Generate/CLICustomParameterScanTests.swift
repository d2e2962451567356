import Foundation
import ModgenTestSupport
import XCTest

/// `info` on a Generamba template and `template import` of it agree on which `custom_parameters`
/// the template reads: one scanner, on the Liquid parse tree.
final class CLICustomParameterScanTests: XCTestCase {
  func testInfoAndImportReadTheSameCustomParameters() throws {
    let project = try makeTemporaryDirectory()
    try write(
      """
      company: Acme
      project_name: Demo
      xcodeproj_path: Demo.xcodeproj
      project_target: Demo
      project_file_path: Sources
      project_group_path: Sources
      templates:
      - {name: scan}

      """, to: project.appendingPathComponent("Rambafile"))
    let folder = project.appendingPathComponent("Templates/scan")
    try write(
      """
      name: scan
      version: 1.0
      code_files:
      - {name: View.swift, path: Code/view.swift.liquid}

      """, to: folder.appendingPathComponent("scan.rambaspec"))
    try write(
      """
      // {{ custom_parameters['title'] }}{{ custom_parameters["kind"] | upcase }}
      {% if custom_parameters.tracking or custom_parameters.kind == 'a' %}tracked{% endif %}
      {% comment %}{{ custom_parameters.ignored }}{% endcomment %}

      """, to: folder.appendingPathComponent("Code/view.swift.liquid"))

    let info = runModgen(["info", "scan", "--parameter-names"], in: project)
    XCTAssertEqual(info.status, 0, info.stderr)
    XCTAssertEqual(info.stdout, "kind:\ntitle:\ntracking:\n")

    let imported = runModgen(["template", "import", "Templates/scan", "--output", "Imported"], in: project)
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertTrue(
      imported.stdout.contains("parameters from custom_parameters: title (string), kind (string), tracking (bool)"),
      imported.stdout)
  }
}
