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

  /// The byte-level `split`, `parent` and `lastComponent` give what the standard library's
  /// character-level operations give, on ASCII and non-ASCII paths alike.
  func testSplitParentAndLastComponentMatchTheStandardLibrary() {
    let paths = [
      "", "/", "//", "a", "/a", "a/", "/a/", "/a//b", "//a///b//", "/tmp/out/Passcode/PasscodePresenter.swift",
      "relative/path/file.swift", "/é/ünïcødé/文件.swift", "/a b/c d", "/very-long-component-name-past-fifteen/x",
      "x/", "/x", "///", "é", "/é/",
    ]
    for path in paths {
      let expectedSplit = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      XCTAssertEqual(PathComponents.split(path), expectedSplit, path)
      let expectedParent: String = {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
      }()
      XCTAssertEqual(PathComponents.parent(of: path), expectedParent, path)
      let trimmed = path.reversed().drop(while: { $0 == "/" }).reversed()
      let last = trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
      XCTAssertEqual(PathComponents.lastComponent(of: path), last.isEmpty ? path : last, path)
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
