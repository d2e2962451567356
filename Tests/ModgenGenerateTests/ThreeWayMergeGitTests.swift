import Foundation
import XCTest

@testable import ModgenGenerate

/// Compares ``ThreeWayMerge`` with `git merge-file` on generated edits.
final class ThreeWayMergeGitTests: XCTestCase {
  /// A presenter as a template renders it: repeated braces and blank lines make the diff choose.
  private let baseLines = [
    "import Foundation", "import ModuleCore", "", "/// The Passcode presenter.",
    "final class PasscodePresenter {", "  weak var view: PasscodeViewInput?",
    "  var interactor: PasscodeInteractorInput!",
    "  var router: PasscodeRouterInput!", "", "  init() {", "  }", "", "  func viewDidLoad() {",
    "    view?.setUpInitialState()", "    interactor.load()", "  }", "", "  func didTapClose() {", "    router.close()",
    "  }", "", "  func didEnter(code: String) {", "    guard code.count == 4 else {", "      return", "    }",
    "    interactor.check(code: code)", "  }", "}", "", "extension PasscodePresenter: PasscodeInteractorOutput {",
    "  func didCheck(valid: Bool) {", "    if valid {", "      router.close()", "    } else {", "      view?.shake()",
    "    }", "  }", "}", "",
  ]

  /// Lines an edit may add: some new, some copies of lines already there.
  private let additions = [
    "  // TODO: analytics", "  }", "", "    view?.reset()", "  func didAppear() {", "    interactor.load()", "}",
    "  let title = \"Passcode\"", "    return", "import Combine",
  ]

  /// Texts whose lines are all distinct have one alignment only, so the merge must equal git's
  /// byte for byte, conflicts included.
  func testDistinctLinesMergeExactlyAsGitMergeFileDoes() throws {
    guard let git = Self.gitPath() else {
      print("notice: git is not installed; the comparison with git merge-file is skipped")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    var random = SplitMix(seed: 0xD15_71AC7)
    var conflicted = 0
    var clean = 0
    var larger = 0
    for round in 0..<60 {
      var fresh = FreshLines(round: round)
      let base = (1...(12 + random.next(30))).map { "line \($0): value \($0 * 7)" }
      let center = round % 6 < 3 ? random.next(base.count) : nil
      var ours = distinctEdit(base, near: center, side: "yours", &fresh, &random)
      var theirs: [String]
      switch round % 6 {
      case 3: theirs = ours
      case 4: theirs = distinctEdit(ours, near: nil, side: "template", &fresh, &random)
      default: theirs = distinctEdit(base, near: center, side: "template", &fresh, &random)
      }
      if round % 12 == 5 { swap(&ours, &theirs) }
      let ending = round % 5 == 4 ? "\r\n" : "\n"
      let finalNewline = round % 8 != 7
      let texts = [base, ours, theirs].map { lines in
        lines.joined(separator: ending) + (finalNewline && !lines.isEmpty ? ending : "")
      }
      let expected = try Self.runGit(git, base: texts[0], ours: texts[1], theirs: texts[2], in: folder)
      let result = ThreeWayMerge.merge(base: texts[0], ours: texts[1], theirs: texts[2])
      XCTAssertEqual(
        result.text, expected.text,
        "round \(round)\n--- base\n\(texts[0])--- ours\n\(texts[1])--- theirs\n\(texts[2])")
      XCTAssertEqual(result.conflictCount, expected.conflicts, "round \(round)")
      if expected.conflicts > 0 { conflicted += 1 } else { clean += 1 }
      if result.conflicts.contains(where: { $0.ours.count + $0.theirs.count > 3 }) { larger += 1 }
    }
    XCTAssertGreaterThan(conflicted, 10, "the generated cases should include conflicts")
    XCTAssertGreaterThan(clean, 10, "the generated cases should include clean merges")
    print("distinct lines: \(conflicted) conflicted, \(clean) clean, \(larger) with larger conflicts")
    XCTAssertGreaterThan(larger, 5, "the generated cases should include conflicts of several lines")
  }

  /// On a Swift file, repeated braces and blank lines leave the diff a choice of alignment; what
  /// must hold whatever the choice: the merge is clean exactly when git's is, and then equal to it.
  func testSwiftFileMergesAreCleanWhenGitsAre() throws {
    guard let git = Self.gitPath() else {
      print("notice: git is not installed; the comparison with git merge-file is skipped")
      return
    }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }

    var random = SplitMix(seed: 0x5EED_2026)
    var conflicted = 0
    var clean = 0
    for round in 0..<40 {
      let base = baseLines
      // Every other round both sides edit around the same line, so that their changes meet.
      let center = round % 2 == 0 ? random.next(base.count) : nil
      let ours = edit(base, near: center, &random)
      let theirs = random.next(5) == 0 ? ours : edit(base, near: center, &random)
      let ending = round % 10 == 9 ? "\r\n" : "\n"
      let finalNewline = round % 7 != 6
      let texts = [base, ours, theirs].map { lines in
        lines.joined(separator: ending) + (finalNewline && !lines.isEmpty ? ending : "")
      }
      let expected = try Self.runGit(git, base: texts[0], ours: texts[1], theirs: texts[2], in: folder)
      let result = ThreeWayMerge.merge(base: texts[0], ours: texts[1], theirs: texts[2])
      let cases = "round \(round)\n--- base\n\(texts[0])--- ours\n\(texts[1])--- theirs\n\(texts[2])"
      XCTAssertEqual(result.conflictCount == 0, expected.conflicts == 0, cases)
      if expected.conflicts == 0 {
        XCTAssertEqual(result.text, expected.text, cases)
        clean += 1
      } else {
        conflicted += 1
      }
    }
    XCTAssertGreaterThan(conflicted, 5, "the generated cases should include conflicts")
    XCTAssertGreaterThan(clean, 5, "the generated cases should include clean merges")
  }

  /// One to three edits with lines never seen before (replace a line, insert one or two, delete
  /// one or two), anywhere or within three lines of `center`.
  private func distinctEdit(
    _ lines: [String], near center: Int?, side: String, _ fresh: inout FreshLines, _ random: inout SplitMix
  ) -> [String] {
    var lines = lines
    for _ in 0..<(1 + random.next(3)) {
      let index =
        center.map { min(max($0 + random.next(7) - 3, 0), lines.count) } ?? random.next(lines.count + 1)
      switch random.next(3) {
      case 0 where index < lines.count: lines[index] = fresh.next(side)
      case 2 where index < lines.count: lines.removeSubrange(index..<min(index + 1 + random.next(2), lines.count))
      default: lines.insert(contentsOf: (0...random.next(2)).map { _ in fresh.next(side) }, at: index)
      }
    }
    return lines
  }

  /// One to three random edits (replace, insert, delete or change a line), anywhere or within
  /// three lines of `center`.
  private func edit(_ lines: [String], near center: Int?, _ random: inout SplitMix) -> [String] {
    var lines = lines
    for _ in 0..<(1 + random.next(3)) {
      let index =
        center.map { min(max($0 + random.next(7) - 3, 0), lines.count) } ?? random.next(lines.count + 1)
      switch random.next(4) {
      case 0 where index < lines.count: lines[index] = additions[random.next(additions.count)]
      case 1: lines.insert(additions[random.next(additions.count)], at: index)
      case 2 where index < lines.count: lines.remove(at: index)
      case 3 where index < lines.count: lines[index] += " // edited"
      default: lines.insert("  // added \(random.next(100))", at: index)
      }
    }
    return lines
  }

  private static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private static func gitPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/git") {
      return "\(folder)/git"
    }
    return nil
  }

  private static func runGit(
    _ git: String, base: String, ours: String, theirs: String, in folder: URL
  ) throws -> (text: String, conflicts: Int) {
    let files = ["ours", "base", "theirs"].map { folder.appendingPathComponent($0) }
    for (file, text) in zip(files, [ours, base, theirs]) { try Data(text.utf8).write(to: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: git)
    process.arguments =
      ["merge-file", "-p", "--marker-size=7", "-L", "yours", "-L", "base", "-L", "template"] + files.map(\.path)
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertLessThan(process.terminationStatus, 127, "git merge-file failed")
    return (String(decoding: output, as: UTF8.self), Int(process.terminationStatus))
  }

  /// Lines that appear nowhere else: `yours 3: added in round 12`.
  private struct FreshLines {
    let round: Int
    var count = 0

    mutating func next(_ side: String) -> String {
      count += 1
      return "\(side) \(count): added in round \(round)"
    }
  }

  /// A small deterministic random number generator (SplitMix64).
  private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      value ^= value >> 31
      return Int(value % UInt64(max(bound, 1)))
    }
  }
}
