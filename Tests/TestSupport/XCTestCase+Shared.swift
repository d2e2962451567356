// Test helpers build only where XCTest exists (not in a release build of the tool).
#if canImport(XCTest)
  import Foundation
  import XCTest

  extension XCTestCase {
    /// Returns the URL of `relativePath` inside `../shared`, or skips the test with a printed
    /// notice when it is absent; when the `CI` environment variable is set, absence fails instead.
    public func requireShared(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL
    {
      switch SharedFixtures.lookup(relativePath) {
      case .found(let url):
        return url
      case .absent(let message):
        if SharedFixtures.isCI {
          XCTFail("\(message); CI is set, so this is a failure", file: file, line: line)
          throw XCTSkip("failed: \(message)")
        }
        print("notice: skipping \(name): \(message)")
        throw XCTSkip(message)
      }
    }
  }
#endif
