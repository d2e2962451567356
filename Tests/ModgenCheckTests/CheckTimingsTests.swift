import Foundation
import Located
import ModgenSupport
import XCTest

@testable import ModgenCheck

/// The timings files `--timings` reads and `--save-timings` writes, and how they weigh shard units.
final class CheckTimingsTests: XCTestCase {
  private func temporaryFile(_ text: String? = nil) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("timings.json")
    if let text { try Data(text.utf8).write(to: file) }
    return file
  }

  func testBuiltVariantsUpdateTheTimingsAndTheTextReadsBack() throws {
    var report = CheckReportSamples.failing()
    var timings = CheckTimings(["viper/PasscodeViperSwiftTesting": 7, "other/Kept": 2]).updated(with: report)
    XCTAssertEqual(timings.seconds(template: "viper", variant: "PasscodeViperNoRouter"), 1.5)
    XCTAssertEqual(timings.seconds(template: "viper", variant: "PasscodeViper"), 0.25, "a failed build took time too")
    XCTAssertEqual(timings.seconds(template: "other", variant: "Kept"), 2, "kept")

    report.templates[0].variants = [
      VariantCheckResult(module: "PasscodeViper", parameters: [], lint: .passed, build: .passed, seconds: 4),
      VariantCheckResult(module: "PasscodeViperSwiftTesting", parameters: [], lint: .failed, seconds: 0.01),
      VariantCheckResult(module: "PasscodeViperNoRouter", parameters: [], lint: .passed, build: .cached, seconds: 0.02),
    ]
    timings = timings.updated(with: report)
    XCTAssertEqual(timings.seconds(template: "viper", variant: "PasscodeViper"), 4, "replaced")
    XCTAssertEqual(
      timings.seconds(template: "viper", variant: "PasscodeViperSwiftTesting"), 0.25,
      "a variant stopped by lint keeps its old time")
    XCTAssertEqual(
      timings.seconds(template: "viper", variant: "PasscodeViperNoRouter"), 1.5,
      "a variant answered from an earlier run keeps the time of the run that built it")

    let file = try temporaryFile(timings.jsonText)
    XCTAssertTrue(timings.jsonText.hasPrefix("{\n  \"other/Kept\": 2.000,\n  \"viper/PasscodeViper\": 4.000,\n"))
    XCTAssertEqual(try CheckTimings.read(from: file, fileSystem: LocalFileSystem(), displayPath: "t.json"), timings)
    XCTAssertEqual(CheckTimings().jsonText, "{}\n")
  }

  func testSeveralFilesMergeTheLaterWinning() throws {
    let first = try temporaryFile(#"{"a/A": 1, "a/B": 2}"#)
    let second = try temporaryFile(#"{"a/B": 5.5, "b/C": 3}"#)
    let merged = try CheckTimings.read(from: [(first, "1.json"), (second, "2.json")], fileSystem: LocalFileSystem())
    XCTAssertEqual(merged.seconds, ["a/A": 1, "a/B": 5.5, "b/C": 3])
  }

  func testBadFilesAreErrorsAtTheirPlace() throws {
    for (text, message, line, column) in [
      ("[1, 2]", "must be a JSON object", 1, 1),
      ("{\n  \"a/A\": \"slow\"\n}", "the seconds of 'a/A' must be a number", 2, 10),
      ("{\"a/A\": -1}", "must not be negative", 1, 9),
      ("{\"a/A\": 1,}", "trailing comma", 1, nil),
    ] as [(String, String, Int, Int?)] {
      let file = try temporaryFile(text)
      XCTAssertThrowsError(try CheckTimings.read(from: file, fileSystem: LocalFileSystem(), displayPath: "t.json")) {
        error in
        let diagnostic = error as? Diagnostic
        XCTAssertEqual(diagnostic?.file, "t.json", text)
        XCTAssertTrue(diagnostic?.message.contains(message) == true, "\(text): \(String(describing: diagnostic))")
        XCTAssertEqual(diagnostic?.line, line, text)
        if let column { XCTAssertEqual(diagnostic?.column, column, text) }
        XCTAssertNotNil(diagnostic?.sourceLine, text)
      }
    }
    let missing = try temporaryFile().deletingLastPathComponent().appendingPathComponent("none.json")
    XCTAssertThrowsError(try CheckTimings.read(from: missing, fileSystem: LocalFileSystem(), displayPath: "none.json"))
    {
      error in
      XCTAssertTrue((error as? Diagnostic)?.message.hasPrefix("cannot read the timings") == true, "\(error)")
    }
  }

  func testWeightsAreSecondsTheMeanForAnUnknownVariantAndOneWithoutTimings() {
    XCTAssertEqual(CheckTimings().weight(template: "a", variant: "A"), 1)
    let timings = CheckTimings(["a/A": 10, "a/B": 20, "a/Zero": 0])
    XCTAssertEqual(timings.weight(template: "a", variant: "A"), 10)
    XCTAssertEqual(timings.weight(template: "a", variant: "New"), 10, "the mean of 10, 20 and 0")
    XCTAssertEqual(timings.weight(template: "a", variant: "Zero"), 0.001)
  }

  func testABuildsSecondsAreSharedByTheBytesEachVariantAdds() {
    func variant(_ name: String, bytes: Int) -> CheckPipeline.ActiveVariant {
      let file = PreparedFile(
        isTest: false, relativePath: "\(name)/\(name).swift", templateFile: "t/A.liquid",
        text: String(repeating: "x", count: bytes), lineOrigins: [])
      return CheckPipeline.ActiveVariant(
        prepared: PreparedVariant(
          variant: CheckVariant(moduleName: name, assignments: []), problems: [], seconds: 0.5, files: [file]),
        template: "t")
    }
    let small = variant("Small", bytes: 100)
    let large = variant("Large", bytes: 300)
    var results = [
      "Small": VariantCheckResult(module: "Small", parameters: [], seconds: 0.5),
      "Large": VariantCheckResult(module: "Large", parameters: [], seconds: 0.5),
      "Other": VariantCheckResult(module: "Other", parameters: [], seconds: 0.5),
    ]
    CheckPipeline.share(buildSeconds: 40, among: [small, large], in: &results)
    XCTAssertEqual(results["Small"]?.seconds ?? 0, 10.5, accuracy: 1e-9)
    XCTAssertEqual(results["Large"]?.seconds ?? 0, 30.5, accuracy: 1e-9)
    XCTAssertEqual(results["Other"]?.seconds, 0.5, "a variant the build did not compile")
    // A second build (without a failing variant) adds to what the first gave.
    CheckPipeline.share(buildSeconds: 8, among: [large], in: &results)
    XCTAssertEqual(results["Large"]?.seconds ?? 0, 38.5, accuracy: 1e-9)
  }

  func testTheTestRunsSecondsAreSharedByEachVariantsCaseTimes() {
    var results = [
      "Parallel": VariantCheckResult(module: "Parallel", parameters: [], seconds: 1),
      "Serial": VariantCheckResult(module: "Serial", parameters: [], seconds: 1),
      "Empty": VariantCheckResult(module: "Empty", parameters: [], seconds: 1),
    ]
    // Case times that overlap add up to more than the run took: only their proportions count.
    CheckPipeline.share(
      testSeconds: 10, byCaseSeconds: ["Parallel": 30, "Serial": 10, "Empty": 0], in: &results)
    XCTAssertEqual(results["Parallel"]?.seconds ?? 0, 8.5, accuracy: 1e-9)
    XCTAssertEqual(results["Serial"]?.seconds ?? 0, 3.5, accuracy: 1e-9)
    XCTAssertEqual(results["Empty"]?.seconds, 1)
    // No case took measurable time: the run's seconds are split evenly.
    CheckPipeline.share(testSeconds: 4, byCaseSeconds: ["Serial": 0, "Empty": 0], in: &results)
    XCTAssertEqual(results["Serial"]?.seconds ?? 0, 5.5, accuracy: 1e-9)
    XCTAssertEqual(results["Empty"]?.seconds ?? 0, 3, accuracy: 1e-9)
  }
}
