import Foundation
import XCTest

@testable import ModgenSupport

/// `URL.filePath` must answer exactly what Foundation's `path` answers, for every kind of file
/// URL the tool makes.
final class URLFilePathTests: XCTestCase {
  func testMatchesFoundationsPath() {
    let paths = [
      "/", "/tmp", "/tmp/", "/a b/c d.swift", "/a%b", "/a%20b", "/100%", "/%zz/%4", "/ünï/çødé", "/a/./b/../c",
      "/tab\there", "/q?x#y", "/semi;colon=1&b", "/emoji 😀/x", "/a//b", "/trailing//", "/[brackets]/{x}",
      "/plus+and~tilde", "/back\\slash", "/new\nline",
    ]
    for path in paths {
      for isDirectory in [false, true] {
        let url = URL(fileURLWithPath: path, isDirectory: isDirectory)
        var variants = [url, url.standardizedFileURL, url.deletingLastPathComponent()]
        variants.append(url.appendingPathComponent("child file%.swift", isDirectory: false))
        variants.append(url.appendingPathComponent("sub dir", isDirectory: true))
        for variant in variants {
          XCTAssertEqual(variant.filePath, variant.path, "\(variant.absoluteString)")
        }
      }
    }
  }
}
