import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

@testable import ModgenCheck

/// End-to-end tests of `modgen check` on the fixture templates in Fixtures/CheckTemplates: they
/// build one real package (shared by every test here through ``CheckCommandTests/jsonRun``).
final class CheckCommandTests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  static let fixtures = "Tests/CheckIntegrationTests/Fixtures/CheckTemplates"

  /// The cache folder of this test process (`XDG_CACHE_HOME` of every run): not the user's
  /// cache, not shared with other checkouts or parallel test processes, removed when the class
  /// finishes.
  static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
    "modgen-check-tests-\(getpid())-\(UUID().uuidString.prefix(8))")

  override class func tearDown() {
    try? FileManager.default.removeItem(at: cacheHome)
    super.tearDown()
  }

  /// Runs modgen in the package root, with this process's environment and cache folder.
  static func modgen(_ arguments: [String], environment overrides: [String: String] = [:]) -> CLIRun {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = cacheHome.path
    environment.merge(overrides) { $1 }
    return runModgen(arguments, in: SharedFixtures.packageRoot, environment: environment)
  }

  /// The JSON report of checking every fixture template (built once for all tests).
  static let jsonRun: (run: CLIRun, report: CheckReport?) = {
    let run = modgen(["check", "--templates", fixtures, "--json", "--isolation", "nonisolated"])
    return (run, try? JSONDecoder().decode(CheckReport.self, from: Data(run.stdout.utf8)))
  }()

  private func report() throws -> CheckReport {
    let (run, report) = Self.jsonRun
    return try XCTUnwrap(report, "no JSON report; stderr:\n\(run.stderr)")
  }

  /// `modgen template create` writes a template that passes check as written (both test
  /// frameworks, both isolation modes).
  func testACreatedTemplatePassesCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-create-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let created = Self.modgen(["template", "create", "Greeter", "--output", folder.path])
    XCTAssertEqual(created.status, 0, created.stderr)
    let checked = Self.modgen(["check", "Greeter", "--templates", folder.path])
    XCTAssertEqual(checked.status, 0, checked.stdout + checked.stderr)
    XCTAssertTrue(checked.stdout.contains("PasscodeGreeterSwiftTestingMainActor"), checked.stdout)
    XCTAssertTrue(checked.stdout.contains("check passed"), checked.stdout)

    // Nothing changed: the passing run's report stands, without rendering or building.
    let again = Self.modgen(["check", "Greeter", "--templates", folder.path, "--json"])
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertTrue(again.stderr.contains("nothing changed since a passing run"), again.stderr)
    XCTAssertFalse(again.stderr.contains("linting and rendering"), again.stderr)
    let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(report["reused_previous_run"] as? Bool, true)

    // A template edit that changes no generated file: rendered again, nothing built again.
    let service = try XCTUnwrap(
      FileManager.default.enumerator(atPath: folder.appendingPathComponent("Greeter").path)?
        .compactMap { $0 as? String }.first { $0.hasSuffix("Service.swift.liquid") })
    let file = folder.appendingPathComponent("Greeter/\(service)")
    try (String(contentsOf: file, encoding: .utf8) + "{% comment %}a note{% endcomment %}")
      .write(to: file, atomically: true, encoding: .utf8)
    let edited = Self.modgen(["check", "Greeter", "--templates", folder.path])
    XCTAssertEqual(edited.status, 0, edited.stdout + edited.stderr)
    XCTAssertTrue(edited.stderr.contains("linting and rendering"), edited.stderr)
    XCTAssertTrue(edited.stderr.contains("unchanged since they last passed; reusing their results"), edited.stderr)
    XCTAssertFalse(edited.stderr.contains("check: swift build"), edited.stderr)
  }

  func testFailingChecksExitWithOne() throws {
    XCTAssertEqual(Self.jsonRun.run.status, 1, Self.jsonRun.run.stderr)
    XCTAssertFalse(try report().passed)
  }

  func testCompileErrorIsReportedAtTheTemplateLineAndColumnInEveryVariant() throws {
    let errors = try report().diagnostics.filter { $0.message == "cannot find 'interactr' in scope" }
    // Both variants: verbose=true keeps the lines of the {% if %} above the error, verbose=false
    // removes them, so the generated line numbers differ but the template line does not.
    XCTAssertEqual(Set(errors.map(\.parameters)), [["verbose=false"], ["verbose=true"]], "\(errors)")
    XCTAssertEqual(Set(errors.map(\.generatedLine)).count, 2, "\(errors)")
    for error in errors {
      XCTAssertTrue(error.isMapped)
      XCTAssertTrue(error.file.hasSuffix("check-broken/Code/Presenter.swift.liquid"), error.file)
      XCTAssertEqual(error.line, 15)
      XCTAssertEqual(error.column, 12)
      XCTAssertEqual(error.sourceLine, "    return interactr.count")
      XCTAssertEqual(error.template, "check-broken")
    }
  }

  func testCompileErrorInsideAnIncludedSnippetPointsAtTheSnippet() throws {
    let all = try report().diagnostics
    let errors = all.filter { $0.message.contains("cannot convert value of type 'String'") }
    XCTAssertEqual(errors.count, 2, "\(all)")
    for error in errors {
      XCTAssertTrue(error.file.hasSuffix("check-broken/snippets/body.liquid"), error.file)
      XCTAssertEqual(error.line, 4)
      XCTAssertEqual(error.column, 22)
      XCTAssertTrue(error.generatedFile.hasSuffix("View.swift"), error.generatedFile)
    }
    let broken = try XCTUnwrap(try report().templates.first { $0.name == "check-broken" })
    XCTAssertEqual(broken.variants.map(\.lint), [.passed, .passed])
    XCTAssertEqual(broken.variants.map(\.build), [.failed, .failed])
    XCTAssertEqual(broken.variants.map(\.tests), [.skipped, .skipped])
  }

  func testFailingGeneratedTestFailsTheCheckByVariantAndTestName() throws {
    let template = try XCTUnwrap(try report().templates.first { $0.name == "check-failing-test" })
    XCTAssertEqual(template.combinations, 2)
    XCTAssertEqual(template.variants.map(\.parameters), [["tests=xctest"], ["tests=swift-testing"]])
    XCTAssertEqual(template.variants.map(\.build), [.passed, .passed])
    XCTAssertEqual(template.variants.map(\.tests), [.failed, .failed])
    XCTAssertEqual(template.variants.map(\.testsFailed), [1, 1])
    let xctest = try XCTUnwrap(template.variants[0].failures.first)
    XCTAssertEqual(xctest.name, "testIncrementAddsOne")
    XCTAssertEqual(xctest.suite, template.variants[0].module + "CounterTests")
    XCTAssertTrue(
      xctest.templateLocation?.description.hasSuffix("Tests/CounterXCTests.swift.liquid:9:1") ?? false, "\(xctest)")
    let swiftTesting = try XCTUnwrap(template.variants[1].failures.first)
    XCTAssertEqual(swiftTesting.name, "incrementAddsOne()")
    XCTAssertTrue(
      swiftTesting.templateLocation?.description.hasSuffix("Tests/CounterSwiftTests.swift.liquid:9:1") ?? false,
      "\(swiftTesting)")
  }

  func testTextOutputPrintsTemplateLocationsNotesAndTheSummaryTable() throws {
    let run = Self.modgen([
      "check", "check-broken", "--templates", Self.fixtures, "--keep", "--isolation", "nonisolated",
    ])
    XCTAssertEqual(run.status, 1)
    let lines = run.stderr.split(separator: "\n").map(String.init)
    let header = try XCTUnwrap(
      lines.firstIndex { $0.hasSuffix("Presenter.swift.liquid:15:12: error: cannot find 'interactr' in scope") },
      run.stderr)
    XCTAssertEqual(lines[header + 1], "    return interactr.count")
    XCTAssertEqual(lines[header + 2], String(repeating: " ", count: 11) + "^")
    // Both variants of the fixture meet the error: it prints once, naming them, then the first one's
    // generated file.
    XCTAssertEqual(lines[header + 3], "note: in variants PasscodeCheckBroken, PasscodeCheckBrokenVerbose (nonisolated)")
    XCTAssertTrue(
      lines[header + 4].contains(": note: in the generated file of variant PasscodeCheckBroken"), lines[header + 4])
    XCTAssertEqual(lines.filter { $0.hasSuffix("error: cannot find 'interactr' in scope") }.count, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("note: the scratch package is kept in "), run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("TEMPLATE"), run.stdout)
    XCTAssertTrue(run.stdout.contains("check-broken  PasscodeCheckBroken "), run.stdout)
    XCTAssertTrue(run.stdout.contains("check FAILED"), run.stdout)
  }

  func testLintProblemsOfATemplateAreReportedTogetherAndNothingOfItIsBuilt() throws {
    let template = try XCTUnwrap(try report().templates.first { $0.name == "check-lint" })
    let problems = template.problems.map(\.description)
    XCTAssertEqual(problems.count, 3, problems.joined(separator: "\n"))
    XCTAssertTrue(problems.contains { $0.contains("check-lint/snippets/unused.liquid:2:1: error: ") }, "\(problems)")
    XCTAssertTrue(
      problems.contains {
        $0.contains("check-lint/Code/Undefined.swift.liquid:3:16: error: undefined variable 'module_info.nmae'")
      }, "\(problems)")
    XCTAssertTrue(
      problems.contains {
        $0.contains("check-lint/Code/Filter.swift.liquid:3:35: error: undefined filter 'camelcase'")
      },
      "\(problems)")
    XCTAssertEqual(template.variants.map(\.lint), [.failed])
    XCTAssertEqual(template.variants.map(\.build), [.skipped])
    XCTAssertFalse(try report().diagnostics.contains { $0.template == "check-lint" })
  }

  func testMissingToolchainIsReportedClearly() {
    let run = Self.modgen(
      ["check", "check-failing-test", "--templates", Self.fixtures], environment: ["PATH": "/nonexistent-modgen-path"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("error: the Swift toolchain was not found: 'swift' is not on PATH"), run.stderr)
  }

  func testFailingToolchainIsReportedClearly() {
    let run = Self.modgen(
      ["check", "check-failing-test", "--templates", Self.fixtures], environment: ["MODGEN_SWIFT": "/bin/false"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("error: '/bin/false --version' failed"), run.stderr)
  }

  func testUnknownTemplateSuggestsTheNearestName() {
    let run = Self.modgen(["check", "check-brokn", "--templates", Self.fixtures])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("did you mean 'check-broken'"), run.stderr)
  }

  func testJobsMustBeAPositiveNumber() {
    let run = Self.modgen(["check", "--jobs", "zero"])
    XCTAssertEqual(run.status, 64)
    XCTAssertTrue(run.stderr.contains("--jobs"), run.stderr)
  }
}

extension CheckCommandTests {
  /// A template that compiles as a Swift package target but not as a new Xcode 26 app target
  /// (default MainActor isolation) fails the check, in the MainActor variant only, at its line.
  func testATemplateThatCompilesInOnlyOneIsolationModeFails() throws {
    let run = Self.modgen(["check", "--templates", "Tests/CheckIntegrationTests/Fixtures/IsolationTemplates", "--json"])
    XCTAssertEqual(run.status, 1, run.stderr)
    let report = try JSONDecoder().decode(CheckReport.self, from: Data(run.stdout.utf8))
    let variants = try XCTUnwrap(report.templates.first).variants
    XCTAssertEqual(variants.map(\.module), ["PasscodeCheckIsolation", "PasscodeCheckIsolationMainActor"])
    XCTAssertEqual(variants.map(\.build), [.passed, .failed])
    XCTAssertEqual(variants.map(\.parameters), [[], ["isolation=MainActor"]])
    let error = try XCTUnwrap(report.diagnostics.first { $0.severity == .error }, run.stderr)
    XCTAssertTrue(error.file.hasSuffix("check-isolation/Code/Counter.swift.liquid"), error.file)
    XCTAssertEqual(error.line, 8)
    XCTAssertTrue(error.message.contains("main actor-isolated conformance"), error.message)
  }
}
