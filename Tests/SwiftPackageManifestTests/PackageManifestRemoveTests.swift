import Located
import SwiftPackageManifest
import XCTest

/// Removing the targets ``PackageManifestEditor/addTargets(_:to:)`` added gives back the
/// manifest's bytes, for every manifest shape the editor's tests use; a target the user changed
/// still goes, a missing one is reported, a manifest that is not literal is refused.
final class PackageManifestRemoveTests: XCTestCase {
  private let passcode = PackageManifestEditor.Request(
    name: "Passcode", folder: "Sources/Passcode", testsFolder: "Tests/Passcode")

  /// The manifest shapes of the editor's tests, and the request each gets.
  private static let shapes: [(name: String, text: String)] = [
    (
      "trailing commas",
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://example.com/modgen.git", branch: "main")],
        targets: [
          .target(name: "App", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
          .testTarget(name: "AppTests", dependencies: ["App"]),
        ]
      )

      """
    ),
    (
      "no trailing comma, a trailing comment",
      """
      let package = Package(
          name: "App",  // "]" in a comment: targets: [
          targets: [
              /* a [nested /* comment */ with ] brackets */
              .target(
                  name: "App",
                  dependencies: [.product(name: "ModuleCore", package: "modgen-fork")],
                  exclude: ["notes]\\"x\\".md", #"raw "]" string"#]
              ),
              .executableTarget(name: "Tool", path: "Tools/Tool")  // the last one
          ],
          swiftLanguageModes: [.v6]
      )

      """
    ),
    (
      "paths",
      """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "Core"),
          .target(name: "App", dependencies: ["Core", .product(name: "ModuleCore", package: "modgen")], path: "App/Sources"),
        ]
      )

      """
    ),
    (
      "one line",
      """
      let package = Package(name: "M", targets: [.target(name: "ModuleCore"), .target(name: "App", dependencies: ["ModuleCore"])])

      """
    ),
    (
      "one line, trailing comma",
      """
      let package = Package(name: "M", targets: [.target(name: "ModuleCore"), .target(name: "App", dependencies: ["ModuleCore"]),])

      """
    ),
    (
      "CRLF",
      [
        "let modgen = URL(fileURLWithPath: #filePath).deletingLastPathComponent()",
        "let package = Package(",
        "  name: \"Demo\",",
        "  dependencies: [.package(path: modgen.path)],",
        "  targets: [",
        "    .target(name: \"Demo\", dependencies: [.product(name: \"ModuleCore\", package: modgen.lastPathComponent)]),",
        "  ]",
        ")",
        "",
      ].joined(separator: "\r\n")
    ),
    (
      "CRLF, no trailing comma",
      [
        "let package = Package(",
        "  name: \"Demo\",",
        "  targets: [",
        "    .target(name: \"Demo\", dependencies: [\"ModuleCore\"])",
        "  ]",
        ")",
      ].joined(separator: "\r\n")
    ),
  ]

  private func add(_ text: String, _ request: PackageManifestEditor.Request) throws -> PackageManifestEditor.Edit {
    try PackageManifestEditor.addTargets(request, to: SourceText(text, file: "Package.swift"))
  }

  private func remove(_ names: [String], _ text: String) throws -> PackageManifestEditor.Edit {
    try PackageManifestEditor.removeTargets(named: names, from: SourceText(text, file: "Package.swift"))
  }

  func testAddThenRemoveGivesBackEveryShape() throws {
    let requests = [
      passcode, PackageManifestEditor.Request(name: "Login", folder: "Modules/Login", testsFolder: nil),
    ]
    for (name, text) in Self.shapes {
      for request in requests {
        let added = try add(text, request)
        XCTAssertNotEqual(added.text, text, name)
        let removed = try remove(added.added, added.text)
        XCTAssertEqual(removed.text, text, "\(name), \(request.name): the original bytes")
        XCTAssertEqual(removed.removed, added.added, name)
        XCTAssertEqual(removed.missing, [], name)
      }
    }
  }

  /// The last target has no trailing comma and nothing after it on its line: it gets the comma
  /// before the new lines (before, the comma landed after them and the manifest did not build).
  func testAddingAfterALastTargetWithNothingAfterIt() throws {
    let (_, text) = Self.shapes[6]
    let added = try add(text, passcode).text
    XCTAssertTrue(
      added.contains(
        "    .target(name: \"Demo\", dependencies: [\"ModuleCore\"]),\r\n"
          + "    .target(name: \"Passcode\", dependencies: [\"ModuleCore\"]),\r\n"
          + "    .testTarget(name: \"PasscodeTests\", dependencies: [\"Passcode\", \"ModuleCore\"], "
          + "path: \"Tests/Passcode\")\r\n  ]"), added.debugDescription)
  }

  /// Two modules added one after the other, the first removed: the manifest as if only the
  /// second had been added.
  func testRemovingAnEarlierModuleKeepsALaterOne() throws {
    let login = PackageManifestEditor.Request(name: "Login", folder: "Sources/Login", testsFolder: "Tests/Login")
    for (name, text) in Self.shapes {
      let both = try add(try add(text, passcode).text, login)
      let removed = try remove(["Passcode", "PasscodeTests"], both.text)
      XCTAssertEqual(removed.text, try add(text, login).text, name)
    }
  }

  /// Only the test target was added (the target was there): removing it alone gives the original.
  func testAnExistingTargetAddedOnlyItsTestTarget() throws {
    let before = """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "Passcode", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
        ]
      )

      """
    let added = try add(before, passcode)
    XCTAssertEqual(added.added, ["PasscodeTests"])
    XCTAssertEqual(try remove(added.added, added.text).text, before)
  }

  /// The user gave the target another dependency over several lines: it still goes, whole.
  func testATargetTheUserChangedIsStillRemoved() throws {
    let (_, text) = Self.shapes[0]
    let added = try add(text, passcode).text
    let changed = added.replacingOccurrences(
      of: "    .target(name: \"Passcode\", dependencies: [.product(name: \"ModuleCore\", package: \"modgen\")]),\n",
      with: """
            .target(
              name: "Passcode",
              dependencies: [
                .product(name: "ModuleCore", package: "modgen"),
                "Core",  // the user's
              ]
            ),

        """)
    XCTAssertNotEqual(changed, added)
    XCTAssertEqual(try remove(["Passcode", "PasscodeTests"], changed).text, text)
  }

  func testAMissingTargetIsSkippedAndReported() throws {
    let (_, text) = Self.shapes[0]
    let added = try add(text, passcode).text
    let removed = try remove(["Gone", "PasscodeTests", "Gone"], added)
    XCTAssertEqual(removed.removed, ["PasscodeTests"])
    XCTAssertEqual(removed.missing, ["Gone"])
    let nothing = try remove(["Gone"], text)
    XCTAssertEqual(nothing.text, text)
    XCTAssertEqual(nothing.removed, [])
    XCTAssertEqual(nothing.missing, ["Gone"])
  }

  func testADynamicManifestIsRefusedWithALocatedDiagnostic() {
    let text = "let package = Package(\n  name: \"A\",\n  targets: [\n    appTarget,\n  ]\n)\n"
    XCTAssertThrowsError(try remove(["Passcode"], text)) { error in
      let diagnostic = error as? Diagnostic
      XCTAssertEqual(diagnostic?.message, "this target is not a literal .target(…) call")
      XCTAssertEqual(diagnostic?.file, "Package.swift")
      XCTAssertEqual(diagnostic?.line, 4)
      XCTAssertEqual(diagnostic?.column, 5)
      XCTAssertNotNil(diagnostic?.sourceLine, "shown with its line and a caret")
      XCTAssertEqual(
        diagnostic?.notes.last, "modgen did not edit Package.swift; remove these targets from it by hand: Passcode")
    }
  }
}
