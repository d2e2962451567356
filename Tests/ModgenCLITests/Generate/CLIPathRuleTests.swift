import Foundation
import ModgenTestSupport
import XCTest

/// Every path a user gives (on the command line or in modgen.json) follows one rule,
/// `PathResolver`: absolute stays, `~` is the home folder, anything else is relative to its base.
final class CLIPathRuleTests: XCTestCase {
  func testTemplateInstallWritesToTheHomeFolderForATildeTemplatesFolder() throws {
    let base = try makeTemporaryDirectory()
    let home = base.appendingPathComponent("home")
    let project = base.appendingPathComponent("app")
    try copyFixture("cli-basic", into: project.appendingPathComponent("vendor"))
    try write(
      """
      {"templates": ["~/t"], "template_sources": [{"name": "cli-basic", "local": "vendor/cli-basic"}]}
      """, to: project.appendingPathComponent("modgen.json"))
    let environment = ["HOME": home.path, "MODGEN_GENERAMBA_CATALOG": ""]
    let run = runModgen(["template", "install"], in: project, environment: environment)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: home.appendingPathComponent("t/cli-basic/template.json").path),
      run.stdout)
    XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("~").path))
    // gen reads the same folder.
    let list = runModgen(["list", "--json"], in: project, environment: environment)
    XCTAssertTrue(list.stdout.contains(home.appendingPathComponent("t/cli-basic").path), list.stdout)
  }

  func testXcodeProjectPathMayStartAtTheHomeFolder() throws {
    let base = try makeTemporaryDirectory()
    let home = base.appendingPathComponent("home")
    let project = base.appendingPathComponent("app")
    let pbxproj = home.appendingPathComponent("Work/App.xcodeproj/project.pbxproj")
    try write(CLIXcodeProjectTests.project(), to: pbxproj)
    try write(
      """
      {"sources_path": "~/Work/App/Modules", "tests_path": "~/Work/AppTests",
       "xcode_project": {"path": "~/Work/App.xcodeproj", "targets": ["App"], "test_targets": ["AppTests"]}}
      """, to: project.appendingPathComponent("modgen.json"))
    let run = runModgen(["gen", "Passcode", "viper", "--no-input"], in: project, environment: ["HOME": home.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("update  \(pbxproj.path)"), run.stdout)
    XCTAssertTrue(try read(pbxproj).contains("/* PasscodePresenter.swift in Sources */"))
  }

  /// Paths are joined by hand (`path.hasPrefix("/") ? path : base + …`) only in the path rule's
  /// own files, so no command resolves `~` or a relative path its own way.
  func testNoSourceJoinsPathsOutsideThePathRule() throws {
    var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
      root = root.deletingLastPathComponent()
      guard root.path != "/" else { throw XCTSkip("the package's sources are not beside this file") }
    }
    let sources = root.appendingPathComponent("Sources")
    // `hasPrefix("/") ? "/" : ""` keeps a leading slash; it joins nothing.
    let joining = try NSRegularExpression(pattern: #"hasPrefix\("/"\)\s*\?(?!\s*"/")"#)
    var found: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      let relative = String(url.path.dropFirst(sources.path.count + 1))
      guard url.pathExtension == "swift", !relative.hasPrefix("ModgenSupport/Path") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(line)
        if joining.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
          found.append("Sources/\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    XCTAssertEqual(
      found, [], "resolve user paths with PathResolver (or PathComponents.absolute for other tools' files)")
  }
}
