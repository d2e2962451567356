import Foundation
import ModgenGenerate
import ModgenSupport
import TestSupport
import XCTest

/// What the built-in templates generate must pass `swift format lint --strict` with the project's `.swift-format`,
/// in every variant, for `Passcode` and for a 24-character module name (`CheckoutPaymentSelection`: the longest
/// a template promises to keep within 120 columns), plus each template for `OrderHistory` with
/// `use_case=FetchOrders`.
///
/// Building every variant with ModuleCore and running its generated tests is `modgen check`'s job (`.ci/run`
/// runs it, and ModgenCheck's unit tests test check itself); the format lint is the one thing
/// check does not do, so it lives here. Files are rendered in memory through ModgenGenerate's `Generator` and written
/// to a temporary folder only for `swift format`.
final class FormatLintTests: XCTestCase {
  func testGeneratedFilesOfEveryVariantPassSwiftFormatLint() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var modules: [String] = []
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.variants {
        // A short name, and a 24-character one: lines that grow with the name are wrapped in the templates.
        for moduleName in ["Passcode", "CheckoutPaymentSelection"] {
          let files = try SnapshotRenderer(template: template).render(
            moduleName: moduleName, projectName: variant.targetName, variant: variant)
          XCTAssertFalse(files.isEmpty, variant.summary)
          let module = moduleName == "Passcode" ? variant.targetName : "\(variant.targetName)\(moduleName)"
          try write(files, to: folder.appendingPathComponent(module))
          modules.append(module)
        }
      }
      let variant = template.variants[0].replacing(["use_case": "FetchOrders"])
      let files = try SnapshotRenderer(template: template).render(
        moduleName: "OrderHistory", projectName: "Shop", variant: variant)
      try write(files, to: folder.appendingPathComponent("\(variant.targetName)OrderHistory"))
      modules.append("\(variant.targetName)OrderHistory")
    }

    let lint = try lint(modules, in: folder)
    XCTAssertTrue(lint.succeeded, "swift format lint (\(lint.termination)) on \(modules):\n\(tail(of: lint.text))")
    XCTAssertEqual(lint.text.trimmingCharacters(in: .whitespacesAndNewlines), "", "swift format lint findings")
  }

  /// The lint run above can fail: a file breaking the configuration's rules is reported.
  func testLintReportsAMisformattedFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let module = folder.appendingPathComponent("Bad")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try Data("import XCTest\nimport Foundation\nlet x = 1 ;\n".utf8).write(
      to: module.appendingPathComponent("Bad.swift"))

    let lint = try lint(["Bad"], in: folder)
    XCTAssertFalse(lint.succeeded, lint.text)
    XCTAssertTrue(lint.text.contains("Bad/Bad.swift:2:1: error: [OrderedImports]"), lint.text)
    XCTAssertTrue(lint.text.contains("Bad/Bad.swift:3:10: error: [Spacing]"), lint.text)
  }

  /// Runs `swift format lint --strict` with the package's `.swift-format` on `folders` (relative to `directory`).
  private func lint(_ folders: [String], in directory: URL) throws -> ProcessResult {
    let configuration = SharedFixtures.packageRoot.appendingPathComponent(".swift-format")
    return try ProcessRunner(environment: ProcessInfo.processInfo.environment).run(
      "swift", ["format", "lint", "--strict", "--configuration", configuration.path, "--recursive"] + folders,
      in: directory, timeout: 300)
  }

  private func write(_ files: [RenderedModuleFile], to folder: URL) throws {
    for file in files {
      let url = folder.appendingPathComponent(file.role.rawValue).appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
    }
  }

  private func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "modgen-format-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func tail(of output: String, lines: Int = 80) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
  }
}
