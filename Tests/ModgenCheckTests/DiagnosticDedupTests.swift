import Located
import XCTest

@testable import ModgenCheck

/// One template error met in several variants and isolation modes is one group, printed once with a
/// note naming the variants.
final class DiagnosticDedupTests: XCTestCase {
  func testARepeatedErrorIsOneGroupNamingTheVariantsAndModes() {
    let groups = CheckReportSamples.failing().diagnosticGroups
    XCTAssertEqual(groups.count, 1)
    let group = groups[0]
    XCTAssertEqual(
      group.variants,
      ["PasscodeViper", "PasscodeViperMainActor", "PasscodeViperSwiftTesting", "PasscodeViperSwiftTestingMainActor"])
    XCTAssertEqual(group.isolations, [.nonisolated, .mainActor])
    let blocks = group.diagnostics
    XCTAssertEqual(blocks.count, 2, "the error, then the first variant's generated file")
    XCTAssertEqual(blocks[0].file, CheckReportSamples.presenter)
    XCTAssertEqual(blocks[0].line, 42)
    XCTAssertEqual(
      blocks[0].notes, ["in variants PasscodeViper, PasscodeViperSwiftTesting (nonisolated, main-actor)"])
    let printed = blocks.map(\.description).joined(separator: "\n")
    XCTAssertEqual(printed.components(separatedBy: "cannot find 'presentr' in scope").count, 2, printed)
  }

  func testTheVariantsAreInTheReportsOrderWhateverTheBuildsOrder() {
    var report = CheckReportSamples.failing()
    let expected = report.diagnosticGroups
    report.diagnostics.reverse()
    XCTAssertEqual(report.diagnosticGroups, expected)
    XCTAssertEqual(report.diagnosticGroups.first?.first.variant, "PasscodeViper")
  }

  func testOneVariantPrintsAsBefore() {
    var report = CheckReportSamples.failing()
    report.diagnostics = [CheckReportSamples.error(in: "PasscodeViperMainActor")]
    let groups = report.diagnosticGroups
    XCTAssertEqual(groups.count, 1)
    XCTAssertEqual(groups[0].diagnostics, report.diagnostics[0].diagnostics)
    XCTAssertEqual(groups[0].isolations, [.mainActor])
  }

  func testDifferentPlacesOrMessagesStayApart() {
    var report = CheckReportSamples.failing()
    var moved = CheckReportSamples.error(in: "PasscodeViperSwiftTesting")
    moved.column = 10
    var other = CheckReportSamples.error(in: "PasscodeViperSwiftTesting")
    other.message = "extra argument in call"
    var warning = CheckReportSamples.error(in: "PasscodeViperSwiftTesting")
    warning.severity = .warning
    report.diagnostics = [CheckReportSamples.error(in: "PasscodeViper"), moved, other, warning]
    XCTAssertEqual(report.diagnosticGroups.count, 4)
  }

  func testAModeMetByOneVariantOnlyIsNamed() {
    var report = CheckReportSamples.failing()
    report.diagnostics = [
      CheckReportSamples.error(in: "PasscodeViperMainActor"),
      CheckReportSamples.error(in: "PasscodeViperSwiftTestingMainActor"),
    ]
    XCTAssertEqual(
      report.diagnosticGroups.first?.variantsNote,
      "in variants PasscodeViper, PasscodeViperSwiftTesting (main-actor)")
  }
}
