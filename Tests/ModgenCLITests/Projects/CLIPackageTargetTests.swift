import Foundation
import ModgenTestSupport
import XCTest

/// `gen --package-target`: the module becomes a target of the Package.swift above it (and its tests
/// a test target) in the same all-or-nothing write as the files; a second run adds nothing; a
/// manifest too dynamic to edit is refused with the lines to add, and nothing is written.
final class CLIPackageTargetTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/package")

  private static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Features",
      dependencies: [.package(path: "../modgen")],
      targets: [
        .target(name: "Home", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
      ]
    )

    """

  private func makeFileSystem(manifest: String = manifest) -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/package/Package.swift": manifest,
      "/package/Sources/Home/Home.swift": "struct Home {}\n",
      "/package/Templates/mini/template.json": """
      {
        "name": "mini", "summary": "In memory", "version": "1.0.0",
        "code_files": [ { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" } ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """,
      "/package/Templates/mini/Code/A.swift.liquid": "struct {{ module_info.name }}A {}\n",
      "/package/Templates/mini/Tests/T.swift.liquid": "@testable import {{ module_info.product_module_name }}\n",
    ])
  }

  private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> CLIRun {
    runModgen(arguments, in: project, environment: ["HOME": "/home"], fileSystem: fileSystem)
  }

  func testTheModuleBecomesATargetAndASecondRunAddsNothing() throws {
    let fileSystem = makeFileSystem()
    let gen = run(["gen", "Login", "mini", "--package-target"], fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertEqual(
      gen.stdout,
      """
            create  Sources/Login/LoginA.swift
            create  Tests/Login/LoginTests.swift
            update  Package.swift
            create  .modgen/.gitignore
            create  .modgen/.gitattributes
            create  .modgen/modules/Login.json

      """)
    XCTAssertEqual(
      fileSystem.text("/package/Package.swift"),
      Self.manifest.replacingOccurrences(
        of: "    .target(name: \"Home\", dependencies: [.product(name: \"ModuleCore\", package: \"modgen\")]),\n",
        with: """
              .target(name: "Home", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
              .target(name: "Login", dependencies: [.product(name: "ModuleCore", package: "modgen")]),
              .testTarget(name: "LoginTests", dependencies: ["Login", .product(name: "ModuleCore", package: "modgen")], path: "Tests/Login"),

          """))
    XCTAssertEqual(
      fileSystem.text("/package/Tests/Login/LoginTests.swift"), "@testable import Login\n",
      "the tests import the module's own target")

    let before = fileSystem.snapshot()
    let again = run(["gen", "Login", "mini", "--package-target"], fileSystem)
    XCTAssertEqual(again.status, 0, again.stderr)
    XCTAssertFalse(again.stdout.contains("Package.swift"), again.stdout)
    XCTAssertEqual(fileSystem.snapshot(), before, "a second run changes nothing")
  }

  func testModgenJSONMakesEveryModuleATargetUnlessNoProject() throws {
    let fileSystem = makeFileSystem()
    try fileSystem.writeData(
      Data(#"{ "package_targets": true }"#.utf8), to: URL(fileURLWithPath: "/package/modgen.json"))
    let gen = run(["gen", "Login", "mini"], fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stdout.contains("update  Package.swift"), gen.stdout)
    XCTAssertTrue(fileSystem.text("/package/Package.swift")?.contains(#".target(name: "Login""#) == true)
    XCTAssertEqual(fileSystem.text("/package/Tests/Login/LoginTests.swift"), "@testable import Login\n")

    // --no-project leaves Package.swift alone; the module still imports its own name in its tests.
    let alone = run(["gen", "Signup", "mini", "--no-project"], fileSystem)
    XCTAssertEqual(alone.status, 0, alone.stderr)
    XCTAssertFalse(alone.stdout.contains("Package.swift"), alone.stdout)
    XCTAssertFalse(fileSystem.text("/package/Package.swift")?.contains("Signup") == true)

    try fileSystem.writeData(
      Data(#"{ "package_targets": "yes" }"#.utf8), to: URL(fileURLWithPath: "/package/modgen.json"))
    let bad = run(["gen", "Profile", "mini"], fileSystem)
    XCTAssertEqual(bad.status, 1, bad.stderr)
    XCTAssertTrue(bad.stderr.contains("modgen.json:1:22: error: package_targets"), bad.stderr)
  }

  func testUpdateKeepsTheModulesTargetsAndItsTestsImportingIt() throws {
    let fileSystem = makeFileSystem()
    XCTAssertEqual(run(["gen", "Login", "mini", "--package-target"], fileSystem).status, 0)
    let manifest = fileSystem.text("/package/Package.swift")
    // The template gains a file and changes its test.
    fileSystem.addFile("/package/Templates/mini/Code/B.swift.liquid", "struct {{ module_info.name }}B {}\n")
    fileSystem.addFile(
      "/package/Templates/mini/Tests/T.swift.liquid", "@testable import {{ module_info.product_module_name }}\n// v2\n")
    fileSystem.addFile(
      "/package/Templates/mini/template.json",
      """
      {
        "name": "mini", "summary": "In memory", "version": "2.0.0",
        "code_files": [ { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" },
                        { "template": "Code/B.swift.liquid", "path": "{{ module_info.name }}B.swift" } ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """)
    let update = run(["update"], fileSystem)
    XCTAssertEqual(update.status, 0, update.stderr)
    XCTAssertTrue(update.stdout.contains("create  Sources/Login/LoginB.swift"), update.stdout)
    XCTAssertEqual(fileSystem.text("/package/Tests/Login/LoginTests.swift"), "@testable import Login\n// v2\n")
    XCTAssertEqual(fileSystem.text("/package/Package.swift"), manifest, "the targets are there already")
    XCTAssertTrue(fileSystem.text("/package/.modgen/modules/Login.json")?.contains("\"targets\": [") == true)
  }

  func testADryRunShowsTheManifestDiffAndWritesNothing() throws {
    let fileSystem = makeFileSystem()
    let before = fileSystem.snapshot()
    let gen = run(["gen", "Login", "mini", "--package-target", "--dry-run"], fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stdout.contains("+    .target(name: \"Login\""), gen.stdout)
    XCTAssertEqual(fileSystem.snapshot(), before)
  }

  func testADynamicManifestIsRefusedAndNothingIsWritten() throws {
    let fileSystem = makeFileSystem(
      manifest: """
        import PackageDescription

        let features = ["Home", "Cart"]
        let package = Package(
          name: "Features",
          targets: features.map { .target(name: $0) }
        )

        """)
    let before = fileSystem.snapshot()
    let gen = run(["gen", "Login", "mini", "--package-target"], fileSystem)
    XCTAssertEqual(gen.status, 1, gen.stderr)
    XCTAssertEqual(gen.stdout, "")
    XCTAssertTrue(
      gen.stderr.hasPrefix("Package.swift:6:12: error: the targets are not a literal array\n"), gen.stderr)
    XCTAssertTrue(gen.stderr.contains("  targets: features.map { .target(name: $0) }\n"), gen.stderr)
    XCTAssertTrue(
      gen.stderr.contains(
        "note:   .testTarget(name: \"LoginTests\", dependencies: [\"Login\", .product(name: \"ModuleCore\", package: \"modgen\")], path: \"Tests/Login\"),"
      ), gen.stderr)
    XCTAssertEqual(fileSystem.snapshot(), before)
  }

  func testWithoutAPackageTheRunFails() throws {
    let fileSystem = makeFileSystem()
    try fileSystem.removeItem(at: project.appendingPathComponent("Package.swift"))
    let gen = run(["gen", "Login", "mini", "--package-target"], fileSystem)
    XCTAssertEqual(gen.status, 1, gen.stderr)
    XCTAssertTrue(gen.stderr.contains("there is no Package.swift in a folder above Sources/Login"), gen.stderr)
    XCTAssertNil(fileSystem.text("/package/Sources/Login/LoginA.swift"))
  }

  func testACompositeWithChildrenInFoldersOfTheirOwnIsRefused() throws {
    let fileSystem = makeFileSystem()
    let before = fileSystem.snapshot()
    let gen = run(
      ["gen", "Profile", "container", "--package-target", "--no-input", "-p", "children=Header"], fileSystem)
    XCTAssertEqual(gen.status, 1, gen.stderr)
    XCTAssertTrue(
      gen.stderr.contains(
        "error: 'container' also writes Sources/Header, Tests/Header, outside the module's folders, "
          + "so the module cannot be a target of its own"), gen.stderr)
    XCTAssertEqual(fileSystem.snapshot(), before)
  }

  func testAFailureAtAnyStepLeavesTheManifestAndTheTreeAsTheyWere() throws {
    let reference = makeFileSystem()
    XCTAssertEqual(run(["gen", "Login", "mini", "--package-target"], reference).status, 0)
    let steps = reference.operations.count
    XCTAssertGreaterThan(steps, 3)
    for step in 0..<steps {
      let fileSystem = makeFileSystem()
      fileSystem.failingOperation = step
      let before = fileSystem.snapshot()
      let result = run(["gen", "Login", "mini", "--package-target"], fileSystem)
      XCTAssertEqual(result.status, 1, "step \(step): \(reference.operations[step])")
      XCTAssertTrue(result.stderr.contains("nothing was written"), "step \(step): \(result.stderr)")
      XCTAssertEqual(fileSystem.snapshot(), before, "step \(step): \(reference.operations[step])")
    }
  }
}
