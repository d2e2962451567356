//
//  PasscodeRouterTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import VipSwiftTesting

/// Each test shows its module in a window of its own, made key, and waits for its transitions, which take their time
/// on a device. UIKit's `UIWindow.makeKey()` "causes the previous key window to resign the key status", so the tests
/// run one at a time: no test's window or transition overlaps another's.
@MainActor
@Suite(.serialized)
struct PasscodeRouterTests {
  let output = PasscodeModuleOutputSpy()
  let dataStore = PasscodeDataStoreStub()
  let sut = PasscodeRouter()

  init() {
    dataStore.output = output
    sut.dataStore = dataStore
  }

  @Test func routeToCloseDismissesPresentedSceneThenNotifiesOutput() async {
    let window = TestWindow()
    let viewController = UIViewController()
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    sut.viewController = viewController

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }

    #expect(window.rootViewController.presentedViewController == nil)
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func routeToCloseDismissesSceneWithWhatItPresents() async {
    let window = TestWindow()
    let viewController = UIViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    #expect(viewController.presentedViewController === alert)
    sut.viewController = viewController

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func routeToClosePopsPushedSceneThenNotifiesOutput() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    navigationController.pushViewController(viewController, animated: false)
    let window = TestWindow(rootViewController: navigationController)
    #expect(viewController.navigationController === window.rootViewController)
    sut.viewController = viewController

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }

    #expect(navigationController.viewControllers == [root])
    #expect(output.calls == [.passcodeModuleDidClose])
  }
}
