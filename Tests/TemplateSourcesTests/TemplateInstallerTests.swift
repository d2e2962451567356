import Foundation
import Located
import ModgenSupport
import ModgenTestSupport
import TemplateSpec
import XCTest

@testable import TemplateSources

/// `modgen template install` from a folder, in memory: the files are copied (not `.git`) and
/// locked, what modgen did not install or what was edited since is left alone, and a failure at
/// any step leaves the old template or the new one, whole.
final class TemplateInstallerTests: XCTestCase {
  private let source = "/app/vendor/greeter"
  private let destination = "/app/Templates/greeter"

  /// A project with template `greeter` in `vendor/greeter` (with a `.git` folder of its own).
  private func project(_ extra: [String: String] = [:]) -> InMemoryFileSystem {
    var files = [
      "\(source)/template.json": #"{"name": "greeter"}"#,
      "\(source)/Code/View.swift.liquid": "struct {{ module_info.name }}View {}\n",
      "\(source)/.git/HEAD": "ref: refs/heads/main\n",
    ]
    files.merge(extra) { $1 }
    return InMemoryFileSystem(files)
  }

  private func installer(_ disk: InMemoryFileSystem) -> TemplateInstaller {
    TemplateInstaller(
      fileSystem: disk, git: GitClient(runner: ProcessRunner(environment: [:])),
      projectRoot: URL(fileURLWithPath: "/app"), templatesFolder: URL(fileURLWithPath: "/app/Templates"),
      catalogs: [], scratch: URL(fileURLWithPath: "/scratch"))
  }

  private func local(_ name: String = "greeter", _ path: String = "vendor/greeter", line: Int = 3)
    -> TemplateSourceDeclaration
  {
    TemplateSourceDeclaration(
      name: name, source: .local(path), place: Diagnostic("", file: "/app/modgen.json", line: line, column: 5))
  }

  /// The files below `folder` with their text.
  private func files(below folder: String, in disk: InMemoryFileSystem) -> [String: String] {
    var result: [String: String] = [:]
    for (path, description) in disk.snapshot() where path.hasPrefix(folder + "/") && description.hasPrefix("file: ") {
      result[String(path.dropFirst(folder.count + 1))] = String(description.dropFirst("file: ".count))
    }
    return result
  }

  private func lock(_ disk: InMemoryFileSystem) throws -> TemplateLock {
    try TemplateLock.read(at: URL(fileURLWithPath: "/app/\(TemplateLock.fileName)"), fileSystem: disk)
  }

  private func digest(of folder: String, in disk: InMemoryFileSystem) throws -> String {
    try TemplateDigest.of(folder: URL(fileURLWithPath: folder), fileSystem: disk)
  }

  func testAFolderIsCopiedWithoutGitAndLockedWithItsDigest() throws {
    let disk = project()
    let result = try installer(disk).install([local()], update: false, force: false)
    XCTAssertTrue(result.failures.isEmpty, "\(result.failures)")
    XCTAssertEqual(result.outcomes, [.init(name: "greeter", action: .installed, detail: "vendor/greeter")])
    XCTAssertEqual(
      files(below: destination, in: disk),
      ["template.json": #"{"name": "greeter"}"#, "Code/View.swift.liquid": "struct {{ module_info.name }}View {}\n"])
    XCTAssertEqual(try disk.contentsOfDirectory(at: URL(fileURLWithPath: "/app/Templates")), ["greeter"])
    XCTAssertEqual(
      try lock(disk).entries["greeter"],
      TemplateLock.Entry(
        name: "greeter", kind: "local", source: "vendor/greeter", reference: nil, commit: nil,
        digest: try digest(of: destination, in: disk)))
    XCTAssertEqual(try digest(of: destination, in: disk), try digest(of: source, in: disk), "`.git` is not counted")
  }

  func testAnUnchangedSourceTouchesNothingAndAChangedOneIsUpdated() throws {
    let disk = project()
    _ = try installer(disk).install([local()], update: false, force: false)
    let before = disk.operations.count
    let again = try installer(disk).install([local()], update: false, force: false)
    XCTAssertEqual(again.outcomes.map(\.action), [.unchanged])
    XCTAssertEqual(disk.operations.count, before, "nothing written, not even the lock: \(disk.operations[before...])")

    disk.addFile("\(source)/Code/View.swift.liquid", "struct {{ module_info.name }}Screen {}\n")
    disk.addFile("\(source)/Code/Extra.swift.liquid", "// extra\n")
    let updated = try installer(disk).install([local()], update: false, force: false)
    XCTAssertEqual(updated.outcomes.map(\.action), [.updated])
    XCTAssertEqual(
      files(below: destination, in: disk)["Code/View.swift.liquid"], "struct {{ module_info.name }}Screen {}\n")
    XCTAssertEqual(files(below: destination, in: disk)["Code/Extra.swift.liquid"], "// extra\n")
    XCTAssertEqual(try lock(disk).entries["greeter"]?.digest, try digest(of: destination, in: disk))
    XCTAssertEqual(try disk.contentsOfDirectory(at: URL(fileURLWithPath: "/app/Templates")), ["greeter"])
  }

  func testAFolderModgenDidNotInstallIsLeftAloneAndTheOthersGoOn() throws {
    let disk = project([
      "\(destination)/template.json": "mine", "/app/vendor/other/template.json": #"{"name": "other"}"#,
    ])
    for force in [false, true] {
      let result = try installer(disk).install(
        [local(line: 3), local("other", "vendor/other", line: 9)], update: false, force: force)
      XCTAssertEqual(result.outcomes.map(\.name), ["other"])
      let failure = try XCTUnwrap(result.failures.first)
      XCTAssertEqual(failure.message, "Templates/greeter exists and modgen did not install it; it is left as it is")
      let diagnostic = try XCTUnwrap(failure.diagnostics.first)
      XCTAssertEqual(diagnostic.file, "/app/modgen.json", "located at the declaration")
      XCTAssertEqual(diagnostic.line, 3)
      XCTAssertEqual(diagnostic.column, 5)
      XCTAssertEqual(diagnostic.notes, ["move or remove the folder yourself, then run 'modgen template install' again"])
      XCTAssertEqual(files(below: destination, in: disk), ["template.json": "mine"])
      XCTAssertEqual(try lock(disk).entries.keys.sorted(), ["other"])
    }
  }

  func testATemplateEditedSinceItWasInstalledIsReplacedOnlyWithForce() throws {
    let disk = project()
    _ = try installer(disk).install([local()], update: false, force: false)
    disk.addFile("\(destination)/Code/View.swift.liquid", "// my edit\n")
    let refused = try installer(disk).install([local()], update: false, force: false)
    XCTAssertEqual(refused.outcomes, [])
    XCTAssertEqual(
      refused.failures.map(\.message), ["Templates/greeter was edited since modgen installed it; it is left as it is"])
    XCTAssertEqual(refused.failures.first?.diagnostics.first?.line, 3)
    XCTAssertEqual(files(below: destination, in: disk)["Code/View.swift.liquid"], "// my edit\n")

    let forced = try installer(disk).install([local()], update: false, force: true)
    XCTAssertEqual(forced.outcomes.map(\.action), [.updated])
    XCTAssertEqual(
      files(below: destination, in: disk), files(below: source, in: disk).filter { !$0.key.hasPrefix(".git") })
    XCTAssertEqual(try lock(disk).entries["greeter"]?.digest, try digest(of: destination, in: disk))
  }

  /// An update where any one step fails: the template folder is the old one or the new one,
  /// never a mix; nothing is left staged; and a run that reports success locks what is there.
  func testAFailureAtAnyStepLeavesTheOldTemplateOrTheNewOneWhole() throws {
    func installedThenChanged() throws -> InMemoryFileSystem {
      let disk = project(["\(source)/Code/Old.swift.liquid": "// old\n"])
      _ = try installer(disk).install([local()], update: false, force: false)
      try disk.removeItem(at: URL(fileURLWithPath: "\(source)/Code/Old.swift.liquid"))
      disk.addFile("\(source)/Code/View.swift.liquid", "// new view\n")
      disk.addFile("\(source)/Code/New/Deep.swift.liquid", "// new\n")
      return disk
    }
    let old = files(below: destination, in: try installedThenChanged())
    let new = files(below: source, in: try installedThenChanged()).filter { !$0.key.hasPrefix(".git") }
    XCTAssertNotEqual(old, new)

    var step = 0
    var sawBoth = (old: false, new: false)
    while true {
      let disk = try installedThenChanged()
      disk.failingOperation = disk.operations.count + step
      var outcome: (outcomes: [TemplateInstaller.Outcome], failures: [TemplateSourceError])?
      do {
        outcome = try installer(disk).install([local()], update: false, force: false)
      } catch {
        XCTAssertTrue(error.message.contains("cannot write modgen-templates.lock"), "step \(step): \(error)")
        XCTAssertEqual(
          files(below: destination, in: disk), old, "step \(step): an unwritten lock puts the old one back")
      }
      // Whatever happened, the lock describes the folder that is there.
      XCTAssertEqual(try lock(disk).entries["greeter"]?.digest, try digest(of: destination, in: disk), "step \(step)")
      let failed = disk.operations.count > disk.failingOperation!
      let installed = files(below: destination, in: disk)
      XCTAssertTrue(
        installed == old || installed == new,
        "step \(step): neither the old nor the new template: \(installed.keys.sorted())")
      sawBoth.old = sawBoth.old || installed == old
      sawBoth.new = sawBoth.new || installed == new
      let leftovers = try disk.contentsOfDirectory(at: URL(fileURLWithPath: "/app/Templates")).filter {
        $0 != "greeter"
      }
      XCTAssertFalse(leftovers.contains { $0.hasPrefix(".modgen-install-") }, "step \(step): \(leftovers)")
      let reported = outcome?.failures.map(\.message).joined(separator: "\n") ?? ""
      for leftover in leftovers {
        XCTAssertTrue(reported.contains(leftover), "step \(step): \(leftover) left behind without a word")
      }
      if let outcome, outcome.failures.isEmpty {
        XCTAssertEqual(installed, new, "step \(step)")
        XCTAssertEqual(try lock(disk).entries["greeter"]?.digest, try digest(of: destination, in: disk), "step \(step)")
      }
      if let failure = outcome?.failures.first, !failure.message.hasPrefix("cannot remove the replaced copy") {
        XCTAssertEqual(installed, old, "step \(step)")
        XCTAssertEqual(failure.diagnostics.first?.line, 3, "step \(step): located at the declaration")
        XCTAssertEqual(try lock(disk).entries["greeter"]?.digest, try digest(of: destination, in: disk), "step \(step)")
      }
      if !failed { break }
      step += 1
    }
    XCTAssertGreaterThan(step, 5, "every step of the copy and the swap was failed once")
    XCTAssertTrue(sawBoth.old && sawBoth.new)
  }

  func testTheDestinationItselfIsLeftInPlace() throws {
    let disk = project(["\(destination)/template.json": #"{"name": "greeter"}"#])
    let before = disk.operations.count
    let result = try installer(disk).install([local("greeter", "Templates/greeter")], update: false, force: false)
    XCTAssertEqual(result.outcomes, [.init(name: "greeter", action: .inPlace, detail: "local Templates/greeter")])
    XCTAssertEqual(disk.operations.count, before, "nothing copied or locked")
  }

  func testNamesThatAreNotFolderNamesAndFoldersWithoutATemplateAreRefused() throws {
    let disk = project(["/app/vendor/empty/README.md": "no template here"])
    let before = disk.operations.count
    let declarations = [
      local("../escape"), local("a/b"), local(".hidden"), local(""), local("greeter", "vendor/missing"),
      local("greeter", "vendor/empty"),
    ]
    let result = try installer(disk).install(declarations, update: false, force: false)
    XCTAssertEqual(result.outcomes, [])
    XCTAssertEqual(
      result.failures.map(\.message),
      [
        "'../escape' is not a template name (it becomes a folder name)",
        "'a/b' is not a template name (it becomes a folder name)",
        "'.hidden' is not a template name (it becomes a folder name)",
        "'' is not a template name (it becomes a folder name)",
        "the folder 'vendor/missing' of template 'greeter' does not exist",
        "the folder 'vendor/empty' holds neither greeter.rambaspec nor template.json, so it is not template 'greeter'",
      ])
    XCTAssertEqual(disk.operations.count, before, "nothing written")
  }

  func testABrokenLockStopsTheInstallBeforeAnythingIsCopied() throws {
    let disk = project(["/app/\(TemplateLock.fileName)": "{}"])
    let before = disk.operations.count
    XCTAssertThrowsError(try installer(disk).install([local()], update: false, force: false)) { error in
      XCTAssertEqual((error as? TemplateSourceError)?.message, "modgen-templates.lock is not a modgen lock file")
    }
    XCTAssertEqual(disk.operations.count, before)
  }
}
