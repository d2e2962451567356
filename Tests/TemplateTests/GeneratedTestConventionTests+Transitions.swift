import Foundation
import XCTest

/// On a device UIKit performs a push, a pop, a presentation or a dismissal later, in a layout pass after the run loop
/// turns, and a window's root appears only once the window is on screen. Generated tests therefore navigate only
/// through `TestWindow`, whose helpers return once UIKit has done what they ask, and close every window they make.
extension GeneratedTestConventionTests {
  /// UIKit's navigation calls, which finish later than they return on a device.
  static let directNavigation = try! NSRegularExpression(
    pattern:
      #"\b(pushViewController|popViewController|popToViewController|popToRootViewController|setViewControllers|makeKeyAndVisible)\(|\b(\w+)\??\.(present|dismiss)\("#
  )

  /// The UIKit navigation calls in `text` that do not go through a `TestWindow` named `window`.
  static func directNavigationCalls(in text: String) -> [String] {
    directNavigation.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      let receiver =
        match.range(at: 2).location == NSNotFound ? nil : (text as NSString).substring(with: match.range(at: 2))
      return receiver == "window" ? nil : (text as NSString).substring(with: match.range)
    }
  }

  /// The tests in `text` (an XCTest `func test…` or a Swift Testing `@Test func`, up to its closing brace) that make
  /// a window, directly or through a helper or type of the file that does, and never call `close()`.
  static func testsLeavingWindowsOpen(in text: String) -> (windowTests: Int, open: [String]) {
    var makers = ["TestWindow("]
    let helper = try! NSRegularExpression(pattern: #"func (\w+)\([^)]*\)[^{\n]*-> TestWindow \{"#)
    let holder = try! NSRegularExpression(pattern: #"(?:class|struct) (\w+) \{\n  let window: TestWindow\n"#)
    for pattern in [helper, holder] {
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        makers.append((text as NSString).substring(with: match.range(at: 1)) + "(")
      }
    }
    var windowTests = 0
    var open: [String] = []
    var test: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if test == nil, line.contains("func test") || line.contains("@Test func") { test = [] }
      guard test != nil else { continue }
      test?.append(line)
      guard line == "  }", let body = test?.joined(separator: "\n") else { continue }
      test = nil
      guard makers.contains(where: { body.contains($0) }) else { continue }
      windowTests += 1
      if !body.contains(".close()") { open.append(String(body.prefix(100))) }
    }
    return (windowTests, open)
  }

  /// No generated test pushes, pops, presents, dismisses or shows a window with UIKit's own calls and then asserts
  /// as if UIKit had done it at once: they go through the `TestWindow` helpers, which wait.
  func testGeneratedTestsNavigateOnlyThroughTheTestWindow() throws {
    var offenders: [String] = []
    var helperCalls = 0
    for file in try renderedFiles(role: .tests) {
      offenders += Self.directNavigationCalls(in: file.contents).map { "\(file.name): \($0)" }
      helperCalls += file.contents.components(separatedBy: "await window.").count - 1
    }
    XCTAssertGreaterThan(helperCalls, 0, "no TestWindow helper found: the search no longer matches the templates")
    XCTAssertEqual(offenders, [], "UIKit navigation outside the TestWindow helpers")
  }

  /// Every generated test that makes a window closes it, so no window stays key and on screen for the next test.
  func testGeneratedTestsCloseTheWindowsTheyMake() throws {
    var offenders: [String] = []
    var windowTests = 0
    for file in try renderedFiles(role: .tests) {
      let found = Self.testsLeavingWindowsOpen(in: file.contents)
      windowTests += found.windowTests
      offenders += found.open.map { "\(file.name): \($0)" }
    }
    XCTAssertGreaterThan(windowTests, 0, "no test making a window found: the search no longer matches the templates")
    XCTAssertEqual(offenders, [], "tests that leave their window open")
  }

  /// The rules above can fail: they find a push asserted on the next line, a direct dismissal and an open window.
  func testDirectNavigationAndOpenWindowsAreFound() {
    let text = """
        @Test func popping() async {
          let window = await TestWindow(rootViewController: navigationController)
          navigationController.pushViewController(sut, animated: false)
          window.rootViewController.dismiss(animated: false)
          await window.present(other)
          #expect(sut.viewIfLoaded?.window == nil)
        }
      """
    XCTAssertEqual(
      Self.directNavigationCalls(in: text), ["pushViewController(", "rootViewController.dismiss("])
    XCTAssertEqual(Self.testsLeavingWindowsOpen(in: text).windowTests, 1)
    XCTAssertEqual(Self.testsLeavingWindowsOpen(in: text).open.count, 1)
    let closed = text.replacingOccurrences(of: "  }", with: "  defer { window.close() }\n  }")
    XCTAssertEqual(Self.testsLeavingWindowsOpen(in: closed).open, [])
  }
}
