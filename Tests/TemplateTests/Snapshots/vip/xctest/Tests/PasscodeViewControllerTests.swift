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
  private struct Fixture {
    let sut: PasscodeViewController
    let interactor: PasscodeBusinessLogicSpy
    let router: PasscodeRouterSpy
  }

  @MainActor private func makeFixture() -> Fixture {
    let interactor = PasscodeBusinessLogicSpy()
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.interactor = interactor
    sut.router = router
    return Fixture(sut: sut, interactor: interactor, router: router)
  }

  @MainActor func testViewDidLoadRequestsContent() async {
    let fixture = makeFixture()

    fixture.sut.loadViewIfNeeded()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(
      fixture.interactor.calls,
      [.loadContent(Passcode.LoadContent.Request())])
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @MainActor func testLoadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator() async {
    let fixture = makeFixture()
    let sut = fixture.sut

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
    await sut.loadingTask?.value
  }

  @MainActor func testDisplayLoadContentShowsTheMessageAndStopsLoading() async {
    let sut = makeFixture().sut
    sut.loadViewIfNeeded()

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
    await sut.loadingTask?.value
  }

  @MainActor func testDisplayLoadContentFailureShowsTheMessageAndTheRetryButton() async {
    let sut = makeFixture().sut
    sut.loadViewIfNeeded()

    sut.displayLoadContentFailure(
      viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    XCTAssertEqual(sut.errorLabel.text, "Error")
    XCTAssertFalse(sut.errorLabel.isHidden)
    XCTAssertFalse(sut.retryButton.isHidden)
    XCTAssertTrue(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden)
    await sut.loadingTask?.value
  }

  @MainActor func testLoadedContentReplacesTheFailure() async {
    let sut = makeFixture().sut
    sut.loadViewIfNeeded()
    sut.displayLoadContentFailure(
      viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
    await sut.loadingTask?.value
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @MainActor func testRetryButtonShowsLoadingAndRequestsContentAgain() async {
    let fixture = makeFixture()
    let sut = fixture.sut
    sut.loadViewIfNeeded()
    await sut.loadingTask?.value
    sut.displayLoadContentFailure(
      viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    sut.retryButton.sendActions(for: .primaryActionTriggered)
    await sut.loadingTask?.value

    let request = Passcode.LoadContent.Request()
    XCTAssertEqual(fixture.interactor.calls, [.loadContent(request), .loadContent(request)])
    XCTAssertTrue(sut.activityIndicator.isAnimating)
    XCTAssertFalse(sut.activityIndicator.isHidden)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testReleasingTheViewControllerCancelsItsLoading() {
    var viewController: PasscodeViewController? = PasscodeViewController()
    viewController?.interactor = PasscodeBusinessLogicSpy()
    viewController?.retryButtonTapped()
    let loading = viewController?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    viewController = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
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

  @MainActor func testCloseButtonRoutesToClose() async {
    let fixture = makeFixture()

    fixture.sut.closeButtonTapped()

    XCTAssertEqual(fixture.router.calls, [.routeToClose])
  }

  @MainActor func testControlsCanBeFoundByAccessibilityIdentifier() async {
    let sut = makeFixture().sut

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.activityIndicator.accessibilityIdentifier, "Passcode.loading")
    XCTAssertEqual(sut.messageLabel.accessibilityIdentifier, "Passcode.message")
    XCTAssertEqual(sut.errorLabel.accessibilityIdentifier, "Passcode.error")
    XCTAssertEqual(sut.retryButton.accessibilityIdentifier, "Passcode.retry")
    await sut.loadingTask?.value
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = makeFixture().sut

    sut.displayTitle("Title")

    XCTAssertEqual(sut.title, "Title")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @MainActor func testPoppingTheSceneTellsTheRouterItLeft() async {
    let fixture = makeFixture()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(fixture.sut, on: navigationController)
    await fixture.sut.loadingTask?.value

    await window.swipeBack(in: navigationController)

    XCTAssertEqual(fixture.router.calls, [.didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @MainActor func testCoveringTheSceneIsNotLeavingIt() async {
    let fixture = makeFixture()
    let navigationController = UINavigationController(rootViewController: fixture.sut)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await fixture.sut.loadingTask?.value
    XCTAssertNotNil(fixture.sut.viewIfLoaded?.window, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    XCTAssertNil(fixture.sut.viewIfLoaded?.window, "the screen is covered")
    XCTAssertEqual(fixture.router.calls, [])
    XCTAssertTrue(window.rootViewController === navigationController)
  }
}
