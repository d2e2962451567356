//
//  PasscodeViewControllerTests.swift
//  ContainerXctestVipGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ContainerXctestVipGenerate

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  @MainActor func testViewStacksOneContainerPerSlotAboveTheContentBelowTheNavigationBar() async throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let root = try XCTUnwrap(sut.view as? ContainerRootView)
    let content = try XCTUnwrap(sut.contentView)
    let expected = PasscodeSlot.order.compactMap { sut.containers[$0] } + [content]
    XCTAssertEqual(root.stackView.arrangedSubviews.count, 2 + 1)
    for (view, container) in zip(root.stackView.arrangedSubviews, expected) {
      XCTAssertTrue(view === container)
    }
    XCTAssertTrue(sut.retryButton.isDescendant(of: content), "the module's own state is shown below the slots")
  }

  @MainActor func testChildrenAskedForBeforeTheViewLoadsGoInTheirSlotsWhenItLoads() async {
    let sut = PasscodeViewController()
    let children = PasscodeSlot.order.map { _ in UIViewController() }
    for (child, slot) in zip(children, PasscodeSlot.order).reversed() {
      sut.slots.embed(child, in: slot)
    }
    XCTAssertFalse(sut.isViewLoaded)
    XCTAssertTrue(sut.children.isEmpty, "nothing is embedded before the view loads")

    sut.loadViewIfNeeded()

    for (child, slot) in zip(children, PasscodeSlot.order) {
      XCTAssertTrue(child.parent === sut)
      XCTAssertTrue(child.view.superview === sut.containers[slot]?.childContainer)
    }
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @MainActor func testLoadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator() async {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.view.backgroundColor, .systemBackground)
    XCTAssertTrue(sut.activityIndicator.isAnimating)
    XCTAssertFalse(sut.activityIndicator.isHidden)
    XCTAssertTrue(sut.messageLabel.isHidden)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
    let stateViews: [UIView] = [sut.activityIndicator, sut.messageLabel, sut.errorLabel, sut.retryButton]
    for view in stateViews {
      XCTAssertTrue(view.isDescendant(of: sut.view))
    }
  }

  @MainActor func testDisplayViewModelShowsTheMessageAndStopsLoading() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.display(PasscodeViewModel(message: "Hello"))

    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testDisplayErrorShowsTheMessageAndTheRetryButton() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()
    sut.display(PasscodeViewModel(message: "Hello"))

    sut.displayError(message: "Error")

    XCTAssertEqual(sut.errorLabel.text, "Error")
    XCTAssertFalse(sut.errorLabel.isHidden)
    XCTAssertFalse(sut.retryButton.isHidden)
    XCTAssertTrue(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
  }

  @MainActor func testDisplayLoadingHidesTheErrorAgain() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()
    sut.displayError(message: "Error")

    sut.displayLoading()

    XCTAssertTrue(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testContentDisplayedBeforeTheViewLoadsIsShownWhenItLoads() async {
    let sut = PasscodeViewController()

    sut.display(PasscodeViewModel(message: "Hello"))
    XCTAssertFalse(sut.isViewLoaded, "displaying loads no view")
    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @MainActor func testRetryButtonReachesTheEventHandler() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.loadViewIfNeeded()
    sut.displayError(message: "Error")

    sut.retryButton.sendActions(for: .primaryActionTriggered)

    XCTAssertEqual(eventHandler.calls, [.didTapRetry])
  }

  /// A presented screen offers a close button; pushed, it goes back with the Back button (Human Interface
  /// Guidelines).
  @MainActor func testTheCloseButtonShowsOnlyWhileTheScreenIsPresented() async throws {
    let window = await TestWindow()
    defer { window.close() }
    let presented = PasscodeViewController()
    let navigation = UINavigationController(rootViewController: presented)

    await window.present(navigation)

    let closeItem = try XCTUnwrap(presented.navigationItem.rightBarButtonItem, "presented: a close button")
    XCTAssertEqual(closeItem.accessibilityIdentifier, "Passcode.close")
    XCTAssertNotNil(closeItem.primaryAction)
    let pushed = PasscodeViewController()
    await window.push(pushed, on: navigation)
    XCTAssertNil(pushed.navigationItem.rightBarButtonItem, "pushed: the Back button, no close button")
  }

  @MainActor func testControlsCanBeFoundByAccessibilityIdentifier() async {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.activityIndicator.accessibilityIdentifier, "Passcode.loading")
    XCTAssertEqual(sut.messageLabel.accessibilityIdentifier, "Passcode.message")
    XCTAssertEqual(sut.errorLabel.accessibilityIdentifier, "Passcode.error")
    XCTAssertEqual(sut.retryButton.accessibilityIdentifier, "Passcode.retry")
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    XCTAssertEqual(sut.title, "Title")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @MainActor func testPoppingTheScreenTellsTheEventHandlerItLeft() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(sut, on: navigationController)

    await window.swipeBack(in: navigationController)

    XCTAssertEqual(eventHandler.calls, [.didLeaveScreen])
  }

  /// A swipe back the user lets go of half-way gives the screen `viewWillDisappear(_:)`, then makes it appear again:
  /// it never left.
  @MainActor func testAnAbandonedSwipeBackIsNotLeavingTheScreen() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(sut, on: navigationController)

    await window.abandonSwipeBack(in: navigationController)

    XCTAssertTrue(navigationController.topViewController === sut)
    XCTAssertNotNil(sut.viewIfLoaded?.window, "the screen is back on screen")
    XCTAssertEqual(eventHandler.calls, [])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @MainActor func testCoveringTheScreenIsNotLeavingIt() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    XCTAssertNotNil(sut.viewIfLoaded?.window, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    XCTAssertNil(sut.viewIfLoaded?.window, "the screen is covered")
    XCTAssertEqual(eventHandler.calls, [])
    XCTAssertTrue(window.rootViewController === navigationController)
  }
}
