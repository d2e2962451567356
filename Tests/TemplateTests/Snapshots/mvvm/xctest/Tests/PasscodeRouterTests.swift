//
//  PasscodeRouterTests.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import MvvmXctest

final class PasscodeRouterTests: XCTestCase {
  @MainActor func testCloseDismissesPresentedModule() async {
    let owner = ViewController()
    let viewController = ViewController()
    owner.present(viewController, animated: false)
    let sut = PasscodeRouter(viewController: viewController)

    sut.close()

    XCTAssertNil(owner.presentedViewController)
  }

  @MainActor func testClosePopsPushedModule() async {
    let root = ViewController()
    let viewController = ViewController()
    let navigationController = NavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let sut = PasscodeRouter(viewController: viewController)

    sut.close()

    XCTAssertEqual(navigationController.viewControllers, [root])
  }
}
