//
//  PasscodeRouterTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import VipSwiftTesting

@MainActor
struct PasscodeRouterTests {
  @Test func routeToCloseDismissesPresentedSceneAndNotifiesOutput() {
    let owner = ViewController()
    let viewController = ViewController()
    owner.present(viewController, animated: false)
    let output = PasscodeModuleOutputSpy()
    let dataStore = PasscodeDataStoreStub()
    dataStore.output = output
    let sut = PasscodeRouter()
    sut.viewController = viewController
    sut.dataStore = dataStore

    sut.routeToClose()

    #expect(owner.presentedViewController == nil)
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func routeToClosePopsPushedScene() {
    let root = ViewController()
    let viewController = ViewController()
    let navigationController = NavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let sut = PasscodeRouter()
    sut.viewController = viewController

    sut.routeToClose()

    #expect(navigationController.viewControllers == [root])
  }
}
