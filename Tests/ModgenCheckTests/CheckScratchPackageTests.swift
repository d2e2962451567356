import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenCheck

final class CheckScratchPackageTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-scratch-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func targets(presenter: String) -> [ScratchTarget] {
    [
      ScratchTarget(
        name: "ModuleCore", isTest: false, dependencies: [], files: ["Core.swift": "public enum Core {}\n"]),
      ScratchTarget(
        name: "PasscodeT", isTest: false, dependencies: ["ModuleCore"], files: ["Sub/Presenter.swift": presenter]),
      ScratchTarget(
        name: "PasscodeTTests", isTest: true, dependencies: ["PasscodeT", "ModuleCore"],
        files: ["PresenterTests.swift": "import XCTest\n"]),
    ]
  }

  func testWritesOnlyChangedFilesAndRemovesStaleOnes() throws {
    let package = ScratchPackage(root: root)
    let first = try package.write(targets: targets(presenter: "struct P {}\n"))
    XCTAssertEqual(
      Set(first.written),
      [
        "Package.swift", "Sources/ModuleCore/Core.swift", "Sources/PasscodeT/Sub/Presenter.swift",
        "Tests/PasscodeTTests/PresenterTests.swift",
      ])
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    XCTAssertTrue(
      manifest.contains(".testTarget(name: \"PasscodeTTests\", dependencies: [\"PasscodeT\", \"ModuleCore\"]"))
    XCTAssertTrue(manifest.contains("swiftLanguageModes: [.v6]"))
    XCTAssertTrue(manifest.contains("-warnings-as-errors"))

    let again = try package.write(targets: targets(presenter: "struct P {}\n"))
    XCTAssertEqual(again.written, [])
    XCTAssertEqual(again.unchanged, 4)
    XCTAssertEqual(again.inputsHash, first.inputsHash)

    let changed = try package.write(targets: targets(presenter: "struct Q {}\n"))
    XCTAssertEqual(changed.written, ["Sources/PasscodeT/Sub/Presenter.swift"])
    XCTAssertNotEqual(changed.inputsHash, first.inputsHash)

    let fewer = try package.write(targets: Array(targets(presenter: "struct Q {}\n").prefix(1)))
    XCTAssertEqual(
      Set(fewer.removed), ["Sources/PasscodeT/Sub/Presenter.swift", "Tests/PasscodeTTests/PresenterTests.swift"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/PasscodeT").path))
  }

  func testWritesThroughTheFileSystemSeam() throws {
    let disk = InMemoryFileSystem(["/scratch/Sources/Gone/Old.swift": "struct Old {}\n"])
    let package = ScratchPackage(root: URL(fileURLWithPath: "/scratch"), fileSystem: disk)
    let summary = try package.write(targets: targets(presenter: "struct P {}\n"))
    XCTAssertEqual(summary.removed, ["Sources/Gone/Old.swift"])
    XCTAssertEqual(disk.text("/scratch/Sources/PasscodeT/Sub/Presenter.swift"), "struct P {}\n")
    XCTAssertNil(disk.itemKind(at: URL(fileURLWithPath: "/scratch/Sources/Gone")), "emptied folders go too")
    XCTAssertEqual(try package.write(targets: targets(presenter: "struct P {}\n")).unchanged, 4)

    var cache = CheckCache(directory: URL(fileURLWithPath: "/cache"))
    cache.fileSystem = disk
    XCTAssertNil(cache.readStamp())
    try cache.writeStamp(CheckStamp(shared: "abc", variants: [:]))
    XCTAssertEqual(cache.readStamp()?.shared, "abc")
    cache.removeStamp()
    XCTAssertNil(cache.readStamp())
  }

  /// A selection writes only the variants it builds; the files of the others stay (their build
  /// products stay current), and only a write without them in `keeping` removes them.
  func testKeptFoldersSurviveAWriteOfOtherTargets() throws {
    let disk = InMemoryFileSystem([
      "/scratch/Sources/Other/Other.swift": "struct Other {}\n",
      "/scratch/Tests/OtherTests/OtherTests.swift": "import XCTest\n",
    ])
    let package = ScratchPackage(root: URL(fileURLWithPath: "/scratch"), fileSystem: disk)
    let kept = try package.write(
      targets: targets(presenter: "struct P {}\n"), keeping: ["Sources/Other", "Tests/OtherTests"])
    XCTAssertEqual(kept.removed, [])
    XCTAssertEqual(disk.text("/scratch/Sources/Other/Other.swift"), "struct Other {}\n")
    XCTAssertFalse(ScratchPackage.manifest(targets: targets(presenter: "")).contains("\"Other\""))
    let pruned = try package.write(targets: targets(presenter: "struct P {}\n"))
    XCTAssertEqual(pruned.removed, ["Sources/Other/Other.swift", "Tests/OtherTests/OtherTests.swift"])
  }

  func testCacheFolderFollowsXDGThenHome() {
    let here = URL(fileURLWithPath: "/w")
    let xdg = CheckCache(
      templateDirectories: ["/a", "/b"], workingDirectory: here, environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"])
    XCTAssertTrue(xdg.directory.path.hasPrefix("/x/modgen/check/"))
    let home = CheckCache(templateDirectories: ["/b", "/a"], workingDirectory: here, environment: ["HOME": "/h"])
    XCTAssertTrue(home.directory.path.hasPrefix("/h/.cache/modgen/check/"))
    XCTAssertEqual(xdg.directory.lastPathComponent, home.directory.lastPathComponent)
    let other = CheckCache(templateDirectories: ["/c"], workingDirectory: here, environment: ["HOME": "/h"])
    XCTAssertNotEqual(other.directory.lastPathComponent, home.directory.lastPathComponent)
  }

  /// The same relative template folder in two checkouts (two worktrees, two projects) must not
  /// share one scratch package; the same folder named relatively or absolutely must.
  func testCacheFolderIsKeyedByTheAbsoluteTemplateFolder() {
    let environment = ["XDG_CACHE_HOME": "/x"]
    func cache(_ folder: String, in directory: String) -> String {
      CheckCache(
        templateDirectories: [folder], workingDirectory: URL(fileURLWithPath: directory), environment: environment
      ).directory.lastPathComponent
    }
    XCTAssertNotEqual(cache("Templates/viper", in: "/work/one"), cache("Templates/viper", in: "/work/two"))
    XCTAssertEqual(cache("Templates/viper", in: "/work/one"), cache("/work/one/Templates/viper", in: "/elsewhere"))
    XCTAssertEqual(cache("<built-in>/viper", in: "/work/one"), cache("<built-in>/viper", in: "/work/two"))
  }

  func testStampRoundTrip() throws {
    let cache = CheckCache(directory: root)
    XCTAssertNil(cache.readStamp())
    let result = VariantCheckResult(module: "P", parameters: ["a=b"], lint: .passed, build: .passed, tests: .passed)
    try cache.writeStamp(CheckStamp(shared: "abc", variants: ["P": CheckStamp.Entry(inputs: "p1", result: result)]))
    XCTAssertEqual(cache.readStamp()?.shared, "abc")
    XCTAssertEqual(cache.readStamp()?.reusableResult(of: "P", inputs: "p1"), result)
    XCTAssertNil(cache.readStamp()?.reusableResult(of: "P", inputs: "p2"), "other inputs")
    var failed = result
    failed.tests = .failed
    try cache.writeStamp(CheckStamp(shared: "abc", variants: ["P": CheckStamp.Entry(inputs: "p1", result: failed)]))
    XCTAssertNil(cache.readStamp()?.reusableResult(of: "P", inputs: "p1"), "a failed result is never reused")
    let lock = try cache.lock()
    _ = lock
  }
}
