//
//  PasscodeLeavingTests.swift
//  ContainerSwiftTestingViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import ContainerSwiftTestingViperGenerate

/// However the Passcode module leaves the screen for good, its owner hears it exactly once.
///
/// UIKit calls `viewDidDisappear(_:)` on the view controllers that leave the screen; in it, `isMovingFromParent` is
/// `true` for one popped from a navigation stack (back button, swipe back, code) and `isBeingDismissed` for one
/// being dismissed (a sheet swiped down, a `dismiss(animated:completion:)` by anyone, with the navigation controller
/// it is in). A screen only covered by another gets `viewDidDisappear(_:)` with both `false`.
@MainActor
@Suite(.serialized)
struct PasscodeLeavingTests {
  @Test func swipingBackTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(module, on: navigationController)

    let popped = await window.swipeBack(in: navigationController)

    #expect(popped === module)
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  /// A swipe back the user lets go of half-way gives the screen `viewWillDisappear(_:)`, then makes it appear again:
  /// it never left.
  @Test func abandonedSwipeBackDoesNotTellTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(module, on: navigationController)

    await window.abandonSwipeBack(in: navigationController)

    #expect(navigationController.topViewController === module)
    #expect(module.viewIfLoaded?.window != nil, "the screen is back on screen")
    #expect(output.calls == [])
  }

  @Test func poppedByItsNavigationControllerTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(module, on: navigationController)

    let popped = await window.pop(navigationController)

    #expect(popped === module)

    #expect(output.calls == [.passcodeModuleDidClose])
    #expect(window.rootViewController === navigationController)
  }

  @Test func swipingTheSheetDownTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let window = await TestWindow()
    defer { window.close() }
    await window.present(module)
    #expect(window.rootViewController.presentedViewController === module)

    let dismissed = await window.swipeDownToDismiss(module)

    #expect(dismissed)
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func dismissedWithItsNavigationControllerTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let window = await TestWindow()
    defer { window.close() }
    await window.present(UINavigationController(rootViewController: module))
    #expect(window.rootViewController.presentedViewController != nil)

    await window.dismiss(module)

    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func closingItselfWhenPresentedTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let window = await TestWindow()
    defer { window.close() }
    await window.present(module)
    #expect(window.rootViewController.presentedViewController === module)

    await close(module, output: output)
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
    #expect(
      output.calls == [.passcodeModuleDidClose],
      "the disappearance and the close's completion are one exit")
  }

  @Test func closingItselfWhenPushedTellsTheOwnerOnce() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let root = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(module, on: navigationController)

    await close(module, output: output)
    await window.settle()

    #expect(navigationController.viewControllers == [root])
    #expect(output.calls == [.passcodeModuleDidClose])
    #expect(window.rootViewController === navigationController)
  }

  @Test func coveredByAnotherScreenItDoesNotTellTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let module = try makeModule(output: output)
    let navigationController = UINavigationController(rootViewController: module)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    #expect(module.viewIfLoaded?.window != nil, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)
    await window.present(UIViewController())

    #expect(module.viewIfLoaded?.window == nil, "the screen is covered")
    #expect(window.rootViewController.presentedViewController != nil)
    #expect(output.calls == [])
  }

  @MainActor private func makeModule(
    output: PasscodeModuleOutputSpy
  ) throws -> PasscodeViewController {
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    return try #require(assembly.assemble { _ in output } as? PasscodeViewController)
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
