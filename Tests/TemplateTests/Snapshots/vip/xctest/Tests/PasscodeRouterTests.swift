//
//  PasscodeRouterTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import VipXctest

final class PasscodeRouterTests: XCTestCase {
  @MainActor func testRouteToCloseDismissesPresentedSceneAndNotifiesOutput() async {
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

    XCTAssertNil(owner.presentedViewController)
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testRouteToClosePopsPushedScene() async {
    let root = ViewController()
    let viewController = ViewController()
    let navigationController = NavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let sut = PasscodeRouter()
    sut.viewController = viewController

    sut.routeToClose()

    XCTAssertEqual(navigationController.viewControllers, [root])
  }
}
