import Foundation
import XCTest

/// Conventions every variant of every built-in template keeps, so that what its tests prove on Linux holds on an
/// iPhone and what its screens show can be translated.
final class GeneratedTestConventionTests: XCTestCase {
  /// Windows are shared, main-thread state: Swift Testing runs the tests of a suite in parallel unless it is
  /// `.serialized`, so every suite in a file that makes windows must be.
  func testSwiftTestingSuitesThatUseWindowsRunOneTestAtATime() throws {
    var offenders: [String] = []
    for file in try renderedFiles(role: .tests) where file.contents.contains("import Testing") {
      guard file.contents.contains("TestWindow(") || file.contents.contains("UIWindow(") else { continue }
      let suites = file.contents.split(separator: "\n").filter { $0.contains("@Suite") }
      if suites.isEmpty || suites.contains(where: { !$0.contains(".serialized") }) { offenders.append(file.name) }
    }
    XCTAssertEqual(offenders, [], "Swift Testing suites that make windows without `.serialized`")
  }

  /// On iOS, a view controller's view loaded outside an autorelease pool can be kept by the pool until the test
  /// ends, so a release test passes on Linux and fails on a device unless the loading happens inside
  /// `autoreleasepool`.
  func testReleaseTestsLoadViewsInsideAnAutoreleasePool() throws {
    var offenders: [String] = []
    var releaseTests = 0
    for file in try renderedFiles(role: .tests) {
      for function in Self.functions(in: file.contents) where function.contains("weak var") {
        guard function.contains("loadViewIfNeeded()") || function.contains(".view") else { continue }
        releaseTests += 1
        if !function.contains("autoreleasepool") { offenders.append("\(file.name): \(function.prefix(80))") }
      }
    }
    XCTAssertGreaterThan(releaseTests, 0, "no release test found: the search no longer matches the templates")
    XCTAssertEqual(offenders, [], "release tests that load a view outside `autoreleasepool`")
  }

  /// A text a user reads is localizable only when it goes through `String(localized:)` (the module's Strings
  /// enum): a literal given to a label, a button or an action stays in the language it was written in.
  func testScreensShowNoLiteralText() throws {
    let userFacing = try NSRegularExpression(
      pattern: #"(UIAction\(title:|setTitle\(|\.text = |\btitle = |accessibilityLabel = |\.placeholder = )\s*""#)
    var offenders: [String] = []
    for file in try renderedFiles(role: .code) {
      let text = file.contents
      for match in userFacing.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        offenders.append("\(file.name): \((text as NSString).substring(with: match.range))")
      }
    }
    XCTAssertEqual(offenders, [], "user-facing literals outside the Strings enums")
  }

  /// Every accessibility identifier a screen sets is `<Module>.<element>` (`Passcode.retry`), the same in every
  /// template, so UI tests and the accessibility inspector find one scheme.
  func testAccessibilityIdentifiersAreTheModuleNameDotTheElement() throws {
    let identifier = try NSRegularExpression(pattern: #"accessibilityIdentifier = "([^"]*)""#)
    var found = 0
    var offenders: [String] = []
    for file in try renderedFiles(role: .code) {
      let text = file.contents
      for match in identifier.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        found += 1
        let value = (text as NSString).substring(with: match.range(at: 1))
        let element = value.dropFirst("Passcode.".count)
        if !value.hasPrefix("Passcode.") || element.isEmpty || !element.first!.isLowercase {
          offenders.append("\(file.name): \(value)")
        }
      }
    }
    XCTAssertGreaterThan(found, 0, "no identifier found: the search no longer matches the templates")
    XCTAssertEqual(offenders, [], "identifiers outside the <Module>.<element> scheme")
  }

  /// The rule above can fail: it finds a literal button title.
  func testLiteralTextIsFound() throws {
    let userFacing = try NSRegularExpression(pattern: #"(UIAction\(title:|setTitle\()\s*""#)
    let text = #"let action = UIAction(title: "Try Again") { _ in }"#
    XCTAssertEqual(userFacing.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)), 1)
  }

  /// The functions of a Swift file, each from its `func` to the next one (enough to keep a test's lines together).
  static func functions(in text: String) -> [String] {
    text.components(separatedBy: " func ").dropFirst().map { String($0) }
  }

  /// Every file of every variant of every built-in template for `Passcode`, named by template, variant and path.
  func renderedFiles(role: RenderedModuleFile.Role) throws -> [(name: String, contents: String)] {
    var files: [(name: String, contents: String)] = []
    for name in BuiltInTemplate.names {
      let template = try BuiltInTemplate(named: name)
      for variant in template.snapshotVariants {
        let rendered = try SnapshotRenderer(template: template).render(
          moduleName: "Passcode", projectName: variant.targetName, variant: variant)
        for file in rendered where file.role == role {
          files.append((name: "\(variant.summary) \(file.path)", file.contents))
        }
      }
    }
    XCTAssertFalse(files.isEmpty)
    return files
  }
}
