import Foundation
import XCTest

@testable import ModgenCheck

/// The timings kept in the cache folder weigh the shard units of the next run.
final class CheckTimingsTests: XCTestCase {
  func testTimingsOfBuiltVariantsAreKeptAndMerged() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timings-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    let cache = CheckCache(directory: directory)
    XCTAssertEqual(cache.readTimings(), [:])
    var report = CheckReportSamples.failing()
    try cache.writeTimings(of: report)
    XCTAssertEqual(cache.readTimings()["viper/PasscodeViperNoRouter"], 1.5)
    XCTAssertEqual(cache.readTimings()["viper/PasscodeViper"], 0.25)

    report.templates[0].variants = [
      VariantCheckResult(module: "PasscodeViper", parameters: [], lint: .passed, build: .passed, seconds: 4),
      VariantCheckResult(module: "PasscodeViperSwiftTesting", parameters: [], lint: .failed, seconds: 0.01),
    ]
    try cache.writeTimings(of: report)
    let timings = cache.readTimings()
    XCTAssertEqual(timings["viper/PasscodeViper"], 4, "replaced")
    XCTAssertEqual(timings["viper/PasscodeViperNoRouter"], 1.5, "kept")
    XCTAssertEqual(timings["viper/PasscodeViperSwiftTesting"], 0.25, "a variant stopped by lint keeps its old time")
  }
}
