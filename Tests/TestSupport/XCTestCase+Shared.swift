// Test helpers build only where XCTest exists (not in a release build of the tool).
#if canImport(XCTest)
  import Foundation
  import XCTest

  extension XCTestCase {
    /// Returns the URL of `relativePath` inside `../shared`, or skips the test (one notice per
    /// process names the variable); with `MODGEN_REQUIRE_CONFORMANCE=1` set, absence fails instead.
    public func requireShared(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL
    {
      switch SharedFixtures.lookup(relativePath) {
      case .found(let url):
        return url
      case .absent(let message):
        if SharedFixtures.isRequired {
          XCTFail(
            "\(message); \(SharedFixtures.requireVariable)=1 is set, so this is a failure", file: file, line: line)
          throw XCTSkip("failed: \(message)")
        }
        TestGate.noticeOnce(
          key: SharedFixtures.requireVariable,
          "the conformance fixtures in ../shared are absent: the tests that read them are skipped "
            + "(set \(SharedFixtures.requireVariable)=1 to make this a failure)")
        throw XCTSkip(message)
      }
    }

    /// Skips the test unless `MODGEN_INTEGRATION_TESTS=1` asks for the slow tests that run real
    /// `swift build`s (one notice per process says how to run them); when they run, says on standard
    /// error which one starts, so a long run shows progress even with its output in a file.
    public func requireIntegrationTests() throws {
      guard !TestGate.runsIntegrationTests else {
        TestGate.reportIntegrationTestStarting(name)
        return
      }
      TestGate.noticeOnce(
        key: TestGate.integrationVariable,
        "the integration tests that build scratch packages are skipped; set \(TestGate.integrationVariable)=1 "
          + "to run them (.ci/run does)")
      throw XCTSkip("set \(TestGate.integrationVariable)=1 to run the integration tests")
    }
  }
#endif
