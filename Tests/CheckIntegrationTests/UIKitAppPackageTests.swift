import Foundation
import ModgenTestSupport
import TestSupport
import XCTest

/// An app package on Linux: a package that depends on this repository's ModuleCore product by path can
/// `import UIKit` (the UIKit stand-in comes with ModuleCore where UIKit does not exist), holds a module
/// `modgen gen` wrote from the viper template, and its hand-written tests in UIKit's own API build and
/// pass (one `swift build`, then `swift test` without building again).
final class UIKitAppPackageTests: XCTestCase {
  /// Runs only when MODGEN_INTEGRATION_TESTS=1 asks for the slow tests (each builds a package).
  override func setUpWithError() throws {
    try requireIntegrationTests()
  }

  private struct Run {
    var status: Int32
    var output: String
  }

  private func swift(_ arguments: [String], in directory: URL) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: output)
  }

  private func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The app package: its manifest (ModuleCore by path from this checkout, named after the checkout's
  /// folder as SwiftPM names a path dependency), modgen.json, a source file that imports UIKit and the
  /// hand-written navigation test.
  private func makeApp() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-app-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    let modgen = SharedFixtures.packageRoot.standardizedFileURL
    try write(
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v13), .iOS(.v16)],
        dependencies: [.package(path: "\(modgen.path)")],
        targets: [
          .target(name: "App", dependencies: [.product(name: "ModuleCore", package: "\(modgen.lastPathComponent)")]),
          .testTarget(name: "AppTests", dependencies: ["App"]),
        ],
        swiftLanguageModes: [.v6]
      )

      """, to: "Package.swift", in: app)
    try write(
      """
      {
        "project_name": "App",
        "product_module_name": "App",
        "sources_path": "Sources/App",
        "tests_path": "Tests/AppTests"
      }

      """, to: "modgen.json", in: app)
    try write(Self.appRoot, to: "Sources/App/AppRoot.swift", in: app)
    try write(Self.navigationTests, to: "Tests/AppTests/NavigationTests.swift", in: app)
    return app
  }

  func testAPackageDependingOnModuleCoreImportsUIKitAndItsUIKitTestsPass() throws {
    let app = try makeApp()
    let gen = runModgen(["gen", "Passcode", "viper"], in: app, environment: fixedDateEnvironment)
    XCTAssertEqual(gen.status, 0, gen.stdout + gen.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/App/Passcode").path), gen.stdout)

    let build = try swift(["build", "--build-tests"], in: app)
    XCTAssertEqual(build.status, 0, build.output)
    let test = try swift(["test", "--skip-build"], in: app)
    XCTAssertEqual(test.status, 0, test.output)
    XCTAssertTrue(test.output.contains("NavigationTests.testPresentPushPopDismiss' passed"), test.output)
    XCTAssertTrue(test.output.contains("PasscodePresenterTests"), "the generated tests ran too:\n\(test.output)")
  }

  /// The app's own code, in UIKit's names: the window and its root.
  private static let appRoot = """
    import UIKit

    /// The app's window with a plain root view controller.
    @MainActor
    enum AppRoot {
      /// A window the size of an iPhone, its root `root`, shown.
      static func makeWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
      }
    }

    """

  /// The hand-written test, in UIKit's own API, of the generated module shown the way an app shows it.
  private static let navigationTests = """
    import UIKit
    import XCTest

    @testable import App

    // XCTest on Linux runs a main-actor test when the method, not the class, is `@MainActor` and `async`.
    final class NavigationTests: XCTestCase {
      /// `present(_:animated:completion:)` sets `presentedViewController` ("The view controller that is
      /// presented by this view controller, or one of its ancestors in the view controller hierarchy.");
      /// `pushViewController(_:animated:)`: "The object in the viewController parameter becomes the top view
      /// controller on the navigation stack."; `popViewController(animated:)` returns "The view controller
      /// that was popped from the stack."; `dismiss(animated:completion:)` "Dismisses the view controller that
      /// was presented modally by the view controller." The completion "is called after the view controller is
      /// dismissed".
      @MainActor func testPresentPushPopDismiss() async {
        let root = UIViewController()
        let window = AppRoot.makeWindow(root: root)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertIdentical(root.view.window, window)

        let passcode = PasscodeModuleAssembly().assemble(nil)
        let navigation = UINavigationController(rootViewController: passcode)
        // The presentation finishes later, as UIKit's does; UIKit ignores a dismissal asked for before that.
        await withCheckedContinuation { continuation in
          root.present(navigation, animated: false) { continuation.resume() }
        }
        XCTAssertIdentical(root.presentedViewController, navigation)
        XCTAssertIdentical(navigation.presentingViewController, root)
        XCTAssertIdentical(passcode.navigationController, navigation)

        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertIdentical(navigation.topViewController, detail)

        XCTAssertIdentical(navigation.popViewController(animated: false), detail)
        XCTAssertIdentical(navigation.topViewController, passcode)
        // The navigation controller's layout pass performs the push and the pop.
        navigation.view.layoutIfNeeded()

        // The dismissal finishes later, as UIKit's does: its completion says when.
        await withCheckedContinuation { continuation in
          root.dismiss(animated: false) { continuation.resume() }
        }
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(navigation.presentingViewController)
      }
    }

    """
}
