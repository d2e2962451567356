//
//  PasscodeRouterTests.swift
//  ViperSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import ViperSwiftTesting

@MainActor
struct PasscodeRouterTests {
  @Test func closeDismissesPresentedModule() {
    let owner = ViewController()
    let viewController = ViewController()
    owner.present(viewController, animated: false)
    let sut = PasscodeRouter(viewController: viewController)

    sut.close()

    #expect(owner.presentedViewController == nil)
  }

  @Test func closePopsPushedModule() {
    let root = ViewController()
    let viewController = ViewController()
    let navigationController = NavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let sut = PasscodeRouter(viewController: viewController)

    sut.close()

    #expect(navigationController.viewControllers == [root])
  }
}
