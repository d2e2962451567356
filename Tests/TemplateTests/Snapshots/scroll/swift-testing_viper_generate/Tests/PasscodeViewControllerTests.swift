//
//  PasscodeViewControllerTests.swift
//  ScrollSwiftTestingViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import ScrollSwiftTestingViperGenerate

@MainActor
@Suite(.serialized)
struct PasscodeViewControllerTests {
  @Test func viewScrollsOneContainerPerSlotInSlotOrderAboveTheModulesOwnState() async throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let stack = try #require(sut.view as? ScrollStackView)
    let expected = PasscodeSlot.order.compactMap { sut.containers[$0] }
    #expect(stack.arrangedSubviews.count == 4 + 1)
    for (view, container) in zip(stack.arrangedSubviews, expected) {
      #expect(view === container)
    }
    let stateView = try #require(stack.arrangedSubviews.last)
    #expect(sut.retryButton.isDescendant(of: stateView), "the module's own state is shown below the slots")
  }

  @Test func childrenAskedForBeforeTheViewLoadsGoInTheirSlotsWhenItLoads() async {
    let sut = PasscodeViewController()
    let children = PasscodeSlot.order.map { _ in UIViewController() }
    for (child, slot) in zip(children, PasscodeSlot.order).reversed() {
      sut.slots.embed(child, in: slot)
    }
    #expect(!sut.isViewLoaded)
    #expect(sut.children.isEmpty, "nothing is embedded before the view loads")

    sut.loadViewIfNeeded()

    for (child, slot) in zip(children, PasscodeSlot.order) {
      #expect(child.parent === sut)
      #expect(child.view.superview === sut.containers[slot]?.childContainer)
    }
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @Test func loadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator() async {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    #expect(sut.view.backgroundColor == .systemBackground)
    #expect(sut.activityIndicator.isAnimating)
    #expect(!sut.activityIndicator.isHidden)
    #expect(sut.messageLabel.isHidden)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
    let stateViews: [UIView] = [sut.activityIndicator, sut.messageLabel, sut.errorLabel, sut.retryButton]
    for view in stateViews {
      #expect(view.isDescendant(of: sut.view))
    }
  }

  @Test func displayViewModelShowsTheMessageAndStopsLoading() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.display(PasscodeViewModel(message: "Hello"))

    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden)
    #expect(sut.retryButton.isHidden)
  }

  @Test func displayErrorShowsTheMessageAndTheRetryButton() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()
    sut.display(PasscodeViewModel(message: "Hello"))

    sut.displayError(message: "Error")

    #expect(sut.errorLabel.text == "Error")
    #expect(!sut.errorLabel.isHidden)
    #expect(!sut.retryButton.isHidden)
    #expect(sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test func displayLoadingHidesTheErrorAgain() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()
    sut.displayError(message: "Error")

    sut.displayLoading()

    #expect(sut.activityIndicator.isAnimating)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
  }

  @Test func contentDisplayedBeforeTheViewLoadsIsShownWhenItLoads() async {
    let sut = PasscodeViewController()

    sut.display(PasscodeViewModel(message: "Hello"))
    #expect(!sut.isViewLoaded, "displaying loads no view")
    sut.loadViewIfNeeded()

    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @Test func retryButtonReachesTheEventHandler() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.loadViewIfNeeded()
    sut.displayError(message: "Error")

    sut.retryButton.sendActions(for: .primaryActionTriggered)

    #expect(eventHandler.calls == [.didTapRetry])
  }

  /// A presented screen offers a close button; pushed, it goes back with the Back button (Human Interface
  /// Guidelines).
  @Test func theCloseButtonShowsOnlyWhileTheScreenIsPresented() async throws {
    let window = await TestWindow()
    defer { window.close() }
    let presented = PasscodeViewController()
    let navigation = UINavigationController(rootViewController: presented)

    await window.present(navigation)

    let closeItem = try #require(presented.navigationItem.rightBarButtonItem, "presented: a close button")
    #expect(closeItem.accessibilityIdentifier == "Passcode.close")
    #expect(closeItem.primaryAction != nil)
    let pushed = PasscodeViewController()
    await window.push(pushed, on: navigation)
    #expect(pushed.navigationItem.rightBarButtonItem == nil, "pushed: the Back button, no close button")
  }

  @Test func controlsCanBeFoundByAccessibilityIdentifier() async {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    #expect(sut.activityIndicator.accessibilityIdentifier == "Passcode.loading")
    #expect(sut.messageLabel.accessibilityIdentifier == "Passcode.message")
    #expect(sut.errorLabel.accessibilityIdentifier == "Passcode.error")
    #expect(sut.retryButton.accessibilityIdentifier == "Passcode.retry")
  }

  @Test func displayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @Test func poppingTheScreenTellsTheEventHandlerItLeft() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(sut, on: navigationController)

    await window.swipeBack(in: navigationController)

    #expect(eventHandler.calls == [.didLeaveScreen])
  }

  /// A swipe back the user lets go of half-way gives the screen `viewWillDisappear(_:)`, then makes it appear again:
  /// it never left.
  @Test func anAbandonedSwipeBackIsNotLeavingTheScreen() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(sut, on: navigationController)

    await window.abandonSwipeBack(in: navigationController)

    #expect(navigationController.topViewController === sut)
    #expect(sut.viewIfLoaded?.window != nil, "the screen is back on screen")
    #expect(eventHandler.calls == [])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @Test func coveringTheScreenIsNotLeavingIt() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    #expect(sut.viewIfLoaded?.window != nil, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    #expect(sut.viewIfLoaded?.window == nil, "the screen is covered")
    #expect(eventHandler.calls == [])
    #expect(window.rootViewController === navigationController)
  }
}
