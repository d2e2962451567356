import Foundation
import GenerambaFormat
import TestSupport
import XCTest

/// Every case of `../shared/conformance/generamba`: `expected/` (each template with
/// `inputs/Rambafile`), `expected-rambafile/` (real projects' Rambafiles) and
/// `expected-options/` (gen's options), compared by folder tree and bytes.
final class GenerambaConformanceTests: XCTestCase {
  private func runAll(_ cases: [ConformanceCase], list: String) {
    var failures: [String] = []
    for testCase in cases {
      if let problem = testCase.run() { failures.append("\(testCase.name):\n  \(problem)") }
    }
    print("conformance \(list): \(cases.count - failures.count)/\(cases.count) cases pass")
    for failure in failures { XCTFail(failure) }
    XCTAssertFalse(cases.isEmpty, "no cases found for \(list)")
  }

  func testExpected() throws {
    let root = try requireShared("conformance/generamba")
    let expected = root.appendingPathComponent("expected")
    var cases: [ConformanceCase] = []
    for tree in Self.trees(in: expected) {
      let repo = tree.deletingLastPathComponent().lastPathComponent
      let template = tree.deletingPathExtension().lastPathComponent
      cases.append(
        ConformanceCase(
          name: "expected/\(repo)/\(template)",
          templateFolder: root.appendingPathComponent("templates/\(repo)/\(template)"), templateName: template,
          rambafile: root.appendingPathComponent("inputs/Rambafile"), tree: tree,
          expectedFolder: tree.deletingPathExtension()))
    }
    runAll(cases, list: "expected")
  }

  func testExpectedRambafile() throws {
    let root = try requireShared("conformance/generamba")
    // The README's table: the Rambafile's repository, the template, the template folder used.
    let table: [(String, String, String)] = [
      ("1312inc+Webasyst-X-iOS", "WebasystModule", "1312inc+Webasyst-X-iOS"),
      ("AndreVasilev+Kwatoko", "viper", "AndreVasilev+Kwatoko"),
      ("Frog-Frog+Pokedex", "mvp", "Frog-Frog+Pokedex"),
      ("Headmast+openfights", "surf_mvp_module", "Headmast+openfights"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "rviper_controller", "rambler-digital-solutions+generamba-catalog"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "mvvm_controller", "rambler-digital-solutions+generamba-catalog"),
      ("microsoft+EmbeddedSocial-iOS-SDK", "swifty_viper", "microsoft+EmbeddedSocial-iOS-SDK"),
      ("rambler-digital-solutions+rambler-it-ios", "rviper_controller", "rambler-digital-solutions+rambler-it-ios"),
      ("rosberry+Rosberry-Generamba-Templates", "rsb_mvp_vm_list_module", "rosberry+Rosberry-Generamba-Templates"),
      ("rosberry+Rosberry-Generamba-Templates", "rsb_cell", "rosberry+Rosberry-Generamba-Templates"),
    ]
    let trees = Self.trees(in: root.appendingPathComponent("expected-rambafile"))
    XCTAssertEqual(trees.count, table.count, "the README's table and expected-rambafile/ disagree")
    let cases = table.map { repo, template, templateRepo in
      let tree = root.appendingPathComponent("expected-rambafile/\(repo)/\(template).tree")
      return ConformanceCase(
        name: "expected-rambafile/\(repo)/\(template)",
        templateFolder: root.appendingPathComponent("templates/\(templateRepo)/\(template)"), templateName: template,
        rambafile: root.appendingPathComponent("rambafiles/\(repo)/Rambafile"), tree: tree,
        expectedFolder: tree.deletingPathExtension())
    }
    runAll(cases, list: "expected-rambafile")
  }

  func testExpectedOptions() throws {
    let root = try requireShared("conformance/generamba")
    let table: [(String, String, (inout GenerambaOptions) -> Void)] = [
      (
        "custom-with", "rosberry+Rosberry-Generamba-Templates/rsb_objc_request",
        {
          $0.customParameters = GenerambaOptions.parseCustomParameters(["with:parameters,headers"])
        }
      ),
      (
        "custom-inherit", "rosberry+Rosberry-Generamba-Templates/rsb_objc_service",
        {
          $0.customParameters = GenerambaOptions.parseCustomParameters(["inherit:ACMBaseService"])
        }
      ),
      (
        "custom-inherit-router", "rosberry+Rosberry-Generamba-Templates/rsb_objc_viper_vm_module",
        {
          $0.customParameters = GenerambaOptions.parseCustomParameters(["inherit:ACMBaseRouter"])
        }
      ),
      (
        "targets", "uhooi+generamba-catalog/uhooi_viper",
        {
          $0.projectTargets = GenerambaOptions.splitTargets("App,Widget")
          $0.testTargets = GenerambaOptions.splitTargets("AppTests")
        }
      ),
      (
        "description-author", "rambler-digital-solutions+rambler-it-ios/rviper_controller",
        {
          $0.description = "Passcode entry screen"
          $0.author = "John Roe"
        }
      ),
      (
        "module-path", "rambler-digital-solutions+generamba-catalog/swifty_viper",
        {
          $0.modulePath = "Features/Auth/"
          $0.testPath = "/UnitTests"
        }
      ),
      (
        "file-paths", "rambler-digital-solutions+generamba-catalog/rviper_controller",
        {
          $0.projectFilePath = "App/Screens"
          $0.projectGroupPath = "Groups/Screens"
          $0.testFilePath = "AppTests/Screens"
        }
      ),
    ]
    let trees = Self.trees(in: root.appendingPathComponent("expected-options"))
    XCTAssertEqual(trees.count, table.count, "the README's options table and expected-options/ disagree")
    let cases = table.map { name, folder, configure in
      let tree = root.appendingPathComponent("expected-options/\(name).tree")
      let templateFolder = root.appendingPathComponent("templates/\(folder)")
      return ConformanceCase(
        name: "expected-options/\(name)", templateFolder: templateFolder,
        templateName: templateFolder.lastPathComponent, rambafile: root.appendingPathComponent("inputs/Rambafile"),
        tree: tree, expectedFolder: tree.deletingPathExtension(), configure: configure)
    }
    runAll(cases, list: "expected-options")
  }

  /// The comparison is not vacuous: another day or another author changes bytes it catches.
  func testComparisonCatchesDifferences() throws {
    let root = try requireShared("conformance/generamba")
    let tree = root.appendingPathComponent("expected/rambler-digital-solutions+generamba-catalog/swifty_viper.tree")
    var testCase = ConformanceCase(
      name: "swifty_viper",
      templateFolder: root.appendingPathComponent(
        "templates/rambler-digital-solutions+generamba-catalog/swifty_viper"),
      templateName: "swifty_viper", rambafile: root.appendingPathComponent("inputs/Rambafile"), tree: tree,
      expectedFolder: tree.deletingPathExtension())
    XCTAssertNil(testCase.run())
    testCase.configure = { $0.now = ConformanceCase.now.addingTimeInterval(86_400) }
    XCTAssertTrue(testCase.run()?.contains("differs at line") ?? false)
    testCase.configure = { $0.moduleName = "Other" }
    XCTAssertTrue(testCase.run()?.contains("missing file") ?? false)
  }

  /// Every `.tree` file under `folder`, sorted.
  static func trees(in folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "tree" }.sorted {
      $0.path < $1.path
    }
  }
}
