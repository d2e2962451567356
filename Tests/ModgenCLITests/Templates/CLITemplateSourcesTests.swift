import Foundation
import ModgenTestSupport
import XCTest

/// `modgen template install|list|search|create` with local git repositories made in the test
/// (no network): install from a folder, a repository and a catalog, the lock file, updates,
/// and what modgen refuses to touch.
final class CLITemplateSourcesTests: XCTestCase {
  /// Generamba's catalog is never cloned in tests; git is found on the real PATH.
  private let environment = [
    "MODGEN_GENERAMBA_CATALOG": "", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
  ]

  @discardableResult
  private func git(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"]
      + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw XCTSkip("git \(arguments.joined(separator: " ")) failed: \(text)")
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A Generamba template `name` whose one code file says `marker`.
  private func writeTemplate(_ name: String, marker: String, in folder: URL) throws {
    try write(
      """
      name: "\(name)"
      summary: "The \(name) template"
      version: "1.0.0"
      code_files:
      - {name: Thing.swift, path: Code/thing.swift.liquid}

      """, to: folder.appendingPathComponent("\(name).rambaspec"))
    try write("// \(marker) {{ module_info.name }}\n", to: folder.appendingPathComponent("Code/thing.swift.liquid"))
  }

  /// A git repository at `folder` holding the template at its root, committed.
  private func makeRepository(_ folder: URL, template: String, marker: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try git(["init", "--quiet"], in: folder)
    try writeTemplate(template, marker: marker, in: folder)
    try git(["add", "-A"], in: folder)
    try git(["commit", "--quiet", "-m", "template"], in: folder)
  }

  private struct Fixture {
    var project: URL
    var repository: URL
    var catalog: URL
  }

  /// A project whose Rambafile declares a git template, a local one and a catalog one.
  private func makeFixture() throws -> Fixture {
    let base = try makeTemporaryDirectory()
    let repository = base.appendingPathComponent("remote-repo")
    try makeRepository(repository, template: "remote_t", marker: "v1")
    let catalog = base.appendingPathComponent("catalog")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try git(["init", "--quiet"], in: catalog)
    try writeTemplate("cat_t", marker: "catalog", in: catalog.appendingPathComponent("cat_t"))
    try writeTemplate("other_t", marker: "other", in: catalog.appendingPathComponent("other_t"))
    try git(["add", "-A"], in: catalog)
    try git(["commit", "--quiet", "-m", "catalog"], in: catalog)
    let project = base.appendingPathComponent("app")
    try writeTemplate("local_t", marker: "local", in: project.appendingPathComponent("vendor/local_t"))
    try write(
      """
      company: Acme
      project_name: Demo
      xcodeproj_path: Demo.xcodeproj
      project_target: Demo
      project_file_path: Sources
      project_group_path: Sources
      catalogs:
      - "\(catalog.path)"
      templates:
      - {name: remote_t, git: "\(repository.path)", branch: main}
      - {name: local_t, local: vendor/local_t}
      - {name: cat_t}

      """, to: project.appendingPathComponent("Rambafile"))
    return Fixture(project: project, repository: repository, catalog: catalog)
  }

  func testInstallFetchesEverySourceAndLocksTheCommits() throws {
    let fixture = try makeFixture()
    let run = runModgen(["template", "install"], in: fixture.project, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("installed  Templates/remote_t"), run.stdout)
    XCTAssertTrue(run.stdout.contains("installed  Templates/local_t"), run.stdout)
    XCTAssertTrue(run.stdout.contains("installed  Templates/cat_t"), run.stdout)
    XCTAssertEqual(
      try read(fixture.project.appendingPathComponent("Templates/remote_t/Code/thing.swift.liquid")),
      "// v1 {{ module_info.name }}\n")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: fixture.project.appendingPathComponent("Templates/remote_t/.git").path))
    let commit = try git(["rev-parse", "HEAD"], in: fixture.repository)
    let lock = try read(fixture.project.appendingPathComponent("modgen-templates.lock"))
    XCTAssertTrue(lock.contains("\"commit\" : \"\(commit)\""), lock)
    XCTAssertTrue(lock.contains("\"reference\" : \"branch:main\""), lock)
    // The installed template generates (a Generamba template now).
    let gen = runModgen(["gen", "Passcode", "remote_t", "--no-project"], in: fixture.project, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertEqual(
      try read(fixture.project.appendingPathComponent("Sources/Passcode/PasscodeThing.swift")), "// v1 Passcode\n")
    // Again: nothing changes.
    let again = runModgen(["template", "install"], in: fixture.project, environment: environment)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertEqual(again.stdout.components(separatedBy: "unchanged").count - 1, 3, again.stdout)
  }

  func testTheLockHoldsTheCommitUntilUpdate() throws {
    let fixture = try makeFixture()
    XCTAssertEqual(runModgen(["template", "install"], in: fixture.project, environment: environment).status, 0)
    try writeTemplate("remote_t", marker: "v2", in: fixture.repository)
    try git(["commit", "--quiet", "-am", "v2"], in: fixture.repository)
    let installed = fixture.project.appendingPathComponent("Templates/remote_t/Code/thing.swift.liquid")
    // A teammate's install (or CI) gets the locked commit, not the branch's new tip.
    let locked = runModgen(["template", "install"], in: fixture.project, environment: environment)
    XCTAssertEqual(locked.status, 0, locked.stderr)
    XCTAssertEqual(try read(installed), "// v1 {{ module_info.name }}\n")
    let updated = runModgen(["template", "install", "--update"], in: fixture.project, environment: environment)
    XCTAssertEqual(updated.status, 0, updated.stderr)
    XCTAssertTrue(updated.stdout.contains("updated  Templates/remote_t"), updated.stdout)
    XCTAssertEqual(try read(installed), "// v2 {{ module_info.name }}\n")
    let commit = try git(["rev-parse", "HEAD"], in: fixture.repository)
    XCTAssertTrue(try read(fixture.project.appendingPathComponent("modgen-templates.lock")).contains(commit))
  }

  func testFoldersModgenDidNotInstallOrThatWereEditedAreLeftAlone() throws {
    let fixture = try makeFixture()
    // The team's own folder with a declared name is never replaced.
    let own = fixture.project.appendingPathComponent("Templates/cat_t/mine.txt")
    try write("ours\n", to: own)
    let refused = runModgen(["template", "install"], in: fixture.project, environment: environment)
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.stderr.contains("Templates/cat_t exists and modgen did not install it"), refused.stderr)
    XCTAssertTrue(refused.stderr.contains("Rambafile:12:3: error:"), "located at the declaration: \(refused.stderr)")
    XCTAssertEqual(try read(own), "ours\n")
    XCTAssertTrue(refused.stdout.contains("installed  Templates/remote_t"), "the others are still installed")
    // An installed template edited since is kept unless --force.
    try FileManager.default.removeItem(at: own.deletingLastPathComponent())
    XCTAssertEqual(runModgen(["template", "install"], in: fixture.project, environment: environment).status, 0)
    let installed = fixture.project.appendingPathComponent("Templates/remote_t/Code/thing.swift.liquid")
    try write("// edited\n", to: installed)
    try writeTemplate("remote_t", marker: "v2", in: fixture.repository)
    try git(["commit", "--quiet", "-am", "v2"], in: fixture.repository)
    let edited = runModgen(["template", "install", "--update"], in: fixture.project, environment: environment)
    XCTAssertEqual(edited.status, 1)
    XCTAssertTrue(edited.stderr.contains("Templates/remote_t was edited since modgen installed it"), edited.stderr)
    XCTAssertEqual(try read(installed), "// edited\n")
    let forced = runModgen(
      ["template", "install", "--update", "--force"], in: fixture.project, environment: environment)
    XCTAssertEqual(forced.status, 0, forced.stderr)
    XCTAssertEqual(try read(installed), "// v2 {{ module_info.name }}\n")
  }

  func testAnUnreachableRepositoryIsNamedAndChangesNothing() throws {
    let project = try makeTemporaryDirectory()
    try write(
      """
      {"template_sources": [{"name": "gone", "git": "\(project.path)/no-such-repo", "tag": "v1"}]}
      """, to: project.appendingPathComponent("modgen.json"))
    let run = runModgen(["template", "install"], in: project, environment: environment)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("cannot fetch \(project.path)/no-such-repo"), run.stderr)
    XCTAssertTrue(run.stderr.contains("modgen.json:1:"), "located at the declaration: \(run.stderr)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates/gone").path))
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("modgen-templates.lock").path))
  }

  func testModgenJSONSourcesWithTagsAndWrongTypes() throws {
    let base = try makeTemporaryDirectory()
    let repository = base.appendingPathComponent("repo")
    try makeRepository(repository, template: "tagged", marker: "tagged")
    try git(["tag", "v1"], in: repository)
    let project = base.appendingPathComponent("app")
    try write(
      """
      {"template_sources": [{"name": "tagged", "git": "\(repository.path)", "tag": "v1"}]}
      """, to: project.appendingPathComponent("modgen.json"))
    let run = runModgen(["template", "install"], in: project, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: project.appendingPathComponent("Templates/tagged/tagged.rambaspec").path))
    XCTAssertTrue(try read(project.appendingPathComponent("modgen-templates.lock")).contains("tag:v1"))
    try write(
      """
      {"template_sources": [{"name": "x", "local": "a", "tag": "v1"}]}
      """, to: project.appendingPathComponent("modgen.json"))
    let wrong = runModgen(["template", "install"], in: project, environment: environment)
    XCTAssertEqual(wrong.status, 1)
    XCTAssertTrue(wrong.stderr.contains("\"tag\" applies to a \"git\" source"), wrong.stderr)
  }

  func testListAndSearchTheCatalogs() throws {
    let fixture = try makeFixture()
    let list = runModgen(["template", "list"], in: fixture.project, environment: environment)
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertTrue(list.stdout.contains("cat_t    The cat_t template  (\(fixture.catalog.path))"), list.stdout)
    XCTAssertTrue(list.stdout.contains("other_t"), list.stdout)
    let search = runModgen(["template", "search", "OTH"], in: fixture.project, environment: environment)
    XCTAssertEqual(search.status, 0, search.stderr)
    XCTAssertTrue(search.stdout.contains("other_t") && !search.stdout.contains("cat_t"), search.stdout)
  }

  /// A catalog named by a relative folder in modgen.json means that folder beside modgen.json, from
  /// any folder below the project.
  func testARelativeCatalogInModgenJSONIsFoundFromASubfolder() throws {
    let fixture = try makeFixture()
    let project = fixture.catalog.deletingLastPathComponent().appendingPathComponent("spm")
    try write(#"{"catalogs": ["../catalog"]}"#, to: project.appendingPathComponent("modgen.json"))
    let inside = project.appendingPathComponent("Sources/Feature")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let search = runModgen(["template", "search", "cat"], in: inside, environment: environment)
    XCTAssertEqual(search.status, 0, search.stderr)
    XCTAssertTrue(search.stdout.contains("cat_t"), search.stdout)
    XCTAssertTrue(search.stdout.contains("(\(fixture.catalog.path))"), "shown as the folder it is:\n\(search.stdout)")
  }

  func testCreateWritesATemplateThatGenerates() throws {
    let project = try makeTemporaryDirectory()
    let created = runModgen(["template", "create", "Greeter"], in: project)
    XCTAssertEqual(created.status, 0, created.stderr)
    let gen = runModgen(
      ["gen", "Sample", "Greeter", "--templates", "Templates", "-p", "tests=swift-testing"], in: project)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(
      try read(project.appendingPathComponent("Tests/Sample/SampleServiceTests.swift")).contains("@Test func"))
    let again = runModgen(["template", "create", "Greeter"], in: project)
    XCTAssertEqual(again.status, 1)
    XCTAssertTrue(again.stderr.contains("Templates/Greeter already exists"), again.stderr)
    XCTAssertEqual(runModgen(["template", "create", "9lives"], in: project).status, 64)
    XCTAssertEqual(runModgen(["template", "frobnicate"], in: project).status, 64)
  }
}
