import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// Every file reference `gen` adds leads to the file it writes: followed through the groups'
/// `path`s and `sourceTree`s (or the synchronized folder it lies in), each new reference names a
/// file on disk. A group in modgen.json that stands for another folder is refused before writing.
final class CLIProjectReferenceTests: XCTestCase {
  /// One object of a project: its class, `path`, `sourceTree` and `children`.
  private struct Object {
    var isa: String
    var path: String?
    var sourceTree: String
    var children: [String]
  }

  /// The objects of `text`, read with patterns (independently of modgen's reader).
  private func objects(_ text: String) throws -> [String: Object] {
    let pattern = try NSRegularExpression(
      pattern: #"\t\t([0-9A-Z]{24})(?: /\* [^*]* \*/)? = \{(.*?)\};\n"#, options: [.dotMatchesLineSeparators])
    let ns = text as NSString
    var result: [String: Object] = [:]
    for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      let body = ns.substring(with: match.range(at: 2))
      func value(_ key: String) -> String? {
        guard let range = body.range(of: #"\b\#(key) = ("[^"]*"|[^;]*);"#, options: .regularExpression) else {
          return nil
        }
        let raw = body[range].dropFirst(key.count + 3).dropLast()
        return raw.hasPrefix("\"") ? String(raw.dropFirst().dropLast()) : String(raw)
      }
      var children: [String] = []
      if let open = body.range(of: "children = ("), let close = body[open.upperBound...].range(of: ");") {
        children = body[open.upperBound..<close.lowerBound].split(separator: "\n").compactMap {
          $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
        }.filter { $0.count == 24 }
      }
      result[ns.substring(with: match.range(at: 1))] = Object(
        isa: value("isa") ?? "", path: value("path"), sourceTree: value("sourceTree") ?? "<group>",
        children: children)
    }
    return result
  }

  /// Where each file reference of `text` that `before` does not have leads, relative to the
  /// project's folder, followed up the group chain.
  private func addedReferencePaths(_ text: String, before: String) throws -> [String] {
    let all = try objects(text)
    let old = Set(try objects(before).keys)
    var parents: [String: String] = [:]
    for (id, object) in all { for child in object.children { parents[child] = id } }
    return all.filter { !old.contains($0.key) && $0.value.isa == "PBXFileReference" }.keys.sorted().map { id in
      var components: [String] = []
      var current: String? = id
      while let next = current, let object = all[next] {
        if let path = object.path { components.insert(path, at: 0) }
        if object.sourceTree == "SOURCE_ROOT" { break }
        XCTAssertEqual(object.sourceTree, "<group>", "a reference relative to its group")
        current = parents[next]
      }
      return components.joined(separator: "/")
    }
  }

  /// A project with a classic group `App` (or `App` as a synchronized folder of target App),
  /// `AppTests` and a group whose name is not its folder (`Screens`, the folder `App/UI`).
  static func project(synchronized: Bool = false) -> String {
    let app =
      synchronized
      ? """
      \t\tGR0000000000000000000002 /* App */ = {
      \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
      \t\t\tpath = App;
      \t\t\tsourceTree = "<group>";
      \t\t};

      """
      : """
      \t\tGR0000000000000000000002 /* App */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tFR0000000000000000000001 /* Home.swift */,
      \t\t\t\tGR0000000000000000000004 /* Screens */,
      \t\t\t);
      \t\t\tpath = App;
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\tGR0000000000000000000004 /* Screens */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t);
      \t\t\tname = Screens;
      \t\t\tpath = UI;
      \t\t\tsourceTree = "<group>";
      \t\t};

      """
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 77;
      \tobjects = {

      /* Begin PBXBuildFile section */
      \(synchronized ? "" : "\t\tBF0000000000000000000001 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000001 /* Home.swift */; };\n")\
      \t\tBF0000000000000000000002 /* HomeTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR0000000000000000000002 /* HomeTests.swift */; };
      /* End PBXBuildFile section */

      /* Begin PBXFileReference section */
      \(synchronized ? "" : "\t\tFR0000000000000000000001 /* Home.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = \"<group>\"; };\n")\
      \t\tFR0000000000000000000002 /* HomeTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = HomeTests.swift; sourceTree = \"<group>\"; };
      /* End PBXFileReference section */

      /* Begin PBXGroup section */
      \t\tGR0000000000000000000001 = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tGR0000000000000000000002 /* App */,
      \t\t\t\tGR0000000000000000000003 /* AppTests */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      \(app)\t\tGR0000000000000000000003 /* AppTests */ = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tFR0000000000000000000002 /* HomeTests.swift */,
      \t\t\t);
      \t\t\tpath = AppTests;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXGroup section */

      /* Begin PBXNativeTarget section */
      \t\tTA0000000000000000000001 /* App */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildPhases = (
      \t\t\t\tPH0000000000000000000001 /* Sources */,
      \t\t\t);
      \(synchronized ? "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\tGR0000000000000000000002 /* App */,\n\t\t\t);\n" : "")\
      \t\t\tname = App;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      \t\tTA0000000000000000000002 /* AppTests */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildPhases = (
      \t\t\t\tPH0000000000000000000002 /* Sources */,
      \t\t\t);
      \t\t\tname = AppTests;
      \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
      \t\t};
      /* End PBXNativeTarget section */

      /* Begin PBXProject section */
      \t\tPR0000000000000000000001 /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tmainGroup = GR0000000000000000000001;
      \t\t\ttargets = (
      \t\t\t\tTA0000000000000000000001 /* App */,
      \t\t\t\tTA0000000000000000000002 /* AppTests */,
      \t\t\t);
      \t\t};
      /* End PBXProject section */

      /* Begin PBXSourcesBuildPhase section */
      \t\tPH0000000000000000000001 /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tfiles = (
      \(synchronized ? "" : "\t\t\t\tBF0000000000000000000001 /* Home.swift in Sources */,\n")\
      \t\t\t);
      \t\t};
      \t\tPH0000000000000000000002 /* Sources */ = {
      \t\t\tisa = PBXSourcesBuildPhase;
      \t\t\tfiles = (
      \t\t\t\tBF0000000000000000000002 /* HomeTests.swift in Sources */,
      \t\t\t);
      \t\t};
      /* End PBXSourcesBuildPhase section */
      \t};
      \trootObject = PR0000000000000000000001 /* Project object */;
      }

      """
  }

  /// A folder with the project and a modgen.json with `sources` and `tests` paths and `groups`
  /// (JSON members of `xcode_project`).
  private func makeApp(sources: String, tests: String = "AppTests", groups: String = "", synchronized: Bool = false)
    throws -> URL
  {
    let folder = try makeTemporaryDirectory()
    try write(
      Self.project(synchronized: synchronized), to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try write(
      """
      {"sources_path": "\(sources)", "tests_path": "\(tests)",
       "xcode_project": {"path": "App.xcodeproj", "targets": ["App"], "test_targets": ["AppTests"]\(groups)}}

      """, to: folder.appendingPathComponent("modgen.json"))
    return folder
  }

  /// Generates Passcode in `folder` and returns the paths the new references lead to.
  private func generate(in folder: URL) throws -> [String] {
    let pbxproj = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let before = try read(pbxproj)
    let run = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
    XCTAssertEqual(run.status, 0, run.stderr)
    return try addedReferencePaths(read(pbxproj), before: before)
  }

  func testEveryAddedReferenceLeadsToAWrittenFileInClassicGroups() throws {
    // Groups mirroring the folders, a group named as configured, a group whose name is not its folder.
    for (sources, groups, expected) in [
      ("App/Modules", "", "App/Modules/Passcode/"),
      ("App/Modules", #", "group": "App/Modules", "test_group": "AppTests""#, "App/Modules/Passcode/"),
      ("App/UI", #", "group": "App/Screens""#, "App/UI/Passcode/"),
    ] {
      let folder = try makeApp(sources: sources, groups: groups)
      let paths = try generate(in: folder)
      XCTAssertEqual(paths.count, 16, "\(sources) \(groups): \(paths)")
      for path in paths {
        XCTAssertTrue(
          FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(groups): \(path)")
        XCTAssertTrue(path.hasPrefix(expected) || path.hasPrefix("AppTests/Passcode/"), path)
      }
    }
  }

  func testInASynchronizedFolderTheFilesAreWhereXcodeLooks() throws {
    let folder = try makeApp(sources: "App/Modules", synchronized: true)
    let paths = try generate(in: folder)
    // Code files: no references (Xcode reads the folder App, which holds them); tests: references.
    XCTAssertTrue(paths.allSatisfy { $0.hasPrefix("AppTests/Passcode/") }, "\(paths)")
    XCTAssertFalse(paths.isEmpty)
    for path in paths {
      XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), path)
    }
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Modules/Passcode").path))
  }

  func testAGroupThatIsAnotherFolderIsRefusedBeforeWriting() throws {
    for synchronized in [false, true] {
      let folder = try makeApp(sources: "App/Modules", groups: #", "group": "App""#, synchronized: synchronized)
      let pbxproj = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
      let before = try read(pbxproj)
      let run = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder)
      XCTAssertEqual(run.status, 1, run.stderr)
      XCTAssertTrue(
        run.stderr.contains(
          #"modgen.json:2:"#)
          && run.stderr.contains(
            #"xcode_project.group "App" is the folder App in App.xcodeproj, "#
              + "but the module's files go to App/Modules"),
        run.stderr)
      XCTAssertTrue(run.stderr.contains("App/Modules/Passcode/"), run.stderr)
      XCTAssertTrue(run.stderr.contains("note: nothing was written"), run.stderr)
      XCTAssertEqual(try read(pbxproj), before)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Modules").path))
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".modgen").path))
    }
  }

  func testInitFollowsTheChosenFoldersSoGenReferencesResolve() throws {
    let folder = try makeTemporaryDirectory()
    try write(Self.project(), to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try write("struct Home {}\n", to: folder.appendingPathComponent("App/Home.swift"))
    let environment = ["HOME": folder.appendingPathComponent("home").path, "GIT_CONFIG_NOSYSTEM": "1"]
    let run = runModgen(
      ["init", "--no-input", "--sources-path", "App/Modules", "--tests-path", "AppTests/Modules"], in: folder,
      environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try XCTUnwrap(
      try jsonObject(read(folder.appendingPathComponent("modgen.json"))) as? [String: Any])
    let project = try XCTUnwrap(json["xcode_project"] as? [String: Any])
    XCTAssertEqual(project["group"] as? String, "App/Modules")
    XCTAssertEqual(project["test_group"] as? String, "AppTests/Modules")
    XCTAssertTrue(
      run.stdout.contains("modules  App/Modules (Xcode group App/Modules, target App in App.xcodeproj)"), run.stdout)
    XCTAssertTrue(
      run.stdout.contains("tests  AppTests/Modules (Xcode group AppTests/Modules, target AppTests in App.xcodeproj)"),
      run.stdout)
    let pbxproj = folder.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let before = try read(pbxproj)
    let gen = runModgen(["gen", "Passcode", "viper", "--no-input"], in: folder, environment: environment)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    let paths = try addedReferencePaths(read(pbxproj), before: before)
    XCTAssertEqual(paths.count, 16, "\(paths)")
    for path in paths {
      XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), path)
    }

    // The same folders given at the prompts give the same groups.
    let asked = runModgen(
      ["init", "--force"], in: folder, environment: environment,
      input: ["", "", "", "", "App/Modules", "AppTests/Modules"], tty: true)
    XCTAssertEqual(asked.status, 0, asked.stderr)
    let answered = try XCTUnwrap(
      try jsonObject(read(folder.appendingPathComponent("modgen.json"))) as? [String: Any])
    let answeredProject = try XCTUnwrap(answered["xcode_project"] as? [String: Any])
    XCTAssertEqual(answeredProject["group"] as? String, "App/Modules", asked.stderr)
    XCTAssertEqual(answeredProject["test_group"] as? String, "AppTests/Modules")

    // Groups named on the command line are recorded as given.
    let named = runModgen(
      ["init", "--no-input", "--force", "--sources-path", "App/UI", "--group", "App/Screens", "--test-group", ""],
      in: folder, environment: environment)
    XCTAssertEqual(named.status, 0, named.stderr)
    let renamed = try XCTUnwrap(
      try jsonObject(read(folder.appendingPathComponent("modgen.json"))) as? [String: Any])
    let settings = try XCTUnwrap(renamed["xcode_project"] as? [String: Any])
    XCTAssertEqual(settings["group"] as? String, "App/Screens")
    XCTAssertNil(settings["test_group"], "an empty --test-group records none (the groups mirror the folders)")
    XCTAssertTrue(named.stdout.contains("Xcode group mirroring the folders"), named.stdout)
  }
}
