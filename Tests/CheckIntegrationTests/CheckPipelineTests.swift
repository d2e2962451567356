import Foundation
import XCTest

@testable import Located
@testable import ModgenCheck
@testable import ModgenSupport

/// Builds real scratch packages with `swift build`/`swift test` (one package, reused across the
/// runs of the one test, so later runs are incremental or answered from the stamp, a selection's
/// and a full check's alike).
final class CheckPipelineTests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  private let templateFile = "Fixtures/t/Code/Presenter.swift.liquid"
  private let template = """
    import ModuleCore
    {% if flag %}
    // flag on
    {% endif %}
    public final class {{ module_info.name }}Presenter {
      public init() {}
      public func value() -> Int { return {{ value }} }
    }
    """

  /// A variant whose presenter returns `body`, with a test expecting `expected`.
  private func variant(_ name: String, body: String, expected: Int, swiftTesting: Bool = false) -> PreparedVariant {
    let code = """
      import ModuleCore
      public final class \(name)Presenter {
        public init() {}
        public func value() -> Int { return \(body) }
      }
      """
    let origins = [1, 5, 6, 7, 8].map { TemplateLine(file: templateFile, line: $0) }
    let test =
      swiftTesting
      ? """
      import Testing
      @testable import \(name)

      @Suite struct \(name)PresenterTests {
        @Test func value() { #expect(\(name)Presenter().value() == \(expected)) }
      }
      """
      : """
      import XCTest
      @testable import \(name)

      final class \(name)PresenterTests: XCTestCase {
        func testValue() { XCTAssertEqual(\(name)Presenter().value(), \(expected)) }
      }
      """
    return PreparedVariant(
      variant: CheckVariant(moduleName: name, assignments: [.init(name: "flag", value: "false")]), problems: [],
      seconds: 0.01,
      files: [
        PreparedFile(
          isTest: false, relativePath: "\(name)/\(name)Presenter.swift", templateFile: templateFile, text: code,
          lineOrigins: origins),
        PreparedFile(
          isTest: true, relativePath: "\(name)/\(name)PresenterTests.swift", templateFile: "Fixtures/t/Tests/T.liquid",
          text: test, lineOrigins: Array(repeating: TemplateLine(file: "Fixtures/t/Tests/T.liquid", line: 9), count: 6)),
      ])
  }

  func testBuildsMapsErrorsAttributesTestsAndReusesUnchangedRuns() throws {
    let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modgen-pipeline-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let environment = ProcessInfo.processInfo.environment
    let pipeline = CheckPipeline(
      builder: PackageBuilder(runner: ProcessRunner(environment: environment)),
      cache: CheckCache(directory: cacheRoot), moduleCore: ["ModuleCore.swift": "public enum ModuleCore {}\n"],
      templateSources: [templateFile: template])
    func subject(_ variants: [PreparedVariant]) -> [CheckSubject] {
      [
        CheckSubject(
          name: "t", location: "Fixtures/t", combinations: variants.count, variantCap: 16, problems: [],
          variants: variants)
      ]
    }

    // Run 1: one variant does not compile, one has a failing test, one passes (Swift Testing).
    let first = try pipeline.run(
      subject([
        variant("PasscodeBroken", body: "interactr", expected: 1),
        variant("PasscodeFailing", body: "2", expected: 3),
        variant("PasscodeGood", body: "4", expected: 4, swiftTesting: true),
      ]))
    XCTAssertFalse(first.passed)
    let error = try XCTUnwrap(first.diagnostics.first { $0.severity == .error }, "\(first)")
    XCTAssertEqual(error.file, templateFile)
    XCTAssertEqual(error.line, 7)
    XCTAssertEqual(error.column, 39)  // the '{{' of '{{ value }}', which produced 'interactr'
    XCTAssertEqual(error.variant, "PasscodeBroken")
    XCTAssertTrue(error.message.contains("interactr"), error.message)
    let variants = Dictionary(uniqueKeysWithValues: first.templates[0].variants.map { ($0.module, $0) })
    XCTAssertEqual(variants["PasscodeBroken"]?.build, .failed)
    XCTAssertEqual(variants["PasscodeBroken"]?.tests, .skipped)
    XCTAssertEqual(variants["PasscodeFailing"]?.build, .passed)
    XCTAssertEqual(variants["PasscodeFailing"]?.tests, .failed, (first.buildLog ?? "") + (first.testLog ?? ""))
    XCTAssertEqual(variants["PasscodeFailing"]?.testsFailed, 1)
    XCTAssertEqual(variants["PasscodeFailing"]?.failures.first?.name, "testValue")
    XCTAssertEqual(
      variants["PasscodeFailing"]?.failures.first?.templateLocation,
      SourceLocation(file: "Fixtures/t/Tests/T.liquid", line: 9, column: 1))
    XCTAssertEqual(variants["PasscodeGood"]?.tests, .passed)
    XCTAssertEqual(variants["PasscodeGood"]?.testsPassed, 1)
    XCTAssertTrue(first.table.contains("PasscodeFailing"))

    // Run 2: everything fixed; builds incrementally and passes.
    let fixed = [variant("PasscodeBroken", body: "1", expected: 1), variant("PasscodeFailing", body: "3", expected: 3)]
    let second = try pipeline.run(subject(fixed))
    XCTAssertTrue(second.passed, second.table + (second.buildLog ?? "") + (second.testLog ?? ""))
    XCTAssertFalse(second.reusedPreviousRun)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: cacheRoot.appendingPathComponent("package/Sources/PasscodeGood").path))

    // Run 3: nothing changed; build and tests are reused without running the toolchain's build.
    let third = try pipeline.run(subject(fixed))
    XCTAssertTrue(third.passed)
    XCTAssertTrue(third.reusedPreviousRun)
    XCTAssertEqual(third.templates[0].variants.map(\.build), [.cached, .cached])
    XCTAssertEqual(third.templates[0].variants.map(\.testsPassed), [1, 1])
    XCTAssertLessThan(third.totalSeconds, 2)

    // Run 4: a selection of one unchanged variant answers from the stamp; nothing is built.
    var selection = pipeline
    selection.keepsOtherVariants = true
    let fourth = try selection.run(subject([fixed[0]]))
    XCTAssertTrue(fourth.reusedPreviousRun)
    XCTAssertEqual(fourth.templates[0].variants.map(\.build), [.cached])
    // ModuleCore is built once, in the core build beside the scratch package, which does not compile it.
    let moduleCoreObject = try XCTUnwrap(
      FileManager.default.enumerator(atPath: cacheRoot.appendingPathComponent("core").path)?
        .compactMap { $0 as? String }.first { $0.hasSuffix("ModuleCore.build/ModuleCore.swift.o") })
    let objectPath = cacheRoot.appendingPathComponent("core/\(moduleCoreObject)").path
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: cacheRoot.appendingPathComponent("package/Sources/ModuleCore").path))
    let builtAt = try FileManager.default.attributesOfItem(atPath: objectPath)[.modificationDate] as? Date

    // Run 5: a selection with one changed variant builds that one only; the other's files stay, and
    // ModuleCore is not compiled again.
    let changed = variant("PasscodeFailing", body: "5", expected: 5)
    let fifth = try selection.run(subject([changed]))
    XCTAssertTrue(fifth.passed, fifth.table + (fifth.buildLog ?? "") + (fifth.testLog ?? ""))
    XCTAssertFalse(fifth.reusedPreviousRun)
    XCTAssertEqual(fifth.templates[0].variants.map(\.build), [.passed])
    XCTAssertEqual(fifth.templates[0].variants.map(\.testsPassed), [1])
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: cacheRoot.appendingPathComponent("package/Sources/PasscodeBroken/PasscodeBrokenPresenter.swift").path))
    XCTAssertEqual(
      try FileManager.default.attributesOfItem(atPath: objectPath)[.modificationDate] as? Date, builtAt,
      "ModuleCore was not compiled again")

    // Run 6: the full check after the selections reuses both variants' results.
    let sixth = try pipeline.run(subject([fixed[0], changed]))
    XCTAssertTrue(sixth.passed)
    XCTAssertTrue(sixth.reusedPreviousRun)
    XCTAssertEqual(sixth.templates[0].variants.map(\.build), [.cached, .cached])
  }

  func testAVariantWithTheSameCodeAsAnotherIsReportedFromThatOnesBuild() throws {
    let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modgen-pipeline-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let pipeline = CheckPipeline(
      builder: PackageBuilder(runner: ProcessRunner(environment: ProcessInfo.processInfo.environment)),
      cache: CheckCache(directory: cacheRoot), moduleCore: ["ModuleCore.swift": "public enum ModuleCore {}\n"],
      templateSources: [templateFile: template])
    var same = variant("PasscodeFlag", body: "4", expected: 4)
    same.variant.assignments = [.init(name: "flag", value: "true")]
    same.sameCodeAs = "PasscodeGood"
    let variants = [variant("PasscodeGood", body: "4", expected: 4), same]
    let subjects = [
      CheckSubject(name: "t", location: "Fixtures/t", combinations: 2, variantCap: 16, problems: [], variants: variants)
    ]

    let report = try pipeline.run(subjects)
    XCTAssertTrue(report.passed, report.table + (report.buildLog ?? "") + (report.testLog ?? ""))
    let results = report.templates[0].variants
    XCTAssertEqual(results.map(\.module), ["PasscodeGood", "PasscodeFlag"])
    XCTAssertEqual(results.map(\.build), [.passed, .passed])
    XCTAssertEqual(results.map(\.testsPassed), [1, 1])
    XCTAssertEqual(results.map(\.sameCodeAs), [nil, "PasscodeGood"])
    XCTAssertEqual(results[1].parameters, ["flag=true"])
    let package = cacheRoot.appendingPathComponent("package")
    XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/PasscodeGood").path))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/PasscodeFlag").path),
      "the same code is built once")

    // Nothing changed: both answered from the stamp, the second still as the first.
    let again = try pipeline.run(subjects)
    XCTAssertTrue(again.reusedPreviousRun)
    XCTAssertEqual(again.templates[0].variants.map(\.build), [.cached, .cached])
    XCTAssertEqual(again.templates[0].variants.map(\.sameCodeAs), [nil, "PasscodeGood"])
  }
}
