import Foundation
import ModgenTestSupport
import TemplateSpec
import XCTest

/// One minimum Swift version: Package.swift's tools version (and the demo's), the README, CONTRIBUTING
/// and the docs state the same one that `init` and `gen` name (``ModuleRequirements/minimumSwift``).
final class SwiftVersionAgreementTests: XCTestCase {
  private func text(_ path: String) throws -> String {
    try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every `Swift X.Y or later` in `text`.
  private func stated(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: #"Swift (\d+(?:\.\d+)?) or later"#)
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  func testPackageManifestsDeclareTheMinimumAsToolsVersion() throws {
    let minimum = ModuleRequirements.minimumSwift
    for manifest in ["Package.swift", "Examples/Demo/Package.swift"] {
      XCTAssertTrue(try text(manifest).hasPrefix("// swift-tools-version:\(minimum)\n"), manifest)
    }
  }

  func testReadmeContributingAndDocsStateTheSameMinimum() throws {
    let minimum = ModuleRequirements.minimumSwift
    let required = ["README.md", "CONTRIBUTING.md", "docs/xcode-and-packages.md", "docs/builtin-templates.md"]
    for path in required {
      XCTAssertTrue(try stated(in: text(path)).contains(minimum), "\(path) states Swift \(minimum) or later")
    }
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.packageRoot.appendingPathComponent("docs").path
    ).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    for path in ["README.md", "CONTRIBUTING.md"] + docs {
      for version in try stated(in: text(path)) {
        XCTAssertEqual(version, minimum, "\(path) says 'Swift \(version) or later'")
      }
    }
  }

  func testThePackageURLIsTheOneTheDocsGive() throws {
    let docs = try text("docs/xcode-and-packages.md")
    XCTAssertTrue(docs.contains(#".package(url: "\#(ModuleRequirements.packageURL)", branch: "main")"#))
    XCTAssertFalse(docs.contains("<modgen's repository URL>"))
  }
}
