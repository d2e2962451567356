import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck
@testable import ModgenGenerate
@testable import TemplateSpec

/// Variants whose module is another variant's under a different name are found, confirmed by rendering
/// them again under that name, and built once; modules a composite renders only for check are built
/// without their tests.
final class CheckSameCodeTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/project")

  /// A template with a bool `logging` and a choice `style` that only matters with logging on; `body` is the
  /// code file's text.
  private func template(body: String) throws -> CatalogTemplate {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/logged/template.json",
      """
      {
        "name": "logged", "summary": "s", "version": "1.0.0",
        "parameters": [
          { "name": "logging", "type": "bool", "default": true },
          { "name": "style", "type": "choice", "choices": ["plain", "fancy"], "default": "plain" }
        ],
        "code_files": [{ "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}.swift" }],
        "test_files": [{ "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" }]
      }
      """)
    fileSystem.addFile("/project/Templates/logged/Code/A.swift.liquid", body)
    fileSystem.addFile("/project/Templates/logged/Tests/T.swift.liquid", "// tests of {{ module_info.name }}\n")
    return try TemplateCatalog.discover(workingDirectory: project, fileSystem: fileSystem, builtins: [:])
      .template(named: "logged")
  }

  private func prepare(_ template: CatalogTemplate, isolations: [CheckVariant.Isolation] = [.nonisolated])
    throws -> [PreparedVariant]
  {
    let preparer = CheckPreparer(
      generator: Generator(fileSystem: InMemoryFileSystem()), outputRoot: URL(fileURLWithPath: "/check"),
      isolations: isolations)
    return try XCTUnwrap(preparer.prepare([template]).subjects.first).variants
  }

  private func sameCode(_ variants: [PreparedVariant]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: variants.compactMap { variant in variant.sameCodeAs.map { (variant.variant.moduleName, $0) }
      })
  }

  func testAChoiceThatChangesNothingWithLoggingOffIsBuiltOnce() throws {
    let body = """
      struct {{ module_info.name }} {
      {%- if logging %}
        let style = "{{ style }}"
      {%- endif %}
      }

      """
    let variants = try prepare(try template(body: body))
    XCTAssertEqual(
      variants.map(\.variant.moduleName),
      ["PasscodeLogged", "PasscodeLoggedFancy", "PasscodeLoggedNoLogging", "PasscodeLoggedNoLoggingFancy"])
    XCTAssertEqual(sameCode(variants), ["PasscodeLoggedNoLoggingFancy": "PasscodeLoggedNoLogging"])
  }

  func testTheSameCodeInAnotherIsolationModeIsBuiltAgain() throws {
    let variants = try prepare(
      try template(body: "struct {{ module_info.name }} {}\n"), isolations: [.nonisolated, .mainActor])
    let names = Dictionary(uniqueKeysWithValues: variants.map { ($0.variant.moduleName, $0.variant.isolation) })
    for (variant, original) in sameCode(variants) {
      XCTAssertEqual(names[variant], names[original], "\(variant) is built as \(original) in another isolation mode")
    }
    XCTAssertEqual(Set(sameCode(variants).values).count, 2, "one built module per isolation mode")
  }

  func testTextsAlikeOnlyWithTheNameMaskedAreNotTheSameCode() throws {
    // With the name masked, PasscodeLogged's `PasscodeLogged` and PasscodeLoggedFancy's literal
    // `PasscodeLoggedFancy` look alike; rendered under the same name they differ.
    let body = """
      {%- if style == 'fancy' %}
      let name = "PasscodeLoggedFancy"
      {%- else %}
      let name = "{{ module_info.name }}"
      {%- endif %}

      """
    let variants = try prepare(try template(body: body))
    XCTAssertNil(variants.first { $0.variant.moduleName == "PasscodeLoggedFancy" }?.sameCodeAs)
    XCTAssertEqual(
      CheckPreparer.maskedFingerprint(of: variants[0], withTexts: true),
      CheckPreparer.maskedFingerprint(of: variants[1], withTexts: true),
      "the masked texts are alike, so only the second rendering tells them apart")
  }

  func testTheReportGivesTheBuiltVariantsOutcomeUnderTheOthersName() throws {
    var built = VariantCheckResult(
      module: "PasscodeLoggedNoLogging", parameters: ["logging=false", "style=plain"], lint: .passed, build: .passed,
      tests: .passed, testsPassed: 3, seconds: 12)
    built.passedTests = ["T.a", "T.b", "T.c"]
    let other = VariantCheckResult(
      module: "PasscodeLoggedNoLoggingFancy", parameters: ["logging=false", "style=fancy"], lint: .passed, seconds: 0.01
    )
    let reported = built.reported(for: other)
    XCTAssertEqual(reported.module, "PasscodeLoggedNoLoggingFancy")
    XCTAssertEqual(reported.parameters, ["logging=false", "style=fancy"])
    XCTAssertEqual(reported.sameCodeAs, "PasscodeLoggedNoLogging")
    XCTAssertEqual(reported.testsPassed, 3)
    XCTAssertEqual(reported.seconds, 0.01)
    let report = CheckReport(
      templates: [
        TemplateCheckResult(
          name: "logged", location: "Templates", combinations: 4, variantCap: 32, variants: [built, reported],
          problems: [])
      ], cacheDirectory: "/c")
    XCTAssertTrue(report.table.contains("3 passed, 0 failed (as PasscodeLoggedNoLogging: same code)"), report.table)
    let decoded = try JSONDecoder().decode(VariantCheckResult.self, from: JSONEncoder().encode(reported))
    XCTAssertEqual(decoded, reported)
  }

  func testAChildRenderedOnlyForCheckIsBuiltWithoutItsTests() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/project/Templates/leaf/template.json",
      """
      {
        "name": "leaf", "summary": "s", "version": "1.0.0",
        "code_files": [{ "template": "Code/L.swift.liquid", "path": "{{ module_info.name }}.swift" }],
        "test_files": [{ "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" }]
      }
      """)
    fileSystem.addFile("/project/Templates/leaf/Code/L.swift.liquid", "struct {{ module_info.name }} {}\n")
    fileSystem.addFile("/project/Templates/leaf/Tests/T.swift.liquid", "// tests of {{ module_info.name }}\n")
    fileSystem.addFile(
      "/project/Templates/parent/template.json",
      """
      {
        "name": "parent", "summary": "s", "version": "1.0.0",
        "parameters": [
          { "name": "mode", "type": "choice", "choices": ["generate", "reference"], "default": "generate" }
        ],
        "code_files": [{ "template": "Code/P.swift.liquid", "path": "{{ module_info.name }}.swift" }],
        "test_files": [{ "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" }],
        "modules": [
          { "template": "leaf", "name": "{{ module_info.name }}Leaf", "if": "mode == 'generate' or modgen.check" }
        ]
      }
      """)
    fileSystem.addFile("/project/Templates/parent/Code/P.swift.liquid", "struct {{ module_info.name }} {}\n")
    fileSystem.addFile("/project/Templates/parent/Tests/T.swift.liquid", "// {{ mode }}\n")
    let catalog = try TemplateCatalog.discover(workingDirectory: project, fileSystem: fileSystem, builtins: [:])
    var preparer = CheckPreparer(
      generator: Generator(fileSystem: InMemoryFileSystem()), outputRoot: URL(fileURLWithPath: "/check"))
    preparer.templateLookup = { name in try? catalog.template(named: name) }
    let variants = try XCTUnwrap(preparer.prepare([try catalog.template(named: "parent")]).subjects.first).variants
    let files = Dictionary(
      uniqueKeysWithValues: variants.map { variant in
        (variant.variant.moduleName, variant.files.map { ($0.isTest ? "test " : "code ") + $0.relativePath }.sorted())
      })
    XCTAssertEqual(
      files["PasscodeParent"],
      [
        "code PasscodeParent/PasscodeParent.swift", "code PasscodeParentLeaf/PasscodeParentLeaf.swift",
        "test PasscodeParent/PasscodeParentTests.swift", "test PasscodeParentLeaf/PasscodeParentLeafTests.swift",
      ], "a child the template generates is its output, tests included")
    XCTAssertEqual(
      files["PasscodeParentReference"],
      [
        "code PasscodeParentReference/PasscodeParentReference.swift",
        "code PasscodeParentReferenceLeaf/PasscodeParentReferenceLeaf.swift",
        "test PasscodeParentReference/PasscodeParentReferenceTests.swift",
      ], "a child rendered only for check stands for a module the app has: built against, not tested")
  }
}
