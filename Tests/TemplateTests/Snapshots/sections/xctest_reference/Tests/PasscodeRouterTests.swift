//
//  PasscodeRouterTests.swift
//  SectionsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import SectionsXctestReference

nonisolated final class PasscodeRouterTests: XCTestCase {
  @MainActor func testCloseDismissesPresentedModule() async {
    let window = TestWindow()
    let viewController = UIViewController()
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let sut = PasscodeRouter(
      viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testCloseDismissesModuleWithWhatItPresents() async {
    let window = TestWindow()
    let viewController = UIViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    XCTAssertTrue(viewController.presentedViewController === alert)
    let sut = PasscodeRouter(
      viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testClosePopsPushedModule() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let window = TestWindow(rootViewController: navigationController)
    XCTAssertTrue(viewController.navigationController === window.rootViewController)
    let sut = PasscodeRouter(
      viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }

    XCTAssertEqual(navigationController.viewControllers, [root])
  }
}
