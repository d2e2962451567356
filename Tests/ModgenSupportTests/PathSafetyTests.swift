import ModgenSupport
import XCTest

/// The lexical rules for rendered output paths, and the string path helpers the planner and the
/// writer use instead of URL arithmetic.
final class PathSafetyTests: XCTestCase {
  func testEveryLexicalRuleNamesItsProblem() {
    let cases: [(String, String?)] = [
      ("Sources/Passcode/View.swift", nil),
      ("./View.swift", nil),
      ("a/.../b.swift", nil),
      ("..hidden/x", nil),
      ("", "the path is empty"),
      (" \t\n", "the path is empty"),
      ("\u{2003}\u{00A0}", "the path is empty"),
      ("/etc/passwd", "'/etc/passwd' is absolute; paths are relative to the output folder"),
      ("~/x", "'~/x' is absolute; paths are relative to the output folder"),
      ("Sources/", "'Sources/' names a folder, not a file"),
      ("a\0b", "'a\0b' contains a NUL character"),
      ("a/../../b", "'a/../../b' contains '..'; it would leave the output folder"),
      ("..", "'..' contains '..'; it would leave the output folder"),
      (".", "'.' names the output folder itself"),
      ("./.", "'./.' names the output folder itself"),
      ("é/ü.swift", nil),
      ("a//./b.swift", nil),
      ("a/./..", "'a/./..' contains '..'; it would leave the output folder"),
      (".//.", "'.//.' names the output folder itself"),
      ("a/..b/c", nil),
    ]
    for (path, expected) in cases {
      XCTAssertEqual(PathSafety.lexicalProblem(in: path), expected, path.debugDescription)
    }
  }

  func testParentAndRelativeJoinMatchURLArithmetic() {
    for path in ["/", "/a", "/a/b", "/a/b/c.swift", "/tmp/out/Passcode/Tests"] {
      XCTAssertEqual(
        PathComponents.parent(of: path), URL(fileURLWithPath: path).deletingLastPathComponent().path, path)
    }
    for path in ["a", "a/b.swift", "/a/b", "a/b/", "a//b//", "", "/", "///", "é/ü.swift"] {
      XCTAssertEqual(PathComponents.lastComponent(of: path), PathComponents.split(path).last ?? path, path)
    }
    XCTAssertEqual(PathComponents.joinRelative([]), "")
    XCTAssertEqual(PathComponents.joinRelative(["a"]), "a")
    XCTAssertEqual(PathComponents.joinRelative(["a", "b", "c"]), "a/b/c")
    XCTAssertEqual(PathComponents.join(["a", "b"]), "/a/b")
    XCTAssertEqual(PathComponents.join([]), "/")
  }
}
