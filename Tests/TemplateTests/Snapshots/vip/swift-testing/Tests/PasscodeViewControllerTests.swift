//
//  PasscodeViewControllerTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import VipSwiftTesting

@MainActor
@Suite(.serialized)
struct PasscodeViewControllerTests {
  @Test func viewDidLoadRequestsContent() async {
    let interactor = PasscodeBusinessLogicSpy()
    let sut = PasscodeViewController()
    sut.interactor = interactor

    sut.loadViewIfNeeded()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadContent(Passcode.LoadContent.Request())])
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @Test func retryButtonRequestsContentAgain() async {
    let interactor = PasscodeBusinessLogicSpy()
    let sut = PasscodeViewController()
    sut.interactor = interactor
    sut.loadViewIfNeeded()
    await sut.loadingTask?.value
    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: nil, errorMessage: "Error"))

    sut.retryButton.sendActions(for: .primaryActionTriggered)
    await sut.loadingTask?.value

    #expect(interactor.calls.count == 2, "once when the view loaded, once for the retry")
    #expect(sut.activityIndicator.isAnimating, "loading again shows the indicator")
    #expect(sut.retryButton.isHidden)
  }

  @Test func releasingTheViewControllerCancelsItsLoading() {
    var viewController: PasscodeViewController? = PasscodeViewController()
    viewController?.interactor = PasscodeBusinessLogicSpy()
    viewController?.loadViewIfNeeded()
    let loading = viewController?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    viewController = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func closeButtonRoutesToClose() async {
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.router = router

    sut.closeButtonTapped()

    #expect(router.calls == [.routeToClose])
  }

  @Test func displayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.displayTitle("Title")

    #expect(sut.title == "Title")
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @Test func loadedViewIsOpaqueAndShowsTheLoadingIndicator() async {
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

  @MainActor func testDisplayLoadContentShowsTheMessageAndStopsLoading() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: "Hello", errorMessage: nil))

    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden)
    #expect(sut.retryButton.isHidden)
  }

  @MainActor func testDisplayLoadContentFailureShowsTheErrorAndTheRetryButton() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: nil, errorMessage: "Error"))

    #expect(sut.errorLabel.text == "Error")
    #expect(!sut.errorLabel.isHidden)
    #expect(!sut.retryButton.isHidden)
    #expect(sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test func closeButtonIsInTheNavigationBar() async throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let closeItem = try #require(sut.navigationItem.rightBarButtonItem)
    #expect(closeItem.accessibilityIdentifier == "Passcode.close")
    #expect(closeItem.primaryAction != nil)
  }

  @Test func controlsCanBeFoundByAccessibilityIdentifier() async {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    #expect(sut.activityIndicator.accessibilityIdentifier == "Passcode.loading")
    #expect(sut.messageLabel.accessibilityIdentifier == "Passcode.message")
    #expect(sut.errorLabel.accessibilityIdentifier == "Passcode.error")
    #expect(sut.retryButton.accessibilityIdentifier == "Passcode.retry")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @Test func poppingTheSceneTellsTheRouterItLeft() async {
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.router = router
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = TestWindow(rootViewController: navigationController)
    navigationController.pushViewController(sut, animated: false)

    await window.swipeBack(in: navigationController)

    #expect(router.calls == [.didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @Test func coveringTheSceneIsNotLeavingIt() async {
    let router = PasscodeRouterSpy()
    let sut = PasscodeViewController()
    sut.router = router
    let navigationController = UINavigationController(rootViewController: sut)
    let window = TestWindow(rootViewController: navigationController)

    navigationController.pushViewController(UIViewController(), animated: false)

    #expect(router.calls == [])
    #expect(window.rootViewController === navigationController)
  }
}
