import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenGenerate
@testable import TemplateSpec

final class GeneratorTests: XCTestCase {
  private let sources = URL(fileURLWithPath: "/project/Sources")
  private let tests = URL(fileURLWithPath: "/project/Tests")

  private func request(
    _ name: String = "Passcode", template: CatalogTemplate = Fixtures.template("sample"), parameters: [String] = [],
    includeTests: Bool = true
  ) -> GenerationRequest {
    var request = GenerationRequest(
      moduleName: name, template: template, outputRoot: sources, testsOutputRoot: tests, parameters: parameters,
      includeTests: includeTests, projectName: "Bank", developerName: "Ada Lovelace", company: "Analytical Ltd",
      prefix: "BK", date: Fixtures.date)
    request.timeZone = TimeZone(identifier: "UTC")!
    return request
  }

  func testRendersEveryVariableAndSnippet() throws {
    let module = try Generator(fileSystem: InMemoryFileSystem()).render(request())
    XCTAssertEqual(
      module.files.map(\.relativePath),
      ["Passcode/PasscodeView.swift", "Passcode/PasscodePresenter.swift", "Passcode/PasscodePresenterTests.swift"])
    XCTAssertEqual(module.files.map(\.role), [.code, .code, .test])
    XCTAssertEqual(module.files.map(\.root), [sources, sources, tests])
    let view = module.files[0].output
    XCTAssertEqual(
      view,
      """
      //
      //  PasscodeView.swift
      //  Bank
      //
      //  Created by Ada Lovelace on 22/11/2026.
      //  Copyright © 2026 Analytical Ltd. All rights reserved.
      //

      import ModuleCore

      /// Hello from BKPasscode.
      final class PasscodeView {}

      """)
    XCTAssertTrue(module.files[1].output.contains(#"let tests = "xctest""#))
    XCTAssertFalse(module.files[1].output.contains("router"))
  }

  func testSourceMapPointsThroughIncludes() throws {
    let module = try Generator(fileSystem: InMemoryFileSystem()).render(request())
    let map = module.files[0].sourceMap
    XCTAssertEqual(map.origin(ofOutputLine: 2)?.file, "Fixtures/sample/snippets/header.liquid")
    XCTAssertEqual(map.origin(ofOutputLine: 2)?.line, 2)
    XCTAssertEqual(map.origin(ofOutputLine: 12)?.file, "Fixtures/sample/Code/View.swift.liquid")
    XCTAssertEqual(map.origin(ofOutputLine: 12)?.line, 5)
  }

  func testConditionsParametersAndNoTests() throws {
    let generator = Generator(fileSystem: InMemoryFileSystem())
    let routed = try generator.render(request(parameters: ["with_router=true", "tests=swift-testing"]))
    XCTAssertEqual(
      routed.files.map(\.relativePath),
      ["Passcode/PasscodeView.swift", "Passcode/PasscodePresenter.swift", "Passcode/Routing/PasscodeRouter.swift"])
    XCTAssertTrue(routed.files[1].output.contains("var router: PasscodeRouter?"))
    XCTAssertTrue(routed.files[1].output.contains(#"let tests = "swift-testing""#))

    let noTests = try generator.render(request(includeTests: false))
    XCTAssertEqual(noTests.files.map(\.role), [.code, .code])
  }

  func testNameAndParameterProblemsAreReportedTogether() {
    XCTAssertThrowsError(
      try Generator(fileSystem: InMemoryFileSystem()).plan(request("passcode", parameters: ["tset=1"]))
    ) { error in
      let text = "\(error)"
      XCTAssertTrue(text.contains("did you mean 'Passcode'?"), text)
      XCTAssertTrue(text.contains("unknown parameter 'tset'; did you mean 'tests'?"), text)
      XCTAssertEqual((error as? GenerationError)?.diagnostics.count, 2)
    }
  }

  func testMissingParametersAreNotAskedForWhenTheRunFailsAnyway() {
    let fileSystem = InMemoryFileSystem([
      "/templates/t/template.json": """
      {"name": "t", "summary": "s", "version": "1.0.0",
       "parameters": [{"name": "key", "type": "string", "required": true}],
       "code_files": [{"template": "a.liquid", "path": "{{ key }}.swift"}]}
      """,
      "/templates/t/a.liquid": "{{ key }}\n",
    ])
    let asked = Counter()
    var bad = request("passcode", template: Fixtures.memoryTemplate("t", in: fileSystem))
    bad.ask = { _ in
      asked.increment()
      return "value"
    }
    XCTAssertThrowsError(try Generator(fileSystem: fileSystem).render(bad)) { error in
      XCTAssertEqual((error as? GenerationError)?.missingParameters, ["key"])
    }
    XCTAssertEqual(asked.value, 0)

    var good = bad
    good.moduleName = "Passcode"
    XCTAssertEqual(try Generator(fileSystem: fileSystem).render(good).files.first?.relativePath, "Passcode/value.swift")
    XCTAssertEqual(asked.value, 1)
  }

  func testPlanCreateIdenticalConflictAndSecondRunIsANoOp() throws {
    let fileSystem = InMemoryFileSystem(["/project/README.md": "readme\n"])
    let generator = Generator(fileSystem: fileSystem)
    let first = try generator.plan(request())
    XCTAssertEqual(first.files.map(\.action), [.create, .create, .create])
    try SafeWriter(fileSystem: fileSystem).apply(first, policy: .failOnConflict)
    let operations = fileSystem.operations.count

    let second = try generator.plan(request())
    XCTAssertEqual(second.files.map(\.action), [.identical, .identical, .identical])
    let report = try SafeWriter(fileSystem: fileSystem).apply(second, policy: .failOnConflict)
    XCTAssertFalse(report.changedAnything)
    XCTAssertEqual(fileSystem.operations.count, operations)

    fileSystem.addFile("/project/Sources/Passcode/PasscodeView.swift", "// edited by hand\n")
    let third = try generator.plan(request())
    XCTAssertEqual(third.files.map(\.action), [.conflict, .identical, .identical])
    XCTAssertEqual(third.files[0].existingContents, Data("// edited by hand\n".utf8))
    let diff = UnifiedDiff.make(
      old: "// edited by hand\n", new: String(decoding: third.files[0].contents, as: UTF8.self), oldLabel: "a",
      newLabel: "b")
    XCTAssertTrue(diff.contains("-// edited by hand"), diff)
  }

  func testUndefinedVariableInTemplateIsLocated() throws {
    let fileSystem = memoryTemplate(
      view: "line one\n{{ module_info.nmae }}\n", path: "{{ module_info.name }}View.swift")
    XCTAssertThrowsError(
      try Generator(fileSystem: fileSystem).plan(request(template: Fixtures.memoryTemplate("t", in: fileSystem)))
    ) { error in
      let text = "\(error)"
      XCTAssertTrue(text.hasPrefix("/templates/t/Code/View.swift.liquid:2:"), text)
      XCTAssertTrue(text.contains("undefined variable 'module_info.nmae'"), text)
    }
    XCTAssertEqual(fileSystem.operations, [])
  }

  func testUndefinedVariableInPathPointsIntoTheManifest() {
    let fileSystem = memoryTemplate(view: "x\n", path: "{{ module_info.nmae }}View.swift")
    XCTAssertThrowsError(
      try Generator(fileSystem: fileSystem).plan(request(template: Fixtures.memoryTemplate("t", in: fileSystem)))
    ) { error in
      let diagnostic = (error as? GenerationError)?.diagnostics.first
      XCTAssertEqual(diagnostic?.file, "/templates/t/template.json")
      XCTAssertEqual(diagnostic?.line, 4)
      // The path string's quote is at column 53; the variable starts 3 characters into the string.
      XCTAssertEqual(diagnostic?.column, 57)
      XCTAssertEqual(diagnostic?.sourceLine?.contains("{{ module_info.nmae }}"), true)
    }
  }

  func testPathsLeavingTheRootAreRejectedBeforeWriting() {
    for path in [
      "../{{ module_info.name }}View.swift", "/tmp/{{ module_info.name }}View.swift", "a/../../x.swift", "sub/",
    ] {
      let fileSystem = memoryTemplate(view: "x\n", path: path)
      XCTAssertThrowsError(
        try Generator(fileSystem: fileSystem).plan(request(template: Fixtures.memoryTemplate("t", in: fileSystem))),
        path
      ) { error in
        XCTAssertTrue("\(error)".contains("path renders to"), "\(path): \(error)")
      }
      XCTAssertEqual(fileSystem.operations, [], path)
    }
  }

  func testSymlinkLeadingOutsideTheRootIsRejected() {
    let fileSystem = InMemoryFileSystem(["/elsewhere/keep.txt": "keep\n"])
    fileSystem.addSymlink("/project/Sources/Passcode", to: "../../elsewhere")
    let before = fileSystem.snapshot()
    XCTAssertThrowsError(try Generator(fileSystem: fileSystem).plan(request())) { error in
      XCTAssertTrue("\(error)".contains("leads outside /project/Sources through a symbolic link"), "\(error)")
    }
    XCTAssertEqual(fileSystem.snapshot(), before)
    XCTAssertEqual(fileSystem.operations, [])
  }

  func testSymlinkStayingInsideTheRootIsAccepted() throws {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addDirectory("/project/Sources/Shared")
    fileSystem.addSymlink("/project/Sources/Passcode", to: "Shared")
    let plan = try Generator(fileSystem: fileSystem).plan(request(includeTests: false))
    try SafeWriter(fileSystem: fileSystem).apply(plan, policy: .failOnConflict)
    XCTAssertNotNil(fileSystem.text("/project/Sources/Shared/PasscodeView.swift"))
  }

  func testFolderInTheWayIsReported() {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addDirectory("/project/Sources/Passcode/PasscodeView.swift")
    fileSystem.addFile("/project/Tests", "a file where a folder should be")
    XCTAssertThrowsError(try Generator(fileSystem: fileSystem).plan(request())) { error in
      let diagnostics = (error as? GenerationError)?.diagnostics.map(\.message) ?? []
      XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
      XCTAssertTrue(diagnostics[0].contains("is a folder"), "\(diagnostics)")
      XCTAssertTrue(diagnostics[1].contains("/project/Tests is a file"), "\(diagnostics)")
    }
  }

  func testTwoFilesRenderingToOnePathAreReported() {
    let fileSystem = memoryTemplate(view: "x\n", path: "Same.swift", secondPath: "Same.swift")
    XCTAssertThrowsError(
      try Generator(fileSystem: fileSystem).plan(request(template: Fixtures.memoryTemplate("t", in: fileSystem)))
    ) { error in
      XCTAssertTrue("\(error)".contains("both render to"), "\(error)")
    }
  }

  /// A one- or two-file template at /templates/t in a new in-memory file system.
  private func memoryTemplate(view: String, path: String, secondPath: String? = nil) -> InMemoryFileSystem {
    let second =
      secondPath.map { #", { "template": "Code/View.swift.liquid", "path": "\#($0)" }"# } ?? ""
    let manifest = """
      {
        "name": "t", "summary": "memory template", "version": "0.1.0",
        "code_files": [
          { "template": "Code/View.swift.liquid", "path": "\(path)" }\(second)
        ]
      }
      """
    return InMemoryFileSystem(["/templates/t/template.json": manifest, "/templates/t/Code/View.swift.liquid": view])
  }
}

/// A thread-safe counter for closures that must be `Sendable`.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
