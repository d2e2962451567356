//
//  PasscodeRouterTests.swift
//  ViperXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ViperXctest

nonisolated final class PasscodeRouterTests: XCTestCase {
  @MainActor func testCloseDismissesPresentedModule() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = UIViewController()
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testCloseDismissesModuleWithWhatItPresents() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = UIViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    XCTAssertTrue(viewController.presentedViewController === alert)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testClosePopsPushedModule() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(viewController, on: navigationController)
    XCTAssertTrue(viewController.navigationController === window.rootViewController)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertEqual(navigationController.viewControllers, [root])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." An embedded module is not what
  /// was presented, so closing it leaves the presented screen where it is.
  @MainActor func testCloseLeavesTheScreenItIsEmbeddedInPresented() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let container = UIViewController()
    let viewController = UIViewController()
    container.addChild(viewController)
    container.view.addSubview(viewController.view)
    viewController.didMove(toParent: container)
    await window.present(container)
    XCTAssertTrue(viewController.presentingViewController === window.rootViewController)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertTrue(window.rootViewController.presentedViewController === container)
    XCTAssertTrue(viewController.parent === container, "its owner removes it")
  }
}
