import Located
import TemplateSpec
import XCTest

/// The Rambafile → modgen.json mapping, and merging settings into modgen.json text.
final class RambafileSettingsTests: XCTestCase {
  private let rambafile = """
    company: Acme
    project_name: 2048 Game
    prefix: NO
    xcodeproj_path: Game.xcodeproj
    project_targets:
    - Game
    - Widget
    project_file_path: /
    project_group_path: Game/Screens/
    templates:
    - {name: viper}
    """

  func testTheMappingFollowsGenerambasRules() throws {
    // Generamba's module name for "2048 Game" (2048_Game) is no Swift name, so none is written.
    let settings = try RambafileSettings(text: rambafile)
    XCTAssertEqual(
      settings.settings.map { "\($0.name)=\($0.value.json)@\($0.line)" },
      [
        #"project_name="2048 Game"@2"#,
        #"company="Acme"@1"#, #"sources_path="."@8"#, #"xcode_project.path="Game.xcodeproj"@4"#,
        #"xcode_project.targets=["Game", "Widget"]@6"#, #"xcode_project.group="Game/Screens"@9"#,
      ])
    XCTAssertTrue(settings.notes.contains { $0.contains("no author") }, "\(settings.notes)")
    XCTAssertTrue(settings.notes.contains { $0.contains("pass --no-tests") }, "\(settings.notes)")
    let configuration = settings.configuration
    XCTAssertNil(configuration.prefix, "prefix: NO is false, which Generamba treated as no prefix")
    XCTAssertEqual(configuration.xcodeProject?.targets, ["Game", "Widget"])
    XCTAssertEqual(configuration, try RambafileSettings.configuration(fromRambafile: rambafile))
  }

  func testAValueModgenCannotUseIsAnErrorAtItsLine() {
    XCTAssertThrowsError(try RambafileSettings(text: "xcodeproj_path: A.xcodeproj\nproject_targets:\n- [a]\n")) {
      let diagnostic = Diagnostic.of($0)[0]
      XCTAssertEqual(diagnostic.line, 3)
      XCTAssertTrue(diagnostic.message.contains("a target in 'project_targets' must be a string"), diagnostic.message)
    }
  }

  private func merge(_ existing: String?, replace: Bool = false) throws -> ConfigurationMerge {
    let settings = try RambafileSettings(
      text: "prefix: ACM\nxcodeproj_path: A.xcodeproj\nproject_target: App\ncompany: Acme\nproject_name: A\n")
    return try ConfigurationMerge(settings.settings, into: existing, file: "modgen.json", replace: replace)
  }

  func testMergingIntoAnEmptyObjectAndANewFile() throws {
    let expected = """
      {
        "project_name": "A",
        "company": "Acme",
        "prefix": "ACM",
        "xcode_project": {
          "path": "A.xcodeproj",
          "targets": ["App"]
        }
      }

      """
    XCTAssertEqual(try merge(nil).text, expected)
    XCTAssertEqual(try merge("{}\n").text, expected)
  }

  func testMergingAddsANestedObjectAfterTheLastKeyAndKeepsTheRest() throws {
    let existing = """
      {
        "company":"Acme",
        "prefix": "XY"
      }
      """
    let kept = try merge(existing)
    XCTAssertEqual(kept.conflicts.map(\.setting.name), ["prefix"])
    XCTAssertEqual(kept.conflicts.first?.old, #""XY""#)
    XCTAssertEqual(
      kept.text,
      """
      {
        "company":"Acme",
        "prefix": "XY",
        "project_name": "A",
        "xcode_project": {
          "path": "A.xcodeproj",
          "targets": ["App"]
        }
      }
      """)
    let replaced = try merge(existing, replace: true)
    XCTAssertTrue(replaced.text.contains(#""prefix": "ACM","#), replaced.text)
    XCTAssertTrue(replaced.text.hasPrefix("{\n  \"company\":\"Acme\",\n"), "other bytes kept")
    let again = try merge(replaced.text)
    XCTAssertFalse(again.changesText)
    XCTAssertEqual(again.text, replaced.text)
  }
}
