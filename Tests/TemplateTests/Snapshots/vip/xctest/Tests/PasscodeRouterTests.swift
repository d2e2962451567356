//
//  PasscodeRouterTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import VipXctest

nonisolated final class PasscodeRouterTests: XCTestCase {
  @MainActor func testRouteToCloseDismissesPresentedSceneThenNotifiesOutput() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = UIViewController()
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let output = PasscodeModuleOutputSpy()
    let sut = makeSUT(viewController: viewController, output: output)

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testRouteToCloseDismissesSceneWithWhatItPresents() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = UIViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    XCTAssertTrue(viewController.presentedViewController === alert)
    let output = PasscodeModuleOutputSpy()
    let sut = makeSUT(viewController: viewController, output: output)

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testRouteToClosePopsPushedSceneThenNotifiesOutput() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(viewController, on: navigationController)
    XCTAssertTrue(viewController.navigationController === window.rootViewController)
    let output = PasscodeModuleOutputSpy()
    let sut = makeSUT(viewController: viewController, output: output)

    await withCheckedContinuation { continuation in
      output.onCall = { continuation.resume() }
      sut.routeToClose()
    }
    await window.settle()

    XCTAssertEqual(navigationController.viewControllers, [root])
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." An embedded scene is not what
  /// was presented, so closing it leaves the presented screen where it is, and tells the owner at once.
  @MainActor func testRouteToCloseLeavesTheScreenItIsEmbeddedInPresented() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let container = UIViewController()
    let viewController = UIViewController()
    container.addChild(viewController)
    container.view.addSubview(viewController.view)
    viewController.didMove(toParent: container)
    await window.present(container)
    XCTAssertTrue(viewController.presentingViewController === window.rootViewController)
    let output = PasscodeModuleOutputSpy()
    let sut = makeSUT(viewController: viewController, output: output)

    sut.routeToClose()

    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
    XCTAssertTrue(window.rootViewController.presentedViewController === container)
    XCTAssertTrue(viewController.parent === container, "its owner removes it")
  }

  @MainActor func testLeavingTheScreenNotifiesOutputOnce() async {
    let output = PasscodeModuleOutputSpy()
    let viewController = UIViewController()
    let sut = makeSUT(viewController: viewController, output: output)

    sut.didLeaveScreen()
    sut.didLeaveScreen()

    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testRouteToCloseNotifiesOutputOnceAlthoughTheScreenAlsoLeaves() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = UIViewController()
    await window.present(viewController)
    let output = PasscodeModuleOutputSpy()
    let sut = makeSUT(viewController: viewController, output: output)

    await withCheckedContinuation { continuation in
      output.onCall = { [weak output] in
        output?.onCall = nil
        continuation.resume()
      }
      sut.routeToClose()
    }
    await window.settle()
    sut.didLeaveScreen()

    XCTAssertEqual(
      output.calls, [.passcodeModuleDidClose],
      "the view's disappearance and the close's completion are one exit")
  }

  @MainActor private func makeSUT(
    viewController: UIViewController, output: PasscodeModuleOutputSpy
  ) -> PasscodeRouter {
    let dataStore = PasscodeDataStoreStub()
    dataStore.output = output
    let sut = PasscodeRouter()
    sut.viewController = viewController
    sut.dataStore = dataStore
    return sut
  }
}
