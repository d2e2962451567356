import XCTest

@testable import ModgenGenerate

final class GenerationDiffTests: XCTestCase {
  func testEqualTextsGiveNoDiff() {
    XCTAssertEqual(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", oldLabel: "a", newLabel: "b"), "")
  }

  func testOneChangedLineWithContext() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    XCTAssertEqual(
      UnifiedDiff.make(old: old, new: new, oldLabel: "a/f.swift", newLabel: "b/f.swift"),
      """
      --- a/f.swift
      +++ b/f.swift
      @@ -2,7 +2,7 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8

      """)
  }

  func testSeparateHunksAndInsertionsAtTheStart() {
    let old = (1...20).map { "\($0)\n" }.joined()
    var lines = (1...20).map { "\($0)\n" }
    lines.insert("new\n", at: 0)
    lines.remove(at: 18)  // "18"
    let diff = UnifiedDiff.make(old: old, new: lines.joined(), oldLabel: "a", newLabel: "b", context: 1)
    XCTAssertEqual(
      diff,
      """
      --- a
      +++ b
      @@ -1 +1,2 @@
      +new
       1
      @@ -17,3 +18,2 @@
       17
      -18
       19

      """)
  }

  func testMissingFinalNewlineIsMarked() {
    let diff = UnifiedDiff.make(old: "a\nb", new: "a\nc\n", oldLabel: "a", newLabel: "b")
    XCTAssertEqual(
      diff,
      """
      --- a
      +++ b
      @@ -1,2 +1,2 @@
       a
      -b
      \\ No newline at end of file
      +c

      """)
  }

  func testEmptyOldFileCountsFromZero() {
    XCTAssertEqual(
      UnifiedDiff.make(old: "", new: "x\n", oldLabel: "a", newLabel: "b"),
      "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
  }
}
