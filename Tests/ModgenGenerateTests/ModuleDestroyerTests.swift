import Foundation
import Located
import ModgenTestSupport
import SwiftPackageManifest
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport

/// Planning a module's removal from its record, and applying it all or nothing: whatever step
/// fails, the tree and the project are as before.
final class ModuleDestroyerTests: XCTestCase {
  private let root = URL(fileURLWithPath: "/package")

  private static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Features",
      dependencies: [.package(path: "../modgen")],
      targets: [
        .target(name: "Home", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
      ]
    )

    """

  private let files = [
    ("Sources/Passcode/PasscodeView.swift", "code", "struct PasscodeView {}\n"),
    ("Sources/Passcode/Parts/PasscodeCell.swift", "code", "struct PasscodeCell {}\n"),
    ("Tests/Passcode/PasscodeTests.swift", "test", "// tests\n"),
  ]

  /// The tree before `gen`: a package with one target.
  private func makeBefore() -> InMemoryFileSystem {
    let fileSystem = InMemoryFileSystem([
      "/package/Package.swift": Self.manifest, "/package/Sources/Home/Home.swift": "struct Home {}\n",
    ])
    fileSystem.addDirectory("/package/Tests")
    return fileSystem
  }

  /// The tree after `gen --package-target`: the module's files, its targets and its record.
  private func makeAfter() throws -> InMemoryFileSystem {
    let fileSystem = makeBefore()
    let store = ModuleRecordStore(root: root, fileSystem: fileSystem)
    let record = ModuleRecord(
      module: "Passcode",
      template: .init(
        name: "mini", origin: "project", location: "Templates/mini", version: "1.0.0",
        digest: "sha256:" + String(repeating: "a", count: 64)),
      modgenVersion: "0.1.0", parameters: [:],
      files: files.map { .init(path: $0.0, role: $0.1, digest: ModuleRecord.digest(of: Data($0.2.utf8))) },
      package: .init(file: "Package.swift", targets: ["Passcode", "PasscodeTests"]))
    let planned = store.plannedFiles(
      for: record, contents: Dictionary(uniqueKeysWithValues: files.map { ($0.0, Data($0.2.utf8)) }))
    for file in planned { fileSystem.addFile(file.destinationPath, String(decoding: file.contents, as: UTF8.self)) }
    for (path, _, text) in files { fileSystem.addFile("/package/" + path, text) }
    let edit = try PackageManifestEditor.addTargets(
      .init(name: "Passcode", folder: "Sources/Passcode", testsFolder: "Tests/Passcode"),
      to: SourceText(Self.manifest, file: "Package.swift"))
    fileSystem.addFile("/package/Package.swift", edit.text)
    return fileSystem
  }

  private func destroyer(_ fileSystem: InMemoryFileSystem) -> ModuleDestroyer {
    ModuleDestroyer(store: ModuleRecordStore(root: root, fileSystem: fileSystem)) { $0.filePath }
  }

  func testThePlanRemovesFilesFoldersTargetsAndTheRecordFolder() throws {
    let fileSystem = try makeAfter()
    let result = try destroyer(fileSystem).plan(["Passcode"], force: false)
    XCTAssertEqual(result.modules, ["Passcode"])
    XCTAssertEqual(result.modified, [])
    XCTAssertTrue(result.removesRecordFolder)
    XCTAssertEqual(
      result.plan.files.map { "\($0.action.rawValue) \($0.destinationPath)" },
      [
        "delete /package/Sources/Passcode/PasscodeView.swift",
        "delete /package/Sources/Passcode/Parts/PasscodeCell.swift",
        "delete /package/Tests/Passcode/PasscodeTests.swift",
        "update /package/Package.swift",
        "delete /package/.modgen/modules/Passcode.json",
        "delete /package/.modgen/generated/Passcode.json",
        "delete /package/.modgen/.gitattributes",
        "delete /package/.modgen/.gitignore",
      ])
    XCTAssertEqual(
      result.plan.removableDirectories.map { "\($0.destination.filePath) in \($0.root.filePath)" },
      [
        "/package/Sources/Passcode in /package/Sources",
        "/package/Sources/Passcode/Parts in /package/Sources",
        "/package/Tests/Passcode in /package/Tests",
        "/package/.modgen/modules in /package/.modgen",
        "/package/.modgen/generated in /package/.modgen",
        "/package/.modgen in /package",
      ])
    try SafeWriter(fileSystem: fileSystem).apply(result.plan, policy: .failOnConflict)
    XCTAssertEqual(fileSystem.snapshot(), makeBefore().snapshot(), "the tree is byte for byte as before gen")
  }

  func testAnEditedFileIsReportedAndOnlyForcedRemoved() throws {
    let fileSystem = try makeAfter()
    fileSystem.addFile("/package/Sources/Passcode/PasscodeView.swift", "struct PasscodeView { var mine = 1 }\n")
    let refused = try destroyer(fileSystem).plan(["Passcode"], force: false)
    XCTAssertEqual(refused.modified, ["Sources/Passcode/PasscodeView.swift"])
    let forced = try destroyer(fileSystem).plan(["Passcode"], force: true)
    XCTAssertEqual(forced.modified, ["Sources/Passcode/PasscodeView.swift"])
    try SafeWriter(fileSystem: fileSystem).apply(forced.plan, policy: .failOnConflict)
    XCTAssertEqual(fileSystem.snapshot(), makeBefore().snapshot())
  }

  func testAnotherRecordKeepsTheRecordFolder() throws {
    let fileSystem = try makeAfter()
    fileSystem.addFile("/package/.modgen/modules/Login.json", "{}\n")
    let result = try destroyer(fileSystem).plan(["Passcode"], force: false)
    XCTAssertFalse(result.removesRecordFolder)
    XCTAssertFalse(result.plan.files.contains { $0.relativePath == ".gitignore" })
  }

  func testAFolderNotNamedAfterTheModuleIsNeverRemoved() {
    let destroyer = destroyer(InMemoryFileSystem())
    XCTAssertEqual(destroyer.moduleFolders(of: "App/Shared/File.swift", owners: ["Passcode"]).count, 0)
    XCTAssertEqual(
      destroyer.moduleFolders(of: "App/Passcode/View/File.swift", owners: ["Passcode"]).map(\.destination.filePath),
      ["/package/App/Passcode", "/package/App/Passcode/View"])
    XCTAssertEqual(destroyer.moduleFolders(of: "/elsewhere/Passcode/File.swift", owners: ["Passcode"]).count, 0)
  }

  /// Fails each mutating operation of a successful destroy in turn: the tree and the manifest are
  /// byte for byte as before every time.
  func testFailureAtEveryStepLeavesTheTreeAndProjectAsTheyWere() throws {
    let probe = try makeAfter()
    try SafeWriter(fileSystem: probe).apply(
      try destroyer(probe).plan(["Passcode"], force: false).plan, policy: .failOnConflict)
    let steps = probe.operations
    XCTAssertGreaterThan(steps.count, 10, "\(steps)")
    for index in steps.indices {
      let fileSystem = try makeAfter()
      let before = fileSystem.snapshot()
      let plan = try destroyer(fileSystem).plan(["Passcode"], force: false).plan
      fileSystem.failingOperation = index
      XCTAssertThrowsError(try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .failOnConflict), "step \(index)")
      {
        error in
        guard let error = error as? SafeWriteError, case .operationFailed = error.reason else {
          return XCTFail("step \(index) (\(steps[index])): unexpected \(error)")
        }
        XCTAssertEqual(error.restoreFailures, [], "step \(index)")
      }
      XCTAssertEqual(fileSystem.snapshot(), before, "tree changed after failing step \(index): \(steps[index])")
    }
  }

  func testABrokenRecordIsALocatedError() throws {
    let fileSystem = try makeAfter()
    fileSystem.addFile("/package/.modgen/modules/Passcode.json", "{\n  \"format\": 1,\n  \"module\": \n}\n")
    XCTAssertThrowsError(try destroyer(fileSystem).plan(["Passcode"], force: false)) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.file, "/package/.modgen/modules/Passcode.json")
      XCTAssertEqual(diagnostic?.line, 4)
    }
  }

  func testAChildCannotBeDestroyedWithoutItsParent() throws {
    let fileSystem = try makeAfter()
    let store = ModuleRecordStore(root: root, fileSystem: fileSystem)
    var record = try XCTUnwrap(try store.load("Passcode") { $0.filePath })
    record.children = ["PasscodeHeader"]
    fileSystem.addFile("/package/.modgen/modules/Passcode.json", record.text)
    XCTAssertThrowsError(try destroyer(fileSystem).plan(["PasscodeHeader"], force: false)) { error in
      XCTAssertEqual(
        (error as? Diagnostic)?.message,
        "'PasscodeHeader' was generated with 'Passcode' (its template makes both); destroy 'Passcode' to remove them")
    }
  }
}
