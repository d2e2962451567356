//
//  PasscodeLeavingTests.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import CellsXctestGenerateScope

/// However the Passcode module leaves the screen for good, its owner hears it exactly once.
///
/// UIKit calls `viewDidDisappear(_:)` on the view controllers that leave the screen; in it, `isMovingFromParent` is
/// `true` for one popped from a navigation stack (back button, swipe back, code) and `isBeingDismissed` for one
/// being dismissed (a sheet swiped down, a `dismiss(animated:completion:)` by anyone, with the navigation controller
/// it is in). A screen only covered by another gets `viewDidDisappear(_:)` with both `false`.
nonisolated final class PasscodeLeavingTests: XCTestCase {
  @MainActor func testSwipingBackTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(module, on: navigationController)

    let popped = await window.swipeBack(in: navigationController)

    XCTAssertTrue(popped === module)
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  /// A swipe back the user lets go of half-way gives the screen `viewWillDisappear(_:)`, then makes it appear again:
  /// it never left.
  @MainActor func testAbandonedSwipeBackDoesNotTellTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(module, on: navigationController)

    await window.abandonSwipeBack(in: navigationController)

    XCTAssertTrue(navigationController.topViewController === module)
    XCTAssertNotNil(module.viewIfLoaded?.window, "the screen is back on screen")
    XCTAssertEqual(output.calls, [])
  }

  @MainActor func testPoppedByItsNavigationControllerTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(module, on: navigationController)

    let popped = await window.pop(navigationController)

    XCTAssertTrue(popped === module)

    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
    XCTAssertTrue(window.rootViewController === navigationController)
  }

  @MainActor func testSwipingTheSheetDownTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    await window.present(module)
    XCTAssertTrue(window.rootViewController.presentedViewController === module)

    let dismissed = await window.swipeDownToDismiss(module)

    XCTAssertTrue(dismissed)
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testDismissedWithItsNavigationControllerTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    await window.present(UINavigationController(rootViewController: module))
    XCTAssertNotNil(window.rootViewController.presentedViewController)

    await window.dismiss(module)

    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testClosingItselfWhenPresentedTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    await window.present(module)
    XCTAssertTrue(window.rootViewController.presentedViewController === module)

    await close(module, output: output)
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
    XCTAssertEqual(
      output.calls, [.passcodeModuleDidClose],
      "the disappearance and the close's completion are one exit")
  }

  @MainActor func testClosingItselfWhenPushedTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let root = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(module, on: navigationController)

    await close(module, output: output)
    await window.settle()

    XCTAssertEqual(navigationController.viewControllers, [root])
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
    XCTAssertTrue(window.rootViewController === navigationController)
  }

  @MainActor func testCoveredByAnotherScreenItDoesNotTellTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: module)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    XCTAssertNotNil(module.viewIfLoaded?.window, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)
    await window.present(UIViewController())

    XCTAssertNil(module.viewIfLoaded?.window, "the screen is covered")
    XCTAssertNotNil(window.rootViewController.presentedViewController)
    XCTAssertEqual(output.calls, [])
  }

  @MainActor private func makeModule(
    output: PasscodeModuleOutputSpy
  ) throws -> PasscodeViewController {
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    return try XCTUnwrap(assembly.assemble { _ in output } as? PasscodeViewController)
  }

  /// Closes `module` with its close button's action and returns once the owner heard of it.
  @MainActor private func close(
    _ module: PasscodeViewController, output: PasscodeModuleOutputSpy
  ) async {
    await withCheckedContinuation { continuation in
      output.onCall = { [weak output] in
        output?.onCall = nil
        continuation.resume()
      }
      module.closeButtonTapped()
    }
  }
}
