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
    let window = await TestWindow()
    defer { window.close() }
    let viewController = UIViewController()
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    sut.viewController = viewController

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func routeToCloseDismissesSceneWithWhatItPresents() async {
    let window = await TestWindow()
    defer { window.close() }
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
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func routeToClosePopsPushedSceneThenNotifiesOutput() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(viewController, on: navigationController)
    #expect(viewController.navigationController === window.rootViewController)
    sut.viewController = viewController

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }
    await window.settle()

    #expect(navigationController.viewControllers == [root])
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." An embedded scene is not what
  /// was presented, so closing it leaves the presented screen where it is, and tells the owner at once.
  @Test func routeToCloseLeavesTheScreenItIsEmbeddedInPresented() async {
    let window = await TestWindow()
    defer { window.close() }
    let container = UIViewController()
    let viewController = UIViewController()
    container.addChild(viewController)
    container.view.addSubview(viewController.view)
    viewController.didMove(toParent: container)
    await window.present(container)
    #expect(viewController.presentingViewController === window.rootViewController)
    sut.viewController = viewController

    sut.routeToClose()

    #expect(output.calls == [.passcodeModuleDidClose])
    #expect(window.rootViewController.presentedViewController === container)
    #expect(viewController.parent === container, "its owner removes it")
  }

  @Test func leavingTheScreenNotifiesOutputOnce() {
    sut.didLeaveScreen()
    sut.didLeaveScreen()

    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func routeToCloseNotifiesOutputOnceAlthoughTheScreenAlsoLeaves() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = UIViewController()
    await window.present(viewController)
    sut.viewController = viewController

    await withCheckedContinuation { continuation in
      output.onCall = { [weak output] in
        output?.onCall = nil
        continuation.resume()
      }
      sut.routeToClose()
    }
    await window.settle()
    sut.didLeaveScreen()

    #expect(
      output.calls == [.passcodeModuleDidClose],
      "the view's disappearance and the close's completion are one exit")
  }
}
