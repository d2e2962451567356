import XCTest

@testable import Located
@testable import SwiftPackageManifest

/// The Package.swift editor: golden edits of several manifest shapes (every byte but the new
/// lines stays), a second run that adds nothing, and manifests it refuses with the lines to add.
final class PackageManifestEditorTests: XCTestCase {
  private let passcode = PackageManifestEditor.Request(
    name: "Passcode", folder: "Sources/Passcode", testsFolder: "Tests/Passcode")

  private func edit(
    _ text: String, _ request: PackageManifestEditor.Request? = nil, file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let edit = try PackageManifestEditor.addTargets(request ?? passcode, to: SourceText(text, file: "Package.swift"))
    // A second run over the result adds nothing and changes no byte.
    let again = try PackageManifestEditor.addTargets(
      request ?? passcode, to: SourceText(edit.text, file: "Package.swift"))
    XCTAssertEqual(again.added, [], "a second run adds nothing", file: file, line: line)
    XCTAssertEqual(again.text, edit.text, "a second run changes nothing", file: file, line: line)
    return edit.text
  }

  private func refusal(_ text: String, _ request: PackageManifestEditor.Request? = nil) -> Diagnostic? {
    do {
      _ = try PackageManifestEditor.addTargets(request ?? passcode, to: SourceText(text, file: "Package.swift"))
      return nil
    } catch {
      return error
    }
  }

  func testTrailingCommasAndAProductDependency() throws {
    let before = """
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
    let after = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.package(url: "https://example.com/modgen.git", branch: "main")],
        targets: [
          .target(name: "App", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
          .testTarget(name: "AppTests", dependencies: ["App"]),
          .target(name: "Passcode", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
          .testTarget(name: "PasscodeTests", dependencies: ["Passcode", .product(name: "ModuleCore", package: "modgen")], path: "Tests/Passcode"),
        ]
      )

      """
    XCTAssertEqual(try edit(before), after)
  }

  func testNoTrailingCommaATrailingCommentAndBracketsInStringsAndComments() throws {
    let before = """
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
    let after = """
      let package = Package(
          name: "App",  // "]" in a comment: targets: [
          targets: [
              /* a [nested /* comment */ with ] brackets */
              .target(
                  name: "App",
                  dependencies: [.product(name: "ModuleCore", package: "modgen-fork")],
                  exclude: ["notes]\\"x\\".md", #"raw "]" string"#]
              ),
              .executableTarget(name: "Tool", path: "Tools/Tool"),  // the last one
              .target(name: "Passcode", dependencies: [.product(name: "ModuleCore", package: "modgen-fork")]),
              .testTarget(name: "PasscodeTests", dependencies: ["Passcode", .product(name: "ModuleCore", package: "modgen-fork")], path: "Tests/Passcode")
          ],
          swiftLanguageModes: [.v6]
      )

      """
    XCTAssertEqual(try edit(before), after)
  }

  func testTargetsWithPathsAndWithoutDependenciesAndNoTestTarget() throws {
    let before = """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "Core"),
          .target(name: "App", dependencies: ["Core", .product(name: "ModuleCore", package: "modgen")], path: "App/Sources"),
        ]
      )

      """
    let request = PackageManifestEditor.Request(name: "Login", folder: "Modules/Login", testsFolder: nil)
    let after = """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "Core"),
          .target(name: "App", dependencies: ["Core", .product(name: "ModuleCore", package: "modgen")], path: "App/Sources"),
          .target(name: "Login", dependencies: [.product(name: "ModuleCore", package: "modgen")], path: "Modules/Login"),
        ]
      )

      """
    XCTAssertEqual(try edit(before, request), after)
  }

  func testOneLineArrayAndModuleCoreAsATargetOfThePackage() throws {
    let before = """
      let package = Package(name: "M", targets: [.target(name: "ModuleCore"), .target(name: "App", dependencies: ["ModuleCore"])])

      """
    let after = """
      let package = Package(name: "M", targets: [.target(name: "ModuleCore"), .target(name: "App", dependencies: ["ModuleCore"]), .target(name: "Passcode", dependencies: ["ModuleCore"]), .testTarget(name: "PasscodeTests", dependencies: ["Passcode", "ModuleCore"], path: "Tests/Passcode")])

      """
    XCTAssertEqual(try edit(before), after)
  }

  func testADynamicPackageNameIsCopiedAndCRLFLinesAreKept() throws {
    let before = [
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
    let product = ".product(name: \"ModuleCore\", package: modgen.lastPathComponent)"
    let after = [
      "let modgen = URL(fileURLWithPath: #filePath).deletingLastPathComponent()",
      "let package = Package(",
      "  name: \"Demo\",",
      "  dependencies: [.package(path: modgen.path)],",
      "  targets: [",
      "    .target(name: \"Demo\", dependencies: [.product(name: \"ModuleCore\", package: modgen.lastPathComponent)]),",
      "    .target(name: \"Passcode\", dependencies: [\(product)]),",
      "    .testTarget(name: \"PasscodeTests\", dependencies: [\"Passcode\", \(product)], path: \"Tests/Passcode\"),",
      "  ]",
      ")",
      "",
    ].joined(separator: "\r\n")
    XCTAssertEqual(try edit(before), after)
  }

  func testAnExistingTargetIsKeptAndOnlyTheMissingOneAdded() throws {
    let before = """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "Passcode", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
        ]
      )

      """
    let result = try PackageManifestEditor.addTargets(passcode, to: SourceText(before, file: "Package.swift"))
    XCTAssertEqual(result.added, ["PasscodeTests"])
    XCTAssertEqual(
      result.text,
      before.replacingOccurrences(
        of: "  ]\n",
        with:
          "    .testTarget(name: \"PasscodeTests\", dependencies: [\"Passcode\", .product(name: \"ModuleCore\", package: \"modgen\")], path: \"Tests/Passcode\"),\n  ]\n"
      ))
  }

  func testDynamicManifestsAreRefusedWithTheLinesToAdd() throws {
    let shapes: [(String, String, Int)] = [
      ("let package = Package(name: \"A\", targets: targets)\n", "the targets are not a literal array", 1),
      (
        "let package = Package(\n  name: \"A\",\n  targets: [.target(name: \"A\")] + extra\n)\n",
        "the targets array is combined with other targets", 3
      ),
      (
        "let package = Package(name: \"A\", targets: [])\nfor name in names {\n  package.targets.append(.target(name: name))\n}\n",
        "the targets are changed after the Package(…) call", 3
      ),
      (
        "let package = Package(\n  name: \"A\",\n  targets: [\n    .target(name: name),\n  ]\n)\n",
        "this target's name is not a plain string literal", 4
      ),
      (
        "let package = Package(\n  name: \"A\",\n  targets: names.map { .target(name: $0) }\n)\n",
        "the targets are not a literal array", 3
      ),
      (
        "let package = Package(\n  name: \"A\",\n  targets: [\n    appTarget,\n  ]\n)\n",
        "this target is not a literal", 4
      ),
      (
        "let package = Package(\n  name: \"A\",\n  targets: [\n    .target(name: \"A\" + suffix),\n  ]\n)\n",
        "this target's name is not a plain string literal", 4
      ),
      ("let package = Package(name: \"A\")\n", "this Package(…) call has no targets: argument", 1),
      ("let package = Package(name: \"A, targets: [])\n", "this string never ends", 1),
    ]
    for (text, message, line) in shapes {
      guard let diagnostic = refusal(text) else {
        XCTFail("refused: \(text)")
        continue
      }
      XCTAssertTrue(diagnostic.message.hasPrefix(message), "\(diagnostic.message) for \(text)")
      XCTAssertEqual(diagnostic.file, "Package.swift")
      XCTAssertEqual(diagnostic.line, line, text)
      XCTAssertNotNil(diagnostic.sourceLine, "shown with its line and a caret")
      XCTAssertEqual(
        Array(diagnostic.notes.suffix(2)),
        [
          "  .target(name: \"Passcode\", dependencies: [.product(name: \"ModuleCore\", package: \"modgen\")]),",
          "  .testTarget(name: \"PasscodeTests\", dependencies: [\"Passcode\", .product(name: \"ModuleCore\", package: \"modgen\")], path: \"Tests/Passcode\"),",
        ], text)
    }
  }

  func testAPackageWithoutModuleCoreIsToldWhatToAdd() throws {
    let diagnostic = refusal("let package = Package(name: \"A\", targets: [.target(name: \"A\")])\n")
    XCTAssertEqual(
      diagnostic?.message,
      "no target in Package.swift depends on ModuleCore, so modgen cannot tell how the package names it")
    XCTAssertTrue(
      diagnostic?.notes.contains { $0.contains(".package(url:") } ?? false, "\(String(describing: diagnostic))")
    XCTAssertTrue(
      diagnostic?.notes.contains { $0.contains(".product(name: \"ModuleCore\", package: \"modgen\")") } ?? false)
  }

  func testAFolderInsideAnotherTargetsFolderIsRefused() throws {
    let text = """
      let package = Package(
        name: "App",
        targets: [
          .target(name: "App", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
        ]
      )

      """
    let request = PackageManifestEditor.Request(name: "Passcode", folder: "Sources/App/Passcode", testsFolder: nil)
    let diagnostic = refusal(text, request)
    XCTAssertEqual(
      diagnostic?.message,
      "Sources/App/Passcode is in the folder of target 'App' (Sources/App); a folder belongs to one target")
    XCTAssertEqual(diagnostic?.line, 4)
  }

  func testTheTokenizerKeepsStringsAndCommentsWhole() throws {
    let text = ###"""
      let a = "x \(f("y)", [1])) z" /* a /* b */ c */ let b = ##"q "# \##(g) "##
      let c = """
        ] ) "
        """
      x.y += 1.5
      """###
    let tokens = try SwiftTokenizer.tokens(of: SourceText(text, file: "t.swift"))
    XCTAssertEqual(
      tokens.map(\.text),
      [
        "let", "a", "=", #""x \(f("y)", [1])) z""#, "/* a /* b */ c */", "let", "b", "=", ###"##"q "# \##(g) "##"###,
        "let", "c", "=", "\"\"\"\n  ] ) \"\n  \"\"\"", "x", ".", "y", "+=", "1.5",
      ])
    XCTAssertEqual(tokens[3].kind, .string)
    XCTAssertEqual(tokens[4].kind, .comment)
    XCTAssertEqual(tokens[3].start, 8)
  }
}
