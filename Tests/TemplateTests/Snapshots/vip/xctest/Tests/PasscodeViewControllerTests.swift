//
//  PasscodeViewControllerTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import VipXctest

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  @MainActor func testViewDidLoadRequestsContent() async {
    let interactor = PasscodeBusinessLogicSpy()
    let sut = PasscodeViewController()
    sut.interactor = interactor

    sut.loadViewIfNeeded()
    await sut.loadingTask?.value

    XCTAssertEqual(interactor.calls, [.loadContent(Passcode.LoadContent.Request())])
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @MainActor func testRetryButtonRequestsContentAgain() async {
    let interactor = PasscodeBusinessLogicSpy()
    let sut = PasscodeViewController()
    sut.interactor = interactor
    sut.loadViewIfNeeded()
    await sut.loadingTask?.value
    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: nil, errorMessage: "Error"))

    sut.retryButton.sendActions(for: .primaryActionTriggered)
    await sut.loadingTask?.value

    XCTAssertEqual(interactor.calls.count, 2, "once when the view loaded, once for the retry")
    XCTAssertTrue(sut.activityIndicator.isAnimating, "loading again shows the indicator")
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testReleasingTheViewControllerCancelsItsLoading() {
    var viewController: PasscodeViewController? = PasscodeViewController()
    viewController?.interactor = PasscodeBusinessLogicSpy()
    viewController?.loadViewIfNeeded()
    let loading = viewController?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    viewController = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
  }

  @MainActor func testCloseButtonRoutesToClose() async {
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.router = router

    sut.closeButtonTapped()

    XCTAssertEqual(router.calls, [.routeToClose])
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.displayTitle("Title")

    XCTAssertEqual(sut.title, "Title")
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @MainActor func testLoadedViewIsOpaqueAndShowsTheLoadingIndicator() async {
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

  @MainActor func testDisplayLoadContentShowsTheMessageAndStopsLoading() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: "Hello", errorMessage: nil))

    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testDisplayLoadContentFailureShowsTheErrorAndTheRetryButton() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: nil, errorMessage: "Error"))

    XCTAssertEqual(sut.errorLabel.text, "Error")
    XCTAssertFalse(sut.errorLabel.isHidden)
    XCTAssertFalse(sut.retryButton.isHidden)
    XCTAssertTrue(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
  }

  @MainActor func testCloseButtonIsInTheNavigationBar() async throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let closeItem = try XCTUnwrap(sut.navigationItem.rightBarButtonItem)
    XCTAssertEqual(closeItem.accessibilityIdentifier, "Passcode.close")
    XCTAssertNotNil(closeItem.primaryAction)
  }

  @MainActor func testControlsCanBeFoundByAccessibilityIdentifier() async {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.activityIndicator.accessibilityIdentifier, "Passcode.loading")
    XCTAssertEqual(sut.messageLabel.accessibilityIdentifier, "Passcode.message")
    XCTAssertEqual(sut.errorLabel.accessibilityIdentifier, "Passcode.error")
    XCTAssertEqual(sut.retryButton.accessibilityIdentifier, "Passcode.retry")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @MainActor func testPoppingTheSceneTellsTheRouterItLeft() async {
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.router = router
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = TestWindow(rootViewController: navigationController)
    navigationController.pushViewController(sut, animated: false)

    await window.swipeBack(in: navigationController)

    XCTAssertEqual(router.calls, [.didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @MainActor func testCoveringTheSceneIsNotLeavingIt() async {
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.router = router
    let navigationController = UINavigationController(rootViewController: sut)
    let window = TestWindow(rootViewController: navigationController)

    navigationController.pushViewController(UIViewController(), animated: false)

    XCTAssertEqual(router.calls, [])
    XCTAssertTrue(window.rootViewController === navigationController)
  }
}
