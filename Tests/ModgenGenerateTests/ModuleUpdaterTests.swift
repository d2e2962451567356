import Foundation
import Located
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import ModgenSupport
@testable import TemplateSpec

/// The lifecycle without the command line: a module planned by ``ModulePlanner`` and recorded by
/// ``ModuleRecorder`` into an Xcode project, then updated by ``ModuleUpdater`` and destroyed by
/// ``ModuleDestroyer``, both taking project entries out through ``RecordedProjectEntries``.
final class ModuleUpdaterTests: XCTestCase {
  private let root = URL(fileURLWithPath: "/work")
  private var pbxproj: String { "/work/App.xcodeproj/project.pbxproj" }

  /// A project with one app target, its Sources phase and one group `App`.
  private static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXGroup section */
    \t\tGR0000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tGR0000000000000000000002 /* App */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tGR0000000000000000000002 /* App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t);
    \t\t\tpath = App;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tTA0000000000000000000001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tPH0000000000000000000001 /* Sources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tPR0000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = GR0000000000000000000001;
    \t\t\ttargets = (
    \t\t\t\tTA0000000000000000000001 /* App */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tPH0000000000000000000001 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t);
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = PR0000000000000000000001 /* Project object */;
    }

    """

  /// Version `version` of template `mini`: one code file `<Module><key>.swift` per key, each
  /// saying the `flavour` parameter.
  private func writeTemplate(_ fileSystem: InMemoryFileSystem, version: String, files: [String]) {
    let entries = files.map {
      "{ \"template\": \"Code/\($0).swift.liquid\", \"path\": \"{{ module_info.name }}\($0).swift\" }"
    }
    fileSystem.addFile(
      "/templates/mini/template.json",
      """
      { "name": "mini", "summary": "A small template", "version": "\(version)",
        "parameters": [ { "name": "flavour", "type": "string", "default": "plain" } ],
        "code_files": [ \(entries.joined(separator: ", ")) ] }
      """)
    for key in files {
      fileSystem.addFile(
        "/templates/mini/Code/\(key).swift.liquid", "struct {{ module_info.name }}\(key) {} // {{ flavour }}\n")
    }
  }

  private func makeProject() -> InMemoryFileSystem {
    let fileSystem = InMemoryFileSystem([
      "/work/modgen.json": """
      {"sources_path": "App/Modules", "author": "A",
       "xcode_project": {"path": "App.xcodeproj", "targets": ["App"], "test_targets": []}}
      """,
      pbxproj: Self.project,
    ])
    writeTemplate(fileSystem, version: "1.0.0", files: ["A", "B"])
    return fileSystem
  }

  private func catalog(_ fileSystem: InMemoryFileSystem) throws -> (TemplateCatalog, LocatedConfiguration?) {
    let configuration = try ProjectConfiguration.find(from: root, fileSystem: fileSystem)
    let catalog = try TemplateCatalog.discover(
      templateFolders: [URL(fileURLWithPath: "/templates")], workingDirectory: root, configuration: configuration,
      environment: [:], fileSystem: fileSystem)
    return (catalog, configuration)
  }

  private func display(_ url: URL) -> String { PathResolver.displayPath(url, relativeTo: root) }

  /// `gen Passcode mini -p flavour=mint`, planned and recorded by the layer, then written.
  private func generate(_ fileSystem: InMemoryFileSystem, notes: inout [Diagnostic]) throws -> ModuleRecord {
    let (catalog, configuration) = try catalog(fileSystem)
    var collected: [Diagnostic] = []
    let planner = ModulePlanner(
      fileSystem: fileSystem, workingDirectory: root, paths: PathResolver(environment: [:]),
      configuration: configuration, catalog: catalog, date: Fixtures.date, fallbackAuthor: { nil },
      display: display, report: { collected.append($0) })
    var module = try planner.plan(
      {
        var request = ModulePlanner.Request(moduleName: "Passcode")
        request.parameters = ["flavour=mint"]
        return request
      }(), template: try planner.template(named: "mini", moduleName: "Passcode"))
    let store = ModuleRecordStore(root: root, fileSystem: fileSystem)
    let recorder = ModuleRecorder(store: store, modgenVersion: "0.1.0")
    let edits = try planner.addProjectEntries(
      to: &module, packageTarget: false, editProject: true, recorder: recorder)
    XCTAssertNotNil(edits.xcode)
    XCTAssertNil(edits.package)
    try recorder.addRecord(to: &module.plan, template: module.template, edits: edits, display: display)
    _ = try SafeWriter(fileSystem: fileSystem).apply(module.plan, policy: .failOnConflict)
    notes = collected
    return try XCTUnwrap(try store.load("Passcode", display: display))
  }

  func testTheRecorderRecordsTheFilesParametersAndProjectEntries() throws {
    let fileSystem = makeProject()
    var notes: [Diagnostic] = []
    let record = try generate(fileSystem, notes: &notes)
    XCTAssertEqual(record.parameters["flavour"], .string("mint"))
    XCTAssertEqual(
      record.files.map(\.path), ["App/Modules/Passcode/PasscodeA.swift", "App/Modules/Passcode/PasscodeB.swift"])
    let xcode = try XCTUnwrap(record.xcode)
    XCTAssertEqual(xcode.file, "App.xcodeproj")
    let project = try XCTUnwrap(fileSystem.text(pbxproj))
    for id in xcode.objects { XCTAssertTrue(project.contains(id), id) }
    XCTAssertNotNil(fileSystem.text("/work/.modgen/generated/Passcode.json"))
  }

  func testTheRecordRootIsTheRambafilesFolderElseModgenJSONsElseTheWorkingDirectory() {
    let fileSystem = InMemoryFileSystem(["/p/sub/Rambafile": "", "/q/modgen.json": "{}"])
    let configuration = LocatedConfiguration(
      configuration: ProjectConfiguration(), file: URL(fileURLWithPath: "/q/modgen.json"))
    var asked = false
    let inRambafile = ModuleRecorder.recordRoot(
      workingDirectory: URL(fileURLWithPath: "/p/sub"), fileSystem: fileSystem
    ) {
      asked = true
      return configuration
    }
    XCTAssertEqual(inRambafile.path, "/p/sub")
    XCTAssertFalse(asked, "modgen.json is not looked for in a Generamba project")
    XCTAssertEqual(
      ModuleRecorder.recordRoot(workingDirectory: URL(fileURLWithPath: "/q/a"), fileSystem: fileSystem) {
        configuration
      }.path, "/q")
    XCTAssertEqual(
      ModuleRecorder.recordRoot(workingDirectory: URL(fileURLWithPath: "/r"), fileSystem: fileSystem) { nil }.path,
      "/r")
  }

  func testTheRecorderRecordsNoProjectEditThatAddedNothing() {
    let recorder = ModuleRecorder(
      store: ModuleRecordStore(root: root, fileSystem: InMemoryFileSystem()), modgenVersion: "0.1.0")
    XCTAssertNil(recorder.xcodeEdit(nil, folder: URL(fileURLWithPath: "/work/App.xcodeproj")))
    let plan = GenerationPlan(moduleName: "Passcode", templateName: "mini", parameters: [], files: [])
    XCTAssertNil(recorder.packageEdit(of: plan))
  }

  /// Version 2 drops B and adds C: B's file and project entries go, C comes in, and the recorded
  /// parameter is carried over as it was recorded.
  func testTheUpdaterFollowsTheTemplateInTheFilesTheProjectAndTheRecord() throws {
    let fileSystem = makeProject()
    var notes: [Diagnostic] = []
    let before = try generate(fileSystem, notes: &notes)
    writeTemplate(fileSystem, version: "2.0.0", files: ["A", "C"])
    let (catalog, configuration) = try catalog(fileSystem)
    var reported: [Diagnostic] = []
    let store = ModuleRecordStore(root: root, fileSystem: fileSystem)
    let updater = ModuleUpdater(
      store: store, catalog: catalog, configuration: configuration, workingDirectory: root,
      paths: PathResolver(environment: [:]), date: Fixtures.date, fallbackAuthor: nil, modgenVersion: "0.1.0",
      display: display, report: { reported.append($0) })
    let result = try updater.plan(["Passcode"])
    let update = try XCTUnwrap(result.updates.first)
    XCTAssertEqual(update.removed, ["App/Modules/Passcode/PasscodeB.swift"])
    XCTAssertTrue(update.conflicts.isEmpty)
    XCTAssertEqual(reported, [])
    _ = try SafeWriter(fileSystem: fileSystem).apply(try XCTUnwrap(result.plan), policy: .failOnConflict)

    XCTAssertNil(fileSystem.text("/work/App/Modules/Passcode/PasscodeB.swift"))
    XCTAssertEqual(fileSystem.text("/work/App/Modules/Passcode/PasscodeC.swift"), "struct PasscodeC {} // mint\n")
    let project = try XCTUnwrap(fileSystem.text(pbxproj))
    XCTAssertFalse(project.contains("PasscodeB.swift"), project)
    XCTAssertTrue(project.contains("/* PasscodeC.swift in Sources */"), project)
    let after = try XCTUnwrap(try store.load("Passcode", display: display))
    XCTAssertEqual(after.parameters["flavour"], .string("mint"))
    XCTAssertEqual(after.template.version, "2.0.0")
    let ids = try XCTUnwrap(after.xcode).objects
    for id in ids { XCTAssertTrue(project.contains(id), "recorded object \(id) is in the project") }
    XCTAssertFalse(Set(ids).isSuperset(of: try XCTUnwrap(before.xcode).objects), "B's objects left the record")
  }

  func testAGivenParameterBeatsTheRecordedOneAndADroppedParameterIsNoted() throws {
    let fileSystem = makeProject()
    var notes: [Diagnostic] = []
    var record = try generate(fileSystem, notes: &notes)
    record.parameters["gone"] = .bool(true)
    let store = ModuleRecordStore(root: root, fileSystem: fileSystem)
    let (catalog, configuration) = try catalog(fileSystem)
    var reported: [Diagnostic] = []
    let updater = ModuleUpdater(
      store: store, catalog: catalog, configuration: configuration, workingDirectory: root,
      paths: PathResolver(environment: [:]), date: Fixtures.date, fallbackAuthor: nil, modgenVersion: "0.1.0",
      display: display, report: { reported.append($0) })
    let (update, plan) = try updater.plan(record, parameters: ["flavour=lemon"])
    XCTAssertEqual(
      reported.map(\.message), ["Passcode: the template no longer has the parameter 'gone'; its value is dropped"])
    XCTAssertEqual(reported.map(\.severity), [.note])
    let a = try XCTUnwrap(plan.files.first { $0.destinationPath.hasSuffix("PasscodeA.swift") })
    XCTAssertEqual(String(decoding: a.contents, as: UTF8.self), "struct PasscodeA {} // lemon\n")
    XCTAssertEqual(update.entries.count, 2)
  }

  /// The one removal, as `destroy` uses it (every recorded entry) and as `update` does (the file
  /// references of the files that go).
  func testRecordedProjectEntriesLeaveTheProjectForBothCallers() throws {
    let fileSystem = makeProject()
    var notes: [Diagnostic] = []
    let record = try generate(fileSystem, notes: &notes)
    let xcode = try XCTUnwrap(record.xcode)
    let store = ModuleRecordStore(root: root, fileSystem: fileSystem)
    let entries = RecordedProjectEntries(store: store, display: display)

    // update: only B's file reference, with its build file.
    let references = try entries.fileReferences(of: ["App/Modules/Passcode/PasscodeB.swift"], in: xcode)
    XCTAssertEqual(references.count, 1)
    let partial = try entries.remove(references, from: xcode.file)
    let partialText = String(decoding: try XCTUnwrap(partial.file).contents, as: UTF8.self)
    XCTAssertFalse(partialText.contains("PasscodeB.swift"))
    XCTAssertTrue(partialText.contains("PasscodeA.swift in Sources"))
    XCTAssertEqual(partial.removedIDs.count, 2, "the file reference and its build file")
    XCTAssertEqual(partial.notes, [])

    // destroy: every recorded entry; the project is as before gen.
    let removal = try ModuleDestroyer(store: store, display: display).plan(["Passcode"], force: false)
    let project = try XCTUnwrap(removal.plan.files.first { $0.destinationPath == pbxproj })
    XCTAssertEqual(String(decoding: project.contents, as: UTF8.self), Self.project)

    // A project that is gone is a note for both.
    try fileSystem.removeItem(at: URL(fileURLWithPath: pbxproj))
    XCTAssertEqual(try entries.fileReferences(of: ["App/Modules/Passcode/PasscodeB.swift"], in: xcode), [])
    XCTAssertEqual(
      try entries.remove(xcode.objects, from: xcode.file).notes,
      ["App.xcodeproj/project.pbxproj is gone; its entries for the module were not removed"])
  }
}
