//
//  PasscodeRouterTests.swift
//  ContainerXctestViperReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ContainerXctestViperReference

nonisolated final class PasscodeRouterTests: XCTestCase {
  @MainActor private func makeRouter(
    _ viewController: PasscodeViewController
  ) -> PasscodeRouter {
    PasscodeRouter(
      viewController: viewController,
      profileHeaderAssembly: ProfileHeaderModuleAssembly(),
      profileStatsAssembly: ProfileStatsModuleAssembly()
    )
  }

  @MainActor func testEmbedConfiguresEachChildInItsSlotAndReturnsItsInput() async throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()

    XCTAssertNotNil(sut.embedProfileHeader(title: "ProfileHeader title", output: output))
    let profileHeader = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.profileHeader))
    XCTAssertEqual(profileHeader.title, "ProfileHeader title")
    XCTAssertFalse(profileHeader.isViewLoaded)
    XCTAssertNotNil(sut.embedProfileStats(title: "ProfileStats title", output: output))
    let profileStats = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.profileStats))
    XCTAssertEqual(profileStats.title, "ProfileStats title")
    XCTAssertFalse(profileStats.isViewLoaded)
    XCTAssertFalse(viewController.isViewLoaded, "embedding loads no view")

    viewController.loadViewIfNeeded()

    let profileHeaderSlot = try XCTUnwrap(viewController.containers[PasscodeSlot.profileHeader])
    XCTAssertTrue(profileHeader.view.superview === profileHeaderSlot.childContainer)
    XCTAssertEqual(profileHeaderSlot.title, "ProfileHeader title", "the container shows the child's title above it")
    let profileStatsSlot = try XCTUnwrap(viewController.containers[PasscodeSlot.profileStats])
    XCTAssertTrue(profileStats.view.superview === profileStatsSlot.childContainer)
    XCTAssertEqual(profileStatsSlot.title, "ProfileStats title", "the container shows the child's title above it")
  }

  @MainActor func testRemoveTakesOnlyThatChildOut() async throws {
    let viewController = PasscodeViewController()
    let sut = makeRouter(viewController)
    let output = PasscodeChildrenOutputSpy()
    _ = sut.embedProfileHeader(title: "ProfileHeader", output: output)
    _ = sut.embedProfileStats(title: "ProfileStats", output: output)
    viewController.loadViewIfNeeded()
    let removed = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.profileHeader))

    sut.removeProfileHeader()

    XCTAssertNil(viewController.slots.child(in: PasscodeSlot.profileHeader))
    XCTAssertNil(removed.parent)
    XCTAssertEqual(viewController.slots.order, Array(PasscodeSlot.order.dropFirst()))
  }

  @MainActor func testCloseDismissesPresentedModule() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = PasscodeViewController()
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testCloseDismissesModuleWithWhatItPresents() async {
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    let viewController = PasscodeViewController()
    let alert = UIViewController()
    await window.present(viewController)
    await window.present(alert)
    XCTAssertTrue(viewController.presentedViewController === alert)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertNil(window.rootViewController.presentedViewController)
  }

  @MainActor func testClosePopsPushedModule() async {
    let root = UIViewController()
    let viewController = PasscodeViewController()
    let navigationController = UINavigationController(rootViewController: root)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(viewController, on: navigationController)
    XCTAssertTrue(viewController.navigationController === window.rootViewController)
    let sut = makeRouter(viewController)

    await withCheckedContinuation { continuation in
      sut.close { continuation.resume() }
    }
    await window.settle()

    XCTAssertEqual(navigationController.viewControllers, [root])
  }

  /// UIKit's `presentingViewController`: "If the view controller was not presented modally, but one of its ancestors
  /// was, this property contains the view controller that presented the ancestor." A child that closes is not what
  /// was presented: the container stays on screen and takes the child out of its slot.
  @MainActor func testAChildThatClosesLeavesThePresentedContainerOnScreen() async throws {
    let output = PasscodeModuleOutputSpy()
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try XCTUnwrap(
      assembly.assemble { _ in output } as? PasscodeViewController)
    let window = await TestWindow()
    addTeardownBlock { window.close() }
    await window.present(viewController)
    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    let child = try XCTUnwrap(
      viewController.slots.child(in: PasscodeSlot.profileHeader)
        as? ProfileHeaderViewController)
    XCTAssertTrue(child.presentingViewController === window.rootViewController)

    child.closeButtonTapped()
    await window.settle()

    XCTAssertTrue(window.rootViewController.presentedViewController === viewController)
    XCTAssertNil(viewController.slots.child(in: PasscodeSlot.profileHeader))
    XCTAssertNil(child.parent)
    XCTAssertEqual(output.calls, [], "a child closing does not close the container")
  }
}
