//
//  PasscodeRouterTests.swift
//  ContainerSwiftTestingViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import ContainerSwiftTestingViperGenerate

/// Each test shows its module in a window of its own, made key, and waits for its transitions, which take their time
/// on a device. UIKit's `UIWindow.makeKey()` "causes the previous key window to resign the key status", so the tests
/// run one at a time: no test's window or transition overlaps another's.
@MainActor
@Suite(.serialized)
struct PasscodeRouterTests {
  private func makeRouter(
    _ viewController: PasscodeViewController
  ) -> PasscodeRouter {
    PasscodeRouter(
      viewController: viewController,
      profileHeaderAssembly: ProfileHeaderModuleAssembly(),
      profileStatsAssembly: ProfileStatsModuleAssembly()
    )
  }

  @Test func embedConfiguresEachChildInItsSlotAndReturnsItsInput() throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()

    #expect(sut.embedProfileHeader(title: "ProfileHeader title", output: output) != nil)
    let profileHeader = try #require(viewController.slots.child(in: PasscodeSlot.profileHeader))
    #expect(profileHeader.title == "ProfileHeader title")
    #expect(!profileHeader.isViewLoaded)
    #expect(sut.embedProfileStats(title: "ProfileStats title", output: output) != nil)
    let profileStats = try #require(viewController.slots.child(in: PasscodeSlot.profileStats))
    #expect(profileStats.title == "ProfileStats title")
    #expect(!profileStats.isViewLoaded)
    #expect(!viewController.isViewLoaded, "embedding loads no view")

    viewController.loadViewIfNeeded()

    let profileHeaderSlot = try #require(viewController.containers[PasscodeSlot.profileHeader])
    #expect(profileHeader.view.superview === profileHeaderSlot.childContainer)
    #expect(profileHeaderSlot.title == "ProfileHeader title", "the container shows the child's title above it")
    let profileStatsSlot = try #require(viewController.containers[PasscodeSlot.profileStats])
    #expect(profileStats.view.superview === profileStatsSlot.childContainer)
    #expect(profileStatsSlot.title == "ProfileStats title", "the container shows the child's title above it")
  }

  @Test func removeTakesOnlyThatChildOut() throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()
    _ = sut.embedProfileHeader(title: "ProfileHeader", output: output)
    _ = sut.embedProfileStats(title: "ProfileStats", output: output)
    viewController.loadViewIfNeeded()
    let removed = try #require(viewController.slots.child(in: PasscodeSlot.profileHeader))

    sut.removeProfileHeader()

    #expect(viewController.slots.child(in: PasscodeSlot.profileHeader) == nil)
    #expect(removed.parent == nil)
    #expect(viewController.slots.order == Array(PasscodeSlot.order.dropFirst()))
  }

  @Test func closeDismissesPresentedModule() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = PasscodeViewController()
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func closeDismissesModuleWithWhatItPresents() async {
    let window = await TestWindow()
    defer { window.close() }
    let viewController = PasscodeViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    #expect(viewController.presentedViewController === alert)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(window.rootViewController.presentedViewController == nil)
  }

  @Test func closePopsPushedModule() async {
    let root = UIViewController()
    let viewController = PasscodeViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(viewController, on: navigationController)
    #expect(viewController.navigationController === window.rootViewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    #expect(navigationController.viewControllers == [root])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." A child that closes is not what
  /// was presented: the container stays on screen and takes the child out of its slot.
  @Test func aChildThatClosesLeavesThePresentedContainerOnScreen() async throws {
    let output = PasscodeModuleOutputSpy()
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try #require(
      assembly.assemble { _ in output } as? PasscodeViewController)
    let window = await TestWindow()
    defer { window.close() }
    await window.present(viewController)
    #expect(window.rootViewController.presentedViewController === viewController)
    let child = try #require(
      viewController.slots.child(in: PasscodeSlot.profileHeader)
        as? ProfileHeaderViewController)
    #expect(child.presentingViewController === window.rootViewController)

    child.closeButtonTapped()
    await window.settle()

    #expect(window.rootViewController.presentedViewController === viewController)
    #expect(viewController.slots.child(in: PasscodeSlot.profileHeader) == nil)
    #expect(child.parent == nil)
    #expect(output.calls == [], "a child closing does not close the container")
  }
}
