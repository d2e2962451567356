import Foundation
import ModgenTestSupport
import XCTest

/// Runs whole commands against an in-memory file system: proves the CLI does all its disk access
/// through the seam, and that a failure at any write step leaves the tree as it was.
final class CLIFileSystemSeamTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/project")

  func makeFileSystemForInterrupt() -> InMemoryFileSystem { makeFileSystem() }

  private func makeFileSystem() -> InMemoryFileSystem {
    InMemoryFileSystem([
      "/project/modgen.json": #"{ "project_name": "Memory", "author": "Ann" }"#,
      "/project/Templates/mini/template.json": """
      {
        "name": "mini", "summary": "In memory", "version": "1.0.0",
        "code_files": [
          { "template": "Code/A.swift.liquid", "path": "{{ module_info.name }}A.swift" },
          { "template": "Code/B.swift.liquid", "path": "{{ module_info.name }}B.swift" }
        ],
        "test_files": [ { "template": "Tests/T.swift.liquid", "path": "{{ module_info.name }}Tests.swift" } ]
      }
      """,
      "/project/Templates/mini/Code/A.swift.liquid": "struct {{ module_info.name }}A {} // {{ developer.name }}\n",
      "/project/Templates/mini/Code/B.swift.liquid": "struct {{ module_info.name }}B {}\n",
      "/project/Templates/mini/Tests/T.swift.liquid": "// tests of {{ module_info.project_name }}\n",
      "/project/Sources/Login/LoginB.swift": "// edited by hand\n",
    ])
  }

  private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> CLIRun {
    runModgen(arguments, in: project, environment: ["HOME": "/home"], fileSystem: fileSystem)
  }

  func testGenReadsTheConfigurationOnce() {
    // Finding where records go, planning and checking for a project manifest all ask for
    // modgen.json; one run reads it once.
    let fileSystem = makeFileSystem()
    let gen = run(["gen", "Login", "mini", "--force"], fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertEqual(fileSystem.reads(of: "/project/modgen.json"), 1)
    // A broken modgen.json is still reported, once, and nothing is written.
    let broken = makeFileSystem()
    broken.addFile("/project/modgen.json", #"{ "project_name": 3 }"#)
    let failed = run(["gen", "Login", "mini", "--force"], broken)
    XCTAssertEqual(failed.status, 1)
    XCTAssertEqual(failed.stderr.components(separatedBy: "modgen.json:").count - 1, 1, failed.stderr)
    XCTAssertEqual(broken.reads(of: "/project/modgen.json"), 1)
    XCTAssertNil(broken.text("/project/Sources/Login/LoginA.swift"))
  }

  func testCommandsWorkEntirelyInMemory() throws {
    let fileSystem = makeFileSystem()
    let names = run(["list", "--names"], fileSystem).stdout.split(separator: "\n")
    XCTAssertTrue(names.contains("mini"), "the project's template is listed with the built-ins")
    XCTAssertEqual(names, names.sorted(), "sorted by name")
    let gen = run(["gen", "Login", "mini", "--force"], fileSystem)
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertEqual(
      gen.stdout,
      """
            create  Sources/Login/LoginA.swift
         overwrite  Sources/Login/LoginB.swift
            create  Tests/Login/LoginTests.swift
            create  .modgen/.gitignore
            create  .modgen/.gitattributes
            create  .modgen/modules/Login.json

      """)
    XCTAssertEqual(fileSystem.text("/project/Sources/Login/LoginA.swift"), "struct LoginA {} // Ann\n")
    XCTAssertEqual(fileSystem.text("/project/Sources/Login/LoginB.swift"), "struct LoginB {}\n")
    XCTAssertEqual(fileSystem.text("/project/Tests/Login/LoginTests.swift"), "// tests of Memory\n")
    let initRun = run(["init", "--force", "--company", "Acme"], fileSystem)
    XCTAssertEqual(initRun.status, 0, initRun.stderr)
    XCTAssertTrue(fileSystem.text("/project/modgen.json")?.contains("\"company\": \"Acme\"") ?? false)
  }

  func testAFailureAtEveryWriteStepLeavesTheTreeAsItWas() throws {
    let reference = makeFileSystem()
    XCTAssertEqual(run(["gen", "Login", "mini", "--force"], reference).status, 0)
    let steps = reference.operations.count
    XCTAssertGreaterThan(steps, 3)
    for step in 0..<steps {
      let fileSystem = makeFileSystem()
      fileSystem.failingOperation = step
      let before = fileSystem.snapshot()
      let result = run(["gen", "Login", "mini", "--force"], fileSystem)
      XCTAssertEqual(result.status, 1, "step \(step): \(reference.operations[step])")
      XCTAssertTrue(result.stderr.contains("injected failure"), "step \(step): \(result.stderr)")
      XCTAssertEqual(result.stdout, "", "step \(step): no file may be reported as written")
      XCTAssertTrue(result.stderr.contains("nothing was written"), "step \(step): \(result.stderr)")
      XCTAssertEqual(fileSystem.snapshot(), before, "step \(step): \(reference.operations[step])")
    }
  }
}

extension CLIFileSystemSeamTests {
  func testInterruptDuringTheWriteFinishesTheWriteFirst() throws {
    let fileSystem = makeFileSystemForInterrupt()
    fileSystem.beforeOperation = { index, _, _ in
      if index == 1 { raise(SIGINT) }
    }
    let result = runModgen(
      ["gen", "Login", "mini", "--force"], in: URL(fileURLWithPath: "/project"), environment: ["HOME": "/home"],
      fileSystem: fileSystem)
    XCTAssertEqual(result.status, 128 + SIGINT, result.stderr)
    XCTAssertTrue(result.stderr.contains("the write was finished first"), result.stderr)
    XCTAssertEqual(fileSystem.text("/project/Sources/Login/LoginB.swift"), "struct LoginB {}\n")
    XCTAssertEqual(fileSystem.text("/project/Tests/Login/LoginTests.swift"), "// tests of Memory\n")
  }

  func testInterruptDuringAFailingWriteUndoesItFirst() throws {
    let fileSystem = makeFileSystemForInterrupt()
    let before = fileSystem.snapshot()
    fileSystem.failingOperation = 3
    fileSystem.beforeOperation = { index, _, _ in
      if index == 1 { raise(SIGTERM) }
    }
    let result = runModgen(
      ["gen", "Login", "mini", "--force"], in: URL(fileURLWithPath: "/project"), environment: ["HOME": "/home"],
      fileSystem: fileSystem)
    XCTAssertEqual(result.status, 128 + SIGTERM, result.stderr)
    XCTAssertTrue(result.stderr.contains("the write was undone first"), result.stderr)
    XCTAssertEqual(fileSystem.snapshot(), before)
  }
}
