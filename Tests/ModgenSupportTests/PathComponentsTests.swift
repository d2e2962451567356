import ModgenSupport
import XCTest

/// The path helpers' fast paths (a path already normalised is returned as it is; inside and
/// relative by prefix) give what resolving component by component gives.
final class PathComponentsTests: XCTestCase {
  /// `path` normalised the slow way: every component looked at.
  private func normalizedByComponents(_ path: String) -> String {
    var parts: [String] = []
    for part in PathComponents.split(path) where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return PathComponents.join(parts)
  }

  func testNormalizedMatchesResolvingEveryComponent() {
    let paths = [
      "/", "//", "/a", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/.", "/..", "/a/.b", "/a/..b",
      "/a/b..", "/a/.../b", "/tmp/out/Passcode/PasscodePresenter.swift", "/a/b/c/../../d", "/./a", "/a/.",
    ]
    for path in paths {
      XCTAssertEqual(PathComponents.normalized(path), normalizedByComponents(path), path)
    }
  }

  func testRelativeIsByWholeComponents() {
    XCTAssertEqual(PathComponents.relative("/a/b/c", to: "/a"), "b/c")
    XCTAssertEqual(PathComponents.relative("/a", to: "/a"), "")
    XCTAssertEqual(PathComponents.relative("/a/b", to: "/"), "a/b")
    XCTAssertNil(PathComponents.relative("/ab/c", to: "/a"), "a sibling sharing a prefix is not inside")
    XCTAssertNil(PathComponents.relative("/b", to: "/a"))
  }
}
