import Foundation
import TestSupport
import XCTest

/// The iOS 17 and 18.0 SDKs import `UIAccessibilityTraits`' constants (`.button`, `.header`, …) from mutable C
/// globals, which Swift 6 code cannot read ("not concurrency-safe because it involves shared mutable state"); the
/// UIKit stand-in declares them constant, as later SDKs do, so such code compiles here only. No built-in template, in
/// any variant `modgen check` builds, and no ModuleCore source may read one.
final class AccessibilityTraitConstantTests: XCTestCase {
  /// The constants the stand-in declares.
  static let constants = [
    "none", "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
    "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable", "allowsDirectInteraction",
    "causesPageTurn", "tabBar", "header",
  ]

  func testTheListMatchesTheStandIn() throws {
    let file = SharedFixtures.packageRoot.appendingPathComponent("Sources/UIKit/Views/UIAccessibilityTraits.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let declared = text.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "public static let ") else { return nil }
      return String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
    }
    XCTAssertEqual(Set(declared), Set(Self.constants))
  }

  func testNoTemplateVariantReadsATraitConstant() throws {
    var findings: [String] = []
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.variants {
        let files = try SnapshotRenderer(template: template).render(
          moduleName: "Passcode", projectName: variant.targetName, variant: variant)
        for file in files where file.path.hasSuffix(".swift") {
          findings += Self.reads(in: file.contents).map { "\(name) \(variant.summary) \(file.path): \($0)" }
        }
      }
    }
    XCTAssertEqual(findings, [])
  }

  func testModuleCoreReadsNoTraitConstant() throws {
    let folder = SharedFixtures.packageRoot.appendingPathComponent("Sources/ModuleCore")
    var findings: [String] = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    for file in files ?? [] where file.pathExtension == "swift" {
      findings += Self.reads(in: try String(contentsOf: file, encoding: .utf8)).map {
        "\(file.lastPathComponent): \($0)"
      }
    }
    XCTAssertEqual(findings, [])
  }

  func testTheScannerFindsReads() {
    let code = """
      label.accessibilityTraits.insert(.header)
      button.accessibilityTraits = [.button, .selected]
      let traits = UIAccessibilityTraits.link
      label.accessibilityTraits = traits
      view.isHidden = true  // .header in a comment on another line is not a read
      """
    XCTAssertEqual(Self.reads(in: code), ["line 1: header", "line 2: button", "line 2: selected", "line 3: link"])
  }

  /// The trait constants read on lines that name `accessibilityTraits` or `UIAccessibilityTraits`, as `line N: name`.
  static func reads(in text: String) -> [String] {
    var found: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code = line.components(separatedBy: "//").first ?? ""
      guard code.contains("accessibilityTraits") || code.contains("UIAccessibilityTraits.") else { continue }
      for constant in constants
      where code.contains(".\(constant)]") || code.contains(".\(constant),") || code.contains(".\(constant))")
        || code.hasSuffix(".\(constant)") || code.contains(".\(constant) ")
      {
        found.append("line \(index + 1): \(constant)")
      }
    }
    return found
  }
}
