import Foundation
import ModgenSupport
import XCTest

/// One rule for user-written paths: absolute, `~`, relative.
final class PathResolverTests: XCTestCase {
  private let base = URL(fileURLWithPath: "/work/app")

  func testAbsoluteRelativeAndHome() {
    let paths = PathResolver(environment: ["HOME": "/home/me"])
    XCTAssertEqual(paths.url(for: "/x/./y/../z", relativeTo: base).path, "/x/z")
    XCTAssertEqual(paths.url(for: "Sources", relativeTo: base).path, "/work/app/Sources")
    XCTAssertEqual(paths.url(for: "~", relativeTo: base).path, "/home/me")
    XCTAssertEqual(paths.url(for: "~/Out", relativeTo: base).path, "/home/me/Out")
    // Only a leading `~` followed by `/` (or alone) is the home folder, as in the shell.
    XCTAssertEqual(paths.url(for: "~other/x", relativeTo: base).path, "/work/app/~other/x")
    XCTAssertEqual(paths.url(for: "a/~/b", relativeTo: base).path, "/work/app/a/~/b")
  }

  func testWithoutHomeTildeIsAFolderName() {
    let paths = PathResolver(environment: [:])
    XCTAssertNil(paths.home)
    XCTAssertEqual(paths.url(for: "~/Out", relativeTo: base).path, "/work/app/~/Out")
  }
}

extension PathResolverTests {
  func testDisplayPathIsRelativeBelowTheBaseElseAbsolute() {
    XCTAssertEqual(
      PathResolver.displayPath(URL(fileURLWithPath: "/work/app/Sources/A.swift"), relativeTo: base), "Sources/A.swift")
    XCTAssertEqual(PathResolver.displayPath(base, relativeTo: base), ".")
    XCTAssertEqual(PathResolver.displayPath(URL(fileURLWithPath: "/work/apple"), relativeTo: base), "/work/apple")
    XCTAssertEqual(PathResolver.displayPath(URL(fileURLWithPath: "/tmp/x"), relativeTo: base), "/tmp/x")
  }
}
