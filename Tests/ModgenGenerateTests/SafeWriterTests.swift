import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport

final class SafeWriterTests: XCTestCase {
  private let code = URL(fileURLWithPath: "/project/Sources")
  private let tests = URL(fileURLWithPath: "/project/Tests")

  /// A tree with one existing module file that the plan overwrites and one it leaves identical.
  private func makeFileSystem() -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/project/README.md": "readme\n",
      "/project/Sources/Passcode/PasscodeView.swift": "old view\n",
      "/project/Sources/Passcode/PasscodeRouter.swift": "router\n",
    ])
  }

  private func makePlan(_ fileSystem: InMemoryFileSystem) -> GenerationPlan {
    let generator = Generator(fileSystem: fileSystem)
    let specs: [(FileRole, URL, String, String)] = [
      (.code, code, "Passcode/PasscodeView.swift", "new view\n"),
      (.code, code, "Passcode/PasscodeRouter.swift", "router\n"),
      (.code, code, "Passcode/PasscodePresenter.swift", "presenter\n"),
      (.code, code, "Passcode/Nested/PasscodeModels.swift", "models\n"),
      (.test, tests, "Passcode/PasscodePresenterTests.swift", "presenter tests\n"),
    ]
    let files = specs.map { role, root, path, text in
      generator.planFile(
        role: role, root: root, relativePath: path, templateFile: "T/\(path)", contents: Data(text.utf8))
    }
    return GenerationPlan(moduleName: "Passcode", templateName: "fixture", parameters: [], files: files)
  }

  func testPlanClassifiesCreateIdenticalAndConflict() {
    let plan = makePlan(makeFileSystem())
    XCTAssertEqual(plan.files.map(\.action), [.conflict, .identical, .create, .create, .create])
    XCTAssertEqual(plan.conflicts.map(\.relativePath), ["Passcode/PasscodeView.swift"])
    XCTAssertEqual(plan.files[0].existingContents, Data("old view\n".utf8))
  }

  func testConflictFailsAndWritesNothing() {
    let fileSystem = makeFileSystem()
    let before = fileSystem.snapshot()
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(makePlan(fileSystem), policy: .failOnConflict)) {
      error in
      guard case .conflicts(let files) = (error as? SafeWriteError)?.reason else {
        return XCTFail("expected conflicts, got \(error)")
      }
      XCTAssertEqual(files.map(\.relativePath), ["Passcode/PasscodeView.swift"])
      XCTAssertTrue("\(error)".contains("--force"))
    }
    XCTAssertEqual(fileSystem.snapshot(), before)
    XCTAssertEqual(fileSystem.operations, [])
  }

  func testForceOverwritesAndCreatesFolders() throws {
    let fileSystem = makeFileSystem()
    let report = try SafeWriter(fileSystem: fileSystem).apply(makePlan(fileSystem), policy: .force)
    XCTAssertEqual(report.entries.map(\.outcome), [.overwrite, .identical, .create, .create, .create])
    XCTAssertEqual(fileSystem.text("/project/Sources/Passcode/PasscodeView.swift"), "new view\n")
    XCTAssertEqual(fileSystem.text("/project/Sources/Passcode/Nested/PasscodeModels.swift"), "models\n")
    XCTAssertEqual(fileSystem.text("/project/Tests/Passcode/PasscodePresenterTests.swift"), "presenter tests\n")
    XCTAssertFalse(fileSystem.snapshot().keys.contains { $0.contains("staging") }, "staging folder left behind")
  }

  func testSkipExistingKeepsTheirs() throws {
    let fileSystem = makeFileSystem()
    let report = try SafeWriter(fileSystem: fileSystem).apply(makePlan(fileSystem), policy: .skipExisting)
    XCTAssertEqual(report.entries.map(\.outcome), [.skip, .identical, .create, .create, .create])
    XCTAssertEqual(fileSystem.text("/project/Sources/Passcode/PasscodeView.swift"), "old view\n")
    XCTAssertEqual(fileSystem.text("/project/Sources/Passcode/PasscodePresenter.swift"), "presenter\n")
  }

  func testSecondIdenticalRunIsANoOp() throws {
    let fileSystem = makeFileSystem()
    try SafeWriter(fileSystem: fileSystem).apply(makePlan(fileSystem), policy: .force)
    let after = fileSystem.snapshot()
    let operationCount = fileSystem.operations.count
    let again = makePlan(fileSystem)
    XCTAssertEqual(Set(again.files.map(\.action)), [.identical])
    let report = try SafeWriter(fileSystem: fileSystem).apply(again, policy: .failOnConflict)
    XCTAssertFalse(report.changedAnything)
    XCTAssertEqual(fileSystem.operations.count, operationCount, "the second run must not touch the disk")
    XCTAssertEqual(fileSystem.snapshot(), after)
  }

  func testPreviewMatchesPolicy() {
    let plan = makePlan(makeFileSystem())
    XCTAssertEqual(SafeWriter.preview(plan, policy: .failOnConflict).map(\.outcome).first, .conflict)
    XCTAssertEqual(SafeWriter.preview(plan, policy: .force).map(\.outcome).first, .overwrite)
    XCTAssertEqual(SafeWriter.preview(plan, policy: .skipExisting).map(\.outcome).first, .skip)
  }

  /// Fails each mutating operation of a successful run in turn; after each failure the tree must
  /// be byte-for-byte as before.
  func testFailureAtEveryStepRestoresTheTree() throws {
    let probe = makeFileSystem()
    try SafeWriter(fileSystem: probe).apply(makePlan(probe), policy: .force)
    let steps = probe.operations
    XCTAssertGreaterThan(steps.count, 10, "the run should stage, create folders, move aside and move into place")

    for index in steps.indices {
      let fileSystem = makeFileSystem()
      let before = fileSystem.snapshot()
      let plan = makePlan(fileSystem)
      fileSystem.failingOperation = index
      XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force), "step \(index)") {
        error in
        guard let error = error as? SafeWriteError, case .operationFailed = error.reason else {
          return XCTFail("step \(index) (\(steps[index])): unexpected \(error)")
        }
        XCTAssertEqual(error.restoreFailures, [], "step \(index)")
      }
      XCTAssertEqual(fileSystem.snapshot(), before, "tree changed after failing step \(index): \(steps[index])")
    }
  }

  /// A run that only adds files creates each in place (no staging folder); failing any of its
  /// steps, or a file appearing at any step, still leaves the tree exactly as before (plus the
  /// newcomer).
  func testNewFilesAreCreatedInPlaceAllOrNothing() throws {
    let fresh = { InMemoryFileSystem(["/project/README.md": "readme\n"]) }
    let probe = fresh()
    try SafeWriter(fileSystem: probe).apply(makePlan(probe), policy: .failOnConflict)
    let steps = probe.operations
    XCTAssertFalse(steps.contains { if case .makeStaging = $0 { true } else { false } }, "\(steps)")
    XCTAssertEqual(
      steps.filter { if case .create = $0 { true } else { false } }.count, 5, "one exclusive create per file: \(steps)")
    XCTAssertEqual(probe.text("/project/Sources/Passcode/Nested/PasscodeModels.swift"), "models\n")

    for index in steps.indices {
      let fileSystem = fresh()
      let before = fileSystem.snapshot()
      let plan = makePlan(fileSystem)
      fileSystem.failingOperation = index
      XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .failOnConflict), "step \(index)")
      XCTAssertEqual(fileSystem.snapshot(), before, "tree changed after failing step \(index): \(steps[index])")

      let raced = fresh()
      let racedPlan = makePlan(raced)
      let intruder = "/project/Sources/Passcode/PasscodePresenter.swift"
      var expected = raced.snapshot()
      raced.beforeOperation = { operationIndex, _, fs in
        if operationIndex == index && fs.text(intruder) == nil { fs.addFile(intruder, "theirs\n") }
      }
      do {
        try SafeWriter(fileSystem: raced).apply(racedPlan, policy: .failOnConflict)
        XCTAssertEqual(raced.text(intruder), "presenter\n", "step \(index)")
      } catch {
        expected["/project/Sources"] = "dir"
        expected["/project/Sources/Passcode"] = "dir"
        expected[intruder] = "file: theirs\n"
        XCTAssertEqual(raced.snapshot(), expected, "step \(index): \(error)")
      }
    }
  }

  /// A file appears at a destination while the writer runs (before each step in turn): the run
  /// fails, the newcomer is kept, and everything else is as before.
  func testFileAppearingMeanwhileAtEveryStep() throws {
    let probe = makeFileSystem()
    try SafeWriter(fileSystem: probe).apply(makePlan(probe), policy: .force)
    let intruder = "/project/Tests/Passcode/PasscodePresenterTests.swift"

    var failures = 0
    for index in probe.operations.indices {
      let fileSystem = makeFileSystem()
      let plan = makePlan(fileSystem)
      var expected = fileSystem.snapshot()
      var injected = false
      fileSystem.beforeOperation = { operationIndex, _, fs in
        if operationIndex == index && fs.text(intruder) == nil {
          fs.addFile(intruder, "theirs\n")
          injected = true
        }
      }
      do {
        try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)
        XCTAssertFalse(injected, "step \(index): the newcomer was overwritten")
        XCTAssertEqual(fileSystem.text(intruder), "presenter tests\n")
      } catch {
        failures += 1
        XCTAssertTrue(injected, "step \(index): failed without a newcomer: \(error)")
        XCTAssertEqual(fileSystem.text(intruder), "theirs\n", "step \(index): the newcomer was lost")
        // The newcomer's folders are there now too.
        expected["/project/Tests"] = "dir"
        expected["/project/Tests/Passcode"] = "dir"
        expected[intruder] = "file: theirs\n"
        XCTAssertEqual(fileSystem.snapshot(), expected, "step \(index)")
      }
    }
    XCTAssertGreaterThan(failures, 0)
  }

  /// When an original cannot be put back (someone wrote a file at its place mid-run), the staging
  /// folder holding it is kept and named, so nothing is lost.
  func testOriginalThatCannotBePutBackIsKept() throws {
    let view = "/project/Sources/Passcode/PasscodeView.swift"
    let fileSystem = makeFileSystem()
    let plan = makePlan(fileSystem)
    fileSystem.beforeOperation = { _, operation, fs in
      // Right before the new view moves into place (its original is aside), someone writes there;
      // the move fails, and putting the original back fails too.
      if case .move(_, let to) = operation, to == view, fs.text(view) == nil { fs.addFile(view, "intruder\n") }
    }
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)) { error in
      guard let error = error as? SafeWriteError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.restoreFailures.count, 2, "\(error.restoreFailures)")
      XCTAssertTrue(error.restoreFailures[0].hasPrefix("\(view) (its original is at /project/.staging-1/"), "\(error)")
      XCTAssertTrue(error.restoreFailures[1].hasPrefix("/project/.staging-1 (kept"), "\(error)")
    }
    XCTAssertEqual(fileSystem.text(view), "intruder\n")
    XCTAssertEqual(fileSystem.text("/project/.staging-1/0.original"), "old view\n")
  }

  func testChangesBetweenPlanAndApplyAreRefused() {
    let fileSystem = makeFileSystem()
    let plan = makePlan(fileSystem)
    fileSystem.addFile("/project/Sources/Passcode/PasscodePresenter.swift", "someone else's\n")
    fileSystem.addFile("/project/Sources/Passcode/PasscodeView.swift", "edited meanwhile\n")
    let before = fileSystem.snapshot()
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)) { error in
      guard case .changedMeanwhile(let paths) = (error as? SafeWriteError)?.reason else {
        return XCTFail("expected changedMeanwhile, got \(error)")
      }
      XCTAssertEqual(
        Set(paths),
        ["/project/Sources/Passcode/PasscodePresenter.swift", "/project/Sources/Passcode/PasscodeView.swift"])
    }
    XCTAssertEqual(fileSystem.snapshot(), before)
  }

  func testSymlinkLeadingOutsideCreatedAfterPlanningIsRefused() {
    let fileSystem = InMemoryFileSystem(["/project/README.md": "readme\n", "/elsewhere/keep.txt": "keep\n"])
    let generator = Generator(fileSystem: fileSystem)
    let file = generator.planFile(
      role: .code, root: code, relativePath: "Passcode/PasscodeView.swift", templateFile: "T", contents: Data("x".utf8))
    let plan = GenerationPlan(moduleName: "Passcode", templateName: "t", parameters: [], files: [file])
    fileSystem.addSymlink("/project/Sources/Passcode", to: "/elsewhere")
    let before = fileSystem.snapshot()
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .failOnConflict)) { error in
      guard case .outsideRoot = (error as? SafeWriteError)?.reason else { return XCTFail("got \(error)") }
    }
    XCTAssertEqual(fileSystem.snapshot(), before)
  }

  func testWritesToRealDiskAndRefusesToReplaceOnMove() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("safewriter-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let disk = LocalFileSystem()
    let generator = Generator(fileSystem: disk)
    let file = generator.planFile(
      role: .code, root: root.appendingPathComponent("Sources"), relativePath: "Passcode/A.swift", templateFile: "T",
      contents: Data("a\n".utf8))
    let plan = GenerationPlan(moduleName: "Passcode", templateName: "t", parameters: [], files: [file])
    try SafeWriter(fileSystem: disk).apply(plan, policy: .failOnConflict)
    XCTAssertEqual(try String(contentsOf: file.destination, encoding: .utf8), "a\n")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Sources"])

    let other = root.appendingPathComponent("other.txt")
    try Data("other".utf8).write(to: other)
    XCTAssertThrowsError(try disk.moveItem(at: other, to: file.destination))
    XCTAssertEqual(try String(contentsOf: file.destination, encoding: .utf8), "a\n")
    XCTAssertTrue(FileManager.default.fileExists(atPath: other.path))
  }
}
