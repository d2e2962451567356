import Foundation
import TestSupport
import XCTest

/// With `MODGEN_INTEGRATION_TESTS=1`, each slow test says on standard error that it starts, with how long the run
/// has taken, so a run whose output goes to a file does not look hung.
final class IntegrationProgressTests: XCTestCase {
  func testTheLineNamesTheTestItsNumberAndTheTimeSoFar() {
    XCTAssertEqual(
      TestGate.integrationProgressLine(number: 1, name: "CheckCommandTests.testA", elapsed: 0.4),
      "integration test 1 (0 s in): CheckCommandTests.testA")
    XCTAssertEqual(
      TestGate.integrationProgressLine(number: 12, name: "QuickStartDemoTests.testB", elapsed: 725.9),
      "integration test 12 (12 min 05 s in): QuickStartDemoTests.testB")
  }
}
