import Foundation
import ModgenTestSupport
import XCTest

/// `list` parameters and file entries repeated per item (`for_each`): what composite templates
/// build on (a container's children, a list's sections).
final class CLIListParameterTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory()
    let template = directory.appendingPathComponent("T/parent")
    try write(
      """
      {"name": "parent", "summary": "s", "version": "1", "author": "a", "license": "MIT",
       "parameters": [
         {"name": "children", "type": "list", "format": "module-name", "default": ["ProfileHeader", "posts"]}
       ],
       "code_files": [
         {"template": "Parent.liquid", "path": "{{ module_info.name }}.swift"},
         {"template": "Child.liquid", "path": "Children/{{ child.name }}.swift", "for_each": "children", "as": "child",
          "if": "child.name != 'Skipped'"}
       ]}
      """, to: template.appendingPathComponent("template.json"))
    try write(
      "// {% for child in children %}{{ child }}{% unless forloop.last %}, {% endunless %}{% endfor %}\n",
      to: template.appendingPathComponent("Parent.liquid"))
    try write(
      "// {{ child.index }}/{{ children.size }} {{ child.name }} first={{ child.first }} last={{ child.last }}\n",
      to: template.appendingPathComponent("Child.liquid"))
  }

  private func gen(_ arguments: [String]) -> CLIRun {
    runModgen(
      ["gen", "Home", "parent", "--templates", "T"] + arguments, in: directory, environment: fixedDateEnvironment)
  }

  private func text(_ path: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
  }

  func testTheDefaultListIsNormalisedAndEachItemGetsItsFile() throws {
    let run = gen([])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      text("Sources/Home/Home.swift"), "// ProfileHeader, Posts\n", "items are module names: 'posts' → 'Posts'")
    XCTAssertEqual(text("Sources/Home/Children/ProfileHeader.swift"), "// 1/2 ProfileHeader first=true last=false\n")
    XCTAssertEqual(text("Sources/Home/Children/Posts.swift"), "// 2/2 Posts first=false last=true\n")
  }

  func testCommaSeparatedFlagsAndJSONArraysInModgenJSON() throws {
    let flag = gen(["-p", "children=Avatar, Skipped ,Bio", "--dry-run", "--json"])
    XCTAssertEqual(flag.status, 0, flag.stderr)
    XCTAssertTrue(
      flag.stdout.contains("\"children\" : [\n      \"Avatar\",\n      \"Skipped\",\n      \"Bio\"\n    ]"), flag.stdout
    )
    XCTAssertTrue(flag.stdout.contains("Children/Avatar.swift"), flag.stdout)
    XCTAssertFalse(flag.stdout.contains("Children/Skipped.swift"), "the entry's 'if' sees the item")
    XCTAssertTrue(flag.stdout.contains("Children/Bio.swift"), flag.stdout)

    try write(#"{"parameters": {"children": ["Feed"]}}"#, to: directory.appendingPathComponent("modgen.json"))
    let configured = gen([])
    XCTAssertEqual(configured.status, 0, configured.stderr)
    XCTAssertEqual(text("Sources/Home/Children/Feed.swift"), "// 1/1 Feed first=true last=true\n")
  }

  func testBadItemsAreRefusedNamingTheItem() {
    for (value, message) in [
      ("Avatar,Fetch Orders", "--param children: item 2: 'Fetch Orders' is not a module name"),
      ("Avatar,Avatar", "--param children: 'Avatar' is listed twice"),
      ("Avatar,,Bio", "--param children: item 2 is empty"),
      ("Task", "--param children: module name 'Task' would hide Swift's"),
    ] {
      let run = gen(["-p", "children=\(value)"])
      XCTAssertEqual(run.status, 1, value)
      XCTAssertTrue(run.stderr.contains(message), "\(value): \(run.stderr)")
      XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Sources").path))
    }
  }

  func testManifestMistakesAboutListsAreLocated() throws {
    let template = directory.appendingPathComponent("T/wrong")
    try write(
      """
      {"name": "wrong", "summary": "s", "version": "1",
       "parameters": [{"name": "children", "type": "list", "default": ["A", "B"]},
                      {"name": "flag", "type": "bool", "default": true},
                      {"name": "items", "type": "list", "default": "A,B"}],
       "code_files": [{"template": "A.liquid", "path": "a.swift", "for_each": "childs"},
                      {"template": "A.liquid", "path": "b.swift", "for_each": "flag"},
                      {"template": "A.liquid", "path": "c.swift", "as": "x"}]}
      """, to: template.appendingPathComponent("template.json"))
    try write("//\n", to: template.appendingPathComponent("A.liquid"))
    let run = runModgen(["info", "wrong", "--templates", "T"], in: directory)
    XCTAssertEqual(run.status, 1)
    let file = "T/wrong/template.json"
    XCTAssertTrue(
      run.stderr.contains(
        "\(file):4:62: error: parameters[2].default: default of a list parameter must be an array of strings, found a string"
      ),
      run.stderr)
    XCTAssertTrue(
      run.stderr.contains(
        "\(file):5:73: error: code_files[0].for_each: for_each names no parameter 'childs'; did you mean 'children'?"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("for_each needs a list parameter; 'flag' is a bool"), run.stderr)
    XCTAssertTrue(run.stderr.contains("'as' names the item of for_each; add for_each"), run.stderr)
  }

  func testInfoShowsTheListAndItsDefault() {
    let json = runModgen(["info", "parent", "--templates", "T", "--json"], in: directory)
    XCTAssertEqual(json.status, 0, json.stderr)
    XCTAssertTrue(json.stdout.contains("\"type\" : \"list\""), json.stdout)
    XCTAssertTrue(
      json.stdout.contains("\"default\" : [\n        \"ProfileHeader\",\n        \"Posts\"\n      ]"), json.stdout)
  }
}
