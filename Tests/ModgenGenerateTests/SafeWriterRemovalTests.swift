import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport

/// Removing files and emptied folders in the same all-or-nothing write as creating, replacing and
/// updating files.
final class SafeWriterRemovalTests: XCTestCase {
  private let code = URL(fileURLWithPath: "/project/Sources")
  private let project = URL(fileURLWithPath: "/project")

  /// A module to replace, an old module to remove (with a nested folder), a folder that keeps a
  /// file of the user's, and a project file to update.
  private func makeFileSystem() -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/project/README.md": "readme\n",
      "/project/App.xcodeproj/project.pbxproj": "project v1\n",
      "/project/Sources/Passcode/PasscodeView.swift": "old view\n",
      "/project/Sources/Old/OldView.swift": "old\n",
      "/project/Sources/Old/Nested/OldModel.swift": "model\n",
      "/project/Sources/Kept/KeptView.swift": "kept\n",
      "/project/Sources/Kept/notes.txt": "mine\n",
    ])
  }

  private func deletion(_ relativePath: String, _ text: String) -> PlannedFile {
    PlannedFile(
      role: .code, root: code, relativePath: relativePath, templateFile: "", contents: Data(), action: .delete,
      existingContents: Data(text.utf8))
  }

  private func makePlan(_ fileSystem: InMemoryFileSystem) -> GenerationPlan {
    let generator = Generator(fileSystem: fileSystem)
    let files = [
      generator.planFile(
        role: .code, root: code, relativePath: "Passcode/PasscodeView.swift", templateFile: "T",
        contents: Data("new view\n".utf8)),
      generator.planFile(
        role: .code, root: code, relativePath: "Passcode/PasscodePresenter.swift", templateFile: "T",
        contents: Data("presenter\n".utf8)),
      PlannedFile(
        role: .code, root: project, relativePath: "App.xcodeproj/project.pbxproj", templateFile: "",
        contents: Data("project v2\n".utf8), action: .update, existingContents: Data("project v1\n".utf8)),
      deletion("Old/OldView.swift", "old\n"),
      deletion("Old/Nested/OldModel.swift", "model\n"),
      deletion("Kept/KeptView.swift", "kept\n"),
    ]
    var plan = GenerationPlan(moduleName: "Passcode", templateName: "fixture", parameters: [], files: files)
    // Listed shallow first on purpose: the writer takes them deepest first.
    plan.removableDirectories = ["Old", "Kept", "Old/Nested"].map {
      (root: code, destination: code.appendingPathComponent($0, isDirectory: true))
    }
    return plan
  }

  /// The tree after a successful run of ``makePlan(_:)``.
  private func expectedAfter() -> [String: String] {
    let fileSystem = InMemoryFileSystem([
      "/project/README.md": "readme\n",
      "/project/App.xcodeproj/project.pbxproj": "project v2\n",
      "/project/Sources/Passcode/PasscodeView.swift": "new view\n",
      "/project/Sources/Passcode/PasscodePresenter.swift": "presenter\n",
      "/project/Sources/Kept/notes.txt": "mine\n",
    ])
    return fileSystem.snapshot()
  }

  func testRemovesFilesAndTheFoldersLeftEmpty() throws {
    let fileSystem = makeFileSystem()
    let report = try SafeWriter(fileSystem: fileSystem).apply(makePlan(fileSystem), policy: .force)
    XCTAssertEqual(report.entries.map(\.outcome), [.overwrite, .create, .update, .remove, .remove, .remove])
    XCTAssertTrue(report.changedAnything)
    XCTAssertEqual(fileSystem.snapshot(), expectedAfter())
    XCTAssertEqual(fileSystem.text("/project/Sources/Kept/notes.txt"), "mine\n", "a folder with a file is kept")
  }

  func testPreviewSaysRemove() {
    let plan = makePlan(makeFileSystem())
    XCTAssertEqual(
      SafeWriter.preview(plan, policy: .failOnConflict).map(\.outcome).suffix(3), [.remove, .remove, .remove])
  }

  /// Fails each mutating operation of a successful run in turn: the tree is byte-for-byte as
  /// before every time.
  func testFailureAtEveryStepRestoresTheTree() throws {
    let probe = makeFileSystem()
    try SafeWriter(fileSystem: probe).apply(makePlan(probe), policy: .force)
    let steps = probe.operations
    XCTAssertTrue(
      steps.contains(.move("/project/Sources/Old", "/project/.staging-1/0.folder")),
      "the emptied folder is moved aside: \(steps)")

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

  func testFileChangedSincePlanningIsNotRemoved() {
    let fileSystem = makeFileSystem()
    let plan = makePlan(fileSystem)
    fileSystem.addFile("/project/Sources/Old/OldView.swift", "edited\n")
    let before = fileSystem.snapshot()
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)) { error in
      guard case .changedMeanwhile(let paths) = (error as? SafeWriteError)?.reason else {
        return XCTFail("expected changedMeanwhile, got \(error)")
      }
      XCTAssertEqual(paths, ["/project/Sources/Old/OldView.swift"])
    }
    XCTAssertEqual(fileSystem.snapshot(), before)
  }

  /// The file is edited right before it is moved aside: the run fails and puts everything back,
  /// the edit included.
  func testFileChangedWhileWritingIsPutBack() {
    let fileSystem = makeFileSystem()
    let plan = makePlan(fileSystem)
    let target = "/project/Sources/Old/OldView.swift"
    var expected = fileSystem.snapshot()
    expected[target] = "file: edited\n"
    fileSystem.beforeOperation = { _, operation, fs in
      if case .move(let from, _) = operation, from == target, fs.text(target) == "old\n" {
        fs.addFile(target, "edited\n")
      }
    }
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)) { error in
      guard let error = error as? SafeWriteError, case .operationFailed(let step, let path, let why) = error.reason
      else {
        return XCTFail("got \(error)")
      }
      XCTAssertEqual([step, path, why], ["remove", target, "it changed while modgen was running"])
      XCTAssertEqual(error.restoreFailures, [])
    }
    XCTAssertEqual(fileSystem.snapshot(), expected)
  }

  /// A file appears in a folder as it is being removed: the folder stays, with the file.
  func testFolderThatGainsAFileMeanwhileIsKept() throws {
    let fileSystem = makeFileSystem()
    let plan = makePlan(fileSystem)
    let newcomer = "/project/Sources/Old/Nested/New.swift"
    fileSystem.beforeOperation = { _, operation, fs in
      if case .move(let from, _) = operation, from == "/project/Sources/Old/Nested", fs.text(newcomer) == nil {
        fs.addFile(newcomer, "theirs\n")
      }
    }
    try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)
    var expected = expectedAfter()
    expected["/project/Sources/Old"] = "dir"
    expected["/project/Sources/Old/Nested"] = "dir"
    expected[newcomer] = "file: theirs\n"
    XCTAssertEqual(fileSystem.snapshot(), expected)
  }

  /// Removing a whole module: only removals, the staging folder outside the removed folders.
  func testRemovingOnlyLeavesNoStagingFolder() throws {
    let fileSystem = InMemoryFileSystem([
      "/project/Sources/Old/OldView.swift": "old\n", "/project/Sources/Old/Nested/OldModel.swift": "model\n",
    ])
    var plan = GenerationPlan(
      moduleName: "Old", templateName: "fixture", parameters: [],
      files: [deletion("Old/OldView.swift", "old\n"), deletion("Old/Nested/OldModel.swift", "model\n")])
    plan.removableDirectories = ["Old/Nested", "Old", ""].map {
      (root: code, destination: $0.isEmpty ? code : code.appendingPathComponent($0, isDirectory: true))
    }
    let report = try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .failOnConflict)
    XCTAssertEqual(report.entries.map(\.outcome), [.remove, .remove])
    let empty = InMemoryFileSystem()
    empty.addDirectory("/project")
    XCTAssertEqual(fileSystem.snapshot(), empty.snapshot())
  }

  func testRemovalThroughALinkLeadingOutsideIsRefused() {
    let fileSystem = InMemoryFileSystem(["/elsewhere/OldView.swift": "old\n", "/project/README.md": "readme\n"])
    fileSystem.addSymlink("/project/Sources/Old", to: "/elsewhere")
    let plan = GenerationPlan(
      moduleName: "Old", templateName: "fixture", parameters: [], files: [deletion("Old/OldView.swift", "old\n")])
    let before = fileSystem.snapshot()
    XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .force)) { error in
      guard case .outsideRoot = (error as? SafeWriteError)?.reason else { return XCTFail("got \(error)") }
    }
    XCTAssertEqual(fileSystem.snapshot(), before)
  }
}
