//
//  PasscodeRouterTests.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import MvvmSwiftTesting

/// Each test shows its module in a window of its own, made key, and waits for its transitions, which take their time
/// on a device. UIKit's `UIWindow.makeKey()` "causes the previous key window to resign the key status", so the tests
/// run one at a time: no test's window or transition overlaps another's.
@MainActor
@Suite(.serialized)
struct PasscodeRouterTests {
  @Test func closeDismissesPresentedModule() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = UIViewController()
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func closeDismissesModuleWithWhatItPresents() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = UIViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    #expect(viewController.presentedViewController === alert)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func closePopsPushedModule() async {
    let root = UIViewController()
    let viewController = UIViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(viewController, on: navigationController)
    #expect(viewController.navigationController === window.rootViewController)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(navigationController.viewControllers == [root])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." An embedded module is not what
  /// was presented, so closing it leaves the presented screen where it is.
  @Test func closeLeavesTheScreenItIsEmbeddedInPresented() async {
    let window = await TestWindow()
    defer { window.close() }
    let container = UIViewController()
    let viewController = UIViewController()
    container.addChild(viewController)
    container.view.addSubview(viewController.view)
    viewController.didMove(toParent: container)
    await window.present(container)
    #expect(viewController.presentingViewController === window.rootViewController)
    let sut = PasscodeRouter(viewController: viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController === container)
    #expect(viewController.parent === container, "its owner removes it")
  }
}
