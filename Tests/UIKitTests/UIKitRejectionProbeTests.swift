import Foundation
import XCTest

/// Code the iOS SDK rejects is rejected by the UIKit stand-in too, and its fixed twin type-checks: each probe
/// in `Probes/` (a folder left out of this target) is type-checked with `swiftc -typecheck -swift-version 6`
/// against the built `UIKit` stand-in module. A rejected probe starts with `// expected-error: <text>` lines,
/// each of which some error must contain; an accepted one with `// expected: no errors`.
///
/// The stand-in's module is looked for in this package's build folder; when it is not there (a custom
/// build path), the tests are skipped with a notice, and fail when `CI` is set.
final class UIKitRejectionProbeTests: XCTestCase {
  /// `Tests/UIKitTests/Probes`.
  private static let probes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Probes")

  /// "Creates a view controller with data in an unarchiver." (`UIViewController.init(coder:)`, declared
  /// `required init?(coder: NSCoder)`): a subclass that declares a designated initializer of its own
  /// inherits no initializer, so it must provide the required `init?(coder:)` itself.
  func testAControllerWithItsOwnInitializerMustProvideInitCoder() throws {
    try check("RequiredCoderInit")
  }

  /// "Initializes and returns a newly allocated view object…" (`UIView.init(frame:)`) is designated, and
  /// `init?(coder:)` is required: a view subclass with an initializer of its own must provide it too.
  func testAViewWithItsOwnInitializerMustProvideInitCoder() throws {
    try check("RequiredCoderInitView")
  }

  /// "Notifies the view controller that its view is about to be added to a view hierarchy."
  /// (`UIViewController.viewWillAppear(_:)`, which takes `animated`): an override must have that exact
  /// signature, and "If you override this method, you must call super at some point in your
  /// implementation."
  func testAnOverrideMustMatchUIKitsSignature() throws {
    try check("OverrideSignature")
  }

  /// "Called after the controller's view is loaded into memory." (`UIViewController.viewDidLoad()`, an
  /// overridable method): redeclaring it in a subclass is an override and must say so.
  func testRedeclaringAUIKitMethodNeedsOverride() throws {
    try check("OverrideKeyword")
  }

  /// `UIViewController` is declared `@MainActor class UIViewController`: its `view` ("The view that the
  /// controller manages.") can be read only on the main actor, or by awaiting a hop to it.
  func testAControllersViewIsMainActorIsolated() throws {
    try check("MainActorView")
  }

  /// `@MainActor class UIViewController`: its initializers run on the main actor, so a synchronous
  /// nonisolated function cannot create a controller.
  func testAControllerIsCreatedOnTheMainActor() throws {
    try check("MainActorInit")
  }

  /// `@MainActor class UIAction`: UIKit performs an action's handler ("A type that defines the closure for
  /// an action handler.", `UIActionHandler`) on the main actor, so a handler isolated to another global actor
  /// cannot be given; a closure written on the main actor may update views.
  func testAnActionHandlerRunsOnTheMainActor() throws {
    try check("ActionHandlerIsolation")
  }

  /// `open var isViewLoaded: Bool { get }` (`UIViewController.isViewLoaded`, "A Boolean value indicating
  /// whether the view is currently loaded into memory."): Objective-C members are open, so a subclass in
  /// another module may override them, keeping their type.
  func testUIKitsPropertiesAreOpenToOverridesOfTheSameType() throws {
    try check("OverrideProperty")
  }

  /// UIKit's enums are not frozen (Objective-C `NS_ENUM`s and the Swift overlay's enums alike): "switch covers
  /// known cases, but … may have additional unknown values" is an error in Swift 6 mode, so a `switch` needs
  /// `@unknown default`. The stand-in's enums are `@nonexhaustive`, which Swift 6.3 and later understand.
  func testASwitchOverAUIKitEnumNeedsUnknownDefault() throws {
    #if compiler(>=6.3)
      try check("NonexhaustiveSwitch")
    #else
      throw XCTSkip("@nonexhaustive needs Swift 6.3; older compilers treat the stand-in's enums as frozen")
    #endif
  }

  /// `UIControl.Event` is an imported `NS_OPTIONS` type: an `OptionSet`, not `Hashable`, so it cannot be a set's
  /// element or a dictionary's key.
  func testImportedOptionSetsAreNotHashable() throws {
    try check("HashableOptionSet")
  }

  /// `public struct UIListContentConfiguration : UIContentConfiguration, Hashable` (the Swift overlay): not
  /// `Sendable`, so a `Sendable` type cannot store one.
  func testContentConfigurationsAreNotSendable() throws {
    try check("SendableConfiguration")
  }

  /// What the stand-in keeps to model UIKit (a color's components) is not UIKit API and is not visible to
  /// clients.
  func testTheStandInsOwnStateIsNotAPI() throws {
    try check("InventedMember")
  }

  /// Every probe in the folder belongs to a test above, so none is silently left unchecked.
  func testEveryProbeIsChecked() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.probes.path).filter { $0.hasSuffix(".swift") }
    let checked = [
      "RequiredCoderInit", "RequiredCoderInitView", "OverrideSignature", "OverrideKeyword", "MainActorView",
      "MainActorInit", "ActionHandlerIsolation", "OverrideProperty", "NonexhaustiveSwitch", "HashableOptionSet",
      "SendableConfiguration", "InventedMember",
    ]
    XCTAssertEqual(
      Set(names), Set(checked.flatMap { ["\($0).rejected.swift", "\($0).accepted.swift"] }),
      "every probe pair in \(Self.probes.path) has a test")
  }

  // MARK: - Running swiftc

  /// Type-checks `<name>.rejected.swift` and `<name>.accepted.swift` against the stand-in and compares what
  /// `swiftc` says with their expectation lines.
  private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let modules = try requireModules(file: file, line: line)
    for kind in ["rejected", "accepted"] {
      let probe = Self.probes.appendingPathComponent("\(name).\(kind).swift")
      let text = try String(contentsOf: probe, encoding: .utf8)
      let expectations = Self.expectations(in: text)
      XCTAssertFalse(
        expectations.errors.isEmpty && !expectations.noErrors, "\(probe.lastPathComponent) says what it expects",
        file: file, line: line)
      let result = try typecheck(probe, modules: modules)
      let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
      if expectations.noErrors {
        XCTAssertEqual(
          result.status, 0, "\(probe.lastPathComponent) should type-check:\n\(result.output)", file: file, line: line)
        XCTAssertEqual(errors, [], file: file, line: line)
      }
      for expected in expectations.errors {
        XCTAssertNotEqual(result.status, 0, "\(probe.lastPathComponent) should be rejected", file: file, line: line)
        XCTAssertTrue(
          errors.contains { $0.contains(expected) },
          "\(probe.lastPathComponent): no error contains \"\(expected)\"; swiftc said:\n\(result.output)", file: file,
          line: line)
      }
    }
  }

  /// The `// expected-error: …` texts and whether `// expected: no errors` is written, from the first lines.
  private static func expectations(in text: String) -> (errors: [String], noErrors: Bool) {
    let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }
    let errors = header.compactMap { line -> String? in
      line.hasPrefix("// expected-error: ") ? String(line.dropFirst("// expected-error: ".count)) : nil
    }
    return (errors, header.contains("// expected: no errors"))
  }

  private func typecheck(_ probe: URL, modules: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, probe.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// The folder holding the built `UIKit.swiftmodule`, or a skip (a failure in the strict run that
  /// `.ci/run` makes with `MODGEN_REQUIRE_CONFORMANCE=1`).
  private func requireModules(file: StaticString, line: UInt) throws -> URL {
    if let found = Self.modulesFolder() { return found }
    let message = "the UIKit stand-in's module was not found in this package's build folder"
    if ProcessInfo.processInfo.environment["MODGEN_REQUIRE_CONFORMANCE"] == "1" {
      XCTFail("\(message); MODGEN_REQUIRE_CONFORMANCE=1 is set, so this is a failure", file: file, line: line)
      throw XCTSkip("failed: \(message)")
    }
    print("notice: skipping \(name): \(message)")
    throw XCTSkip(message)
  }

  /// `.build/<triple>/debug/Modules` (SwiftPM 6) or `.build/<triple>/debug` and `.build/debug` (earlier):
  /// first beside the running test product, then in the package's `.build` folder found from this file.
  static func modulesFolder() -> URL? {
    var candidates: [URL] = []
    for start in [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle(for: UIKitRejectionProbeTests.self).bundleURL]
    {
      var folder = start.standardizedFileURL.deletingLastPathComponent()
      for _ in 0..<3 {
        candidates += [folder.appendingPathComponent("Modules"), folder]
        folder = folder.deletingLastPathComponent()
      }
    }
    let build = probes.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build")
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    for entry in triples.sorted() + ["."] {
      let debug = build.appendingPathComponent(entry).appendingPathComponent("debug")
      candidates += [debug.appendingPathComponent("Modules"), debug]
    }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path)
    }
  }
}
