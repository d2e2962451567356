import Foundation
import XCTest

@testable import ModgenGenerate

final class ThreeWayMergeTests: XCTestCase {
  private let base = "import UIKit\n\nfinal class A {\n  let one = 1\n  let two = 2\n  let three = 3\n}\n"

  func testOneSidedChangesTakeThatSide() {
    let ours = base.replacingOccurrences(of: "let one = 1", with: "let one = 10")
    let theirs = base.replacingOccurrences(of: "let three = 3", with: "let three = 30")
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    XCTAssertEqual(result.conflictCount, 0)
    XCTAssertEqual(
      result.text, base.replacingOccurrences(of: "1\n", with: "10\n").replacingOccurrences(of: "3\n", with: "30\n"))
  }

  func testUnchangedSideTakesTheOtherVerbatim() {
    let theirs = "totally\r\nnew"
    XCTAssertEqual(ThreeWayMerge.merge(base: base, ours: base, theirs: theirs).text, theirs)
    XCTAssertEqual(ThreeWayMerge.merge(base: base, ours: theirs, theirs: base).text, theirs)
    XCTAssertEqual(ThreeWayMerge.merge(base: "", ours: "", theirs: "").text, "")
  }

  func testIdenticalChangesMergeCleanly() {
    let both = base.replacingOccurrences(of: "let two = 2", with: "let two = 22")
    let ours = both.replacingOccurrences(of: "import UIKit", with: "import Foundation")
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: both)
    XCTAssertEqual(result.conflictCount, 0)
    XCTAssertEqual(result.text, ours)
  }

  func testOverlappingChangesConflictWithLabels() {
    let ours = base.replacingOccurrences(of: "let two = 2", with: "let two = 20")
    let theirs = base.replacingOccurrences(of: "let two = 2", with: "let two = 200")
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    XCTAssertEqual(result.conflictCount, 1)
    XCTAssertEqual(
      result.text,
      """
      import UIKit

      final class A {
        let one = 1
      <<<<<<< yours
        let two = 20
      =======
        let two = 200
      >>>>>>> template
        let three = 3
      }

      """)
    XCTAssertEqual(result.conflicts, [ThreeWayMerge.Conflict(ours: 4..<5, theirs: 4..<5, markerLine: 5)])
    let labelled = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, oursLabel: "mine", theirsLabel: "new")
    XCTAssertTrue(labelled.text.contains("<<<<<<< mine\n") && labelled.text.contains(">>>>>>> new\n"))
  }

  func testTouchingChangesConflict() {
    let ours = base.replacingOccurrences(of: "let one = 1", with: "let one = 10")
    let theirs = base.replacingOccurrences(of: "let two = 2", with: "let two = 20")
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    XCTAssertEqual(result.conflictCount, 1)
    XCTAssertTrue(
      result.text.contains("<<<<<<< yours\n  let one = 10\n  let two = 2\n=======\n  let one = 1\n  let two = 20\n"))
  }

  func testMissingFinalNewlineGetsOneInsideAConflict() {
    let base = "a\nb"
    let result = ThreeWayMerge.merge(base: base, ours: "a\nc", theirs: "a\nd")
    XCTAssertEqual(result.text, "a\n<<<<<<< yours\nc\n=======\nd\n>>>>>>> template\n")
    let clean = ThreeWayMerge.merge(base: "a\nb\nc", ours: "A\nb\nc", theirs: "a\nb\nC")
    XCTAssertEqual(clean.text, "A\nb\nC")
  }

  func testCRLFIsKeptAndMarkersFollowIt() {
    let base = "a\r\nb\r\nc\r\n"
    let result = ThreeWayMerge.merge(base: base, ours: "a\r\nB\r\nc\r\n", theirs: "a\r\nX\r\nc\r\n")
    XCTAssertEqual(result.text, "a\r\n<<<<<<< yours\r\nB\r\n=======\r\nX\r\n>>>>>>> template\r\nc\r\n")
  }

  func testEmptyBaseWithDifferentAdditionsConflicts() {
    let result = ThreeWayMerge.merge(base: "", ours: "x\n", theirs: "y\n")
    XCTAssertEqual(result.conflictCount, 1)
    XCTAssertEqual(result.text, "<<<<<<< yours\nx\n=======\ny\n>>>>>>> template\n")
    XCTAssertEqual(ThreeWayMerge.merge(base: "", ours: "x\n", theirs: "x\n").conflictCount, 0)
  }

  func testLinesCommonToBothSidesAreLeftOutOfTheConflict() {
    let base = "a\nb\nc\nd\ne\n"
    let ours = "a\nX\nsame\nY\nend\ne\n"
    let theirs = "a\nX\nsame\nZ\nend\ne\n"
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    XCTAssertEqual(result.text, "a\nX\nsame\n<<<<<<< yours\nY\n=======\nZ\n>>>>>>> template\nend\ne\n")
    XCTAssertEqual(result.conflicts, [ThreeWayMerge.Conflict(ours: 3..<4, theirs: 3..<4, markerLine: 4)])
  }

  func testConflictsThreeLinesApartAreJoined() {
    let base = (1...9).map { "\($0)\n" }.joined()
    func edited(_ first: String, _ second: String) -> String {
      base.replacingOccurrences(of: "2\n", with: first).replacingOccurrences(of: "6\n", with: second)
    }
    let result = ThreeWayMerge.merge(base: base, ours: edited("2a\n", "6a\n"), theirs: edited("2b\n", "6b\n"))
    XCTAssertEqual(
      result.text, "1\n<<<<<<< yours\n2a\n3\n4\n5\n6a\n=======\n2b\n3\n4\n5\n6b\n>>>>>>> template\n7\n8\n9\n")
    XCTAssertEqual(result.conflicts, [ThreeWayMerge.Conflict(ours: 1..<6, theirs: 1..<6, markerLine: 2)])
    // Four unchanged lines apart, they stay two conflicts.
    let apart = ThreeWayMerge.merge(
      base: base,
      ours: base.replacingOccurrences(of: "2\n", with: "2a\n").replacingOccurrences(of: "7\n", with: "7a\n"),
      theirs: base.replacingOccurrences(of: "2\n", with: "2b\n").replacingOccurrences(of: "7\n", with: "7b\n"))
    XCTAssertEqual(apart.conflicts.map(\.markerLine), [2, 11])
  }

  func testAOneSidedChangeBetweenConflictsKeepsThemApart() {
    let base = "1\n2\n3\n4\n5\n"
    let ours = "1a\n2\n3\n4\n5a\n"
    let theirs = "1b\n2\n3b\n4\n5b\n"
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    XCTAssertEqual(result.conflictCount, 2)
    XCTAssertTrue(result.text.contains(">>>>>>> template\n2\n3b\n4\n<<<<<<< yours\n"), result.text)
  }

  func testInsertionsAtTheSamePlaceConflictUnlessEqual() {
    let base = "a\nb\n"
    let result = ThreeWayMerge.merge(base: base, ours: "a\nx\nb\n", theirs: "a\ny\nb\n")
    XCTAssertEqual(result.text, "a\n<<<<<<< yours\nx\n=======\ny\n>>>>>>> template\nb\n")
    let same = ThreeWayMerge.merge(base: base + "c\n", ours: "a\nx\nb\nc\n", theirs: "a\nx\nb\nC\n")
    XCTAssertEqual(same.text, "a\nx\nb\nC\n")
    XCTAssertEqual(same.conflictCount, 0)
  }

  func testDeletionsMerge() {
    let base = "a\nb\nc\nd\ne\n"
    XCTAssertEqual(ThreeWayMerge.merge(base: base, ours: "a\nc\nd\ne\n", theirs: "a\nb\nc\nd\n").text, "a\nc\nd\n")
    let emptied = ThreeWayMerge.merge(base: base, ours: "", theirs: "a\nb\nc\nD\ne\n")
    XCTAssertEqual(emptied.text, "<<<<<<< yours\n=======\na\nb\nc\nD\ne\n>>>>>>> template\n")
  }

  func testCRLFInsideALFFileKeepsEachLinesEnding() {
    let result = ThreeWayMerge.merge(base: "a\nb\nc\n", ours: "a\r\nb\nc\n", theirs: "a\nb\nC\n")
    XCTAssertEqual(result.text, "a\r\nb\nC\n")
    let conflict = ThreeWayMerge.merge(base: "a\r\nb", ours: "a\r\nc", theirs: "a\r\nd")
    XCTAssertEqual(conflict.text, "a\r\n<<<<<<< yours\r\nc\r\n=======\r\nd\r\n>>>>>>> template\r\n")
  }

  func testBytesMergeAsText() {
    let result = ThreeWayMerge.merge(
      base: Data("a\nb\nc\n".utf8), ours: Data("A\nb\nc\n".utf8), theirs: Data("a\nb\nC\n".utf8))
    XCTAssertEqual(result.data, Data("A\nb\nC\n".utf8))
  }

  func testLineDiffSlidesDeletionsDownAndReportsReplacements() {
    XCTAssertEqual(
      LineDiff.changes([1, 2, 1, 2, 3][...], [1, 2, 3][...]), [.init(old: 2, new: 2, oldCount: 2, newCount: 0)])
    XCTAssertEqual(
      LineDiff.changes([1, 2, 3][...], [1, 9, 3][...]), [.init(old: 1, new: 1, oldCount: 1, newCount: 1)])
    XCTAssertEqual(LineDiff.changes([][...], [4, 5][...]), [.init(old: 0, new: 0, oldCount: 0, newCount: 2)])
    XCTAssertEqual(LineDiff.changes([4, 5][...], [4, 5][...]), [])
    // Unrelated texts: every line changes.
    let unrelated = LineDiff.changes(Array(0..<3_000)[...], Array(3_000..<6_000)[...])
    XCTAssertEqual(unrelated, [.init(old: 0, new: 0, oldCount: 3_000, newCount: 3_000)])
  }

  /// Random texts: applying the reported blocks to the old text gives the new one, no shorter
  /// script exists than the one a plain longest-common-subsequence table gives, and each block
  /// is at its last possible place.
  func testLineDiffIsAShortestScriptOnRandomTexts() {
    var state: UInt64 = 0xD1FF
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<300 {
      let a = (0..<next(30)).map { _ in next(5) }
      let b = (0..<next(30)).map { _ in next(5) }
      // The default search, and the one that splits the texts once they differ by more than 1 or 3.
      for limit in [LineDiff.differenceLimit, 1, 3] {
        checkLineDiff(a, b, LineDiff.changes(a[...], b[...], differenceLimit: limit), "limit \(limit)")
      }
    }
  }

  private func checkLineDiff(_ a: [Int], _ b: [Int], _ changes: [LineDiff.Change], _ message: String) {
    var rebuilt: [Int] = []
    var position = 0
    for change in changes {
      XCTAssertGreaterThanOrEqual(change.old, position)
      rebuilt += a[position..<change.old] + b[change.new..<change.newEnd]
      XCTAssertEqual(Array(a[position..<change.old]), Array(b[(change.new - (change.old - position))..<change.new]))
      position = change.oldEnd
    }
    rebuilt += a[position...]
    XCTAssertEqual(rebuilt, b, "\(a) → \(b), \(message)")
    // No added or removed block could move further down past an equal line.
    for (index, change) in changes.enumerated() where change.oldCount == 0 || change.newCount == 0 {
      let next = index + 1 < changes.count ? changes[index + 1].old : a.count
      guard change.oldEnd < next else { continue }
      let movable =
        change.oldCount == 0 ? b[change.new] == b[change.newEnd] : a[change.old] == a[change.oldEnd]
      XCTAssertFalse(movable, "\(change) in \(a) → \(b) could move down, \(message)")
    }
    let edits = changes.reduce(0) { $0 + $1.oldCount + $1.newCount }
    XCTAssertEqual(edits, a.count + b.count - 2 * Self.commonLength(a, b), "\(a) → \(b), \(message)")
  }

  private static func commonLength(_ a: [Int], _ b: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  func testLineDiffFindsAShortestScript() {
    let changes = LineDiff.changes([1, 2, 3, 4, 5][...], [1, 3, 4, 6, 5][...])
    XCTAssertEqual(
      changes, [.init(old: 1, new: 1, oldCount: 1, newCount: 0), .init(old: 4, new: 3, oldCount: 0, newCount: 1)])
    // An inserted block of repeated lines is slid down to its last possible place (where `git diff` shows it too).
    XCTAssertEqual(
      LineDiff.changes([7, 8, 9][...], [7, 8, 9, 8, 9][...]), [.init(old: 3, new: 3, oldCount: 0, newCount: 2)])
  }

  /// Large files stay fast enough to merge while a command runs (measured by `modgen-bench merge`).
  func testLargeFilesMerge() {
    let lines = (0..<5_000).map { "let value\($0) = \($0)\n" }
    var ours = lines
    var theirs = lines
    for index in stride(from: 10, to: 5_000, by: 500) {
      ours[index] = "let changed\(index) = 0\n"
      theirs[index + 250] = "let renamed\(index) = 1\n"
    }
    let result = ThreeWayMerge.merge(base: lines.joined(), ours: ours.joined(), theirs: theirs.joined())
    XCTAssertEqual(result.conflictCount, 0)
    XCTAssertTrue(result.text.contains("let changed510 = 0\n") && result.text.contains("let renamed510 = 1\n"))
  }

  /// `--diff` uses the same line diff: a block of repeated lines added after a function is shown
  /// where git shows it, and a large file no longer needs a table of every pair of lines.
  func testUnifiedDiffUsesTheLineDiff() {
    let old = "func a() {\n}\n\nfunc c() {\n}\n"
    let new = "func a() {\n}\n\nfunc b() {\n}\n\nfunc c() {\n}\n"
    XCTAssertEqual(
      UnifiedDiff.make(old: old, new: new, oldLabel: "a", newLabel: "b", context: 0),
      "--- a\n+++ b\n@@ -3,0 +4,3 @@\n+func b() {\n+}\n+\n")
    let lines = (0..<20_000).map { "line \($0)\n" }
    var edited = lines
    edited[10_000] = "changed\n"
    XCTAssertEqual(
      UnifiedDiff.make(old: lines.joined(), new: edited.joined(), oldLabel: "a", newLabel: "b", context: 0),
      "--- a\n+++ b\n@@ -10001 +10001 @@\n-line 10000\n+changed\n")
  }
}
