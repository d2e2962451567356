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
  let interactor = PasscodeBusinessLogicSpy()
  let router = PasscodeRouterSpy()
  let sut = PasscodeViewController()

  init() {
    sut.interactor = interactor
    sut.router = router
  }

  @Test func viewDidLoadRequestsContent() async {
    sut.loadViewIfNeeded()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadContent(Passcode.LoadContent.Request())])
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @Test func loadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator() async {
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
    await sut.loadingTask?.value
  }

  @Test func displayLoadContentShowsTheMessageAndStopsLoading() async {
    sut.loadViewIfNeeded()

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
    await sut.loadingTask?.value
  }

  @Test func displayLoadContentFailureShowsTheMessageAndTheRetryButton() async {
    sut.loadViewIfNeeded()

    sut.displayLoadContentFailure(
      viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    #expect(sut.errorLabel.text == "Error")
    #expect(!sut.errorLabel.isHidden)
    #expect(!sut.retryButton.isHidden)
    #expect(sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden)
    await sut.loadingTask?.value
  }

  @Test func loadedContentReplacesTheFailure() async {
    sut.loadViewIfNeeded()
    sut.displayLoadContentFailure(
      viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    sut.displayLoadContent(
      viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
    await sut.loadingTask?.value
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @Test func retryButtonShowsLoadingAndRequestsContentAgain() async {
    sut.loadViewIfNeeded()
    await sut.loadingTask?.value
    sut.displayLoadContentFailure(
      viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    sut.retryButton.sendActions(for: .primaryActionTriggered)
    await sut.loadingTask?.value

    let request = Passcode.LoadContent.Request()
    #expect(interactor.calls == [.loadContent(request), .loadContent(request)])
    #expect(sut.activityIndicator.isAnimating)
    #expect(!sut.activityIndicator.isHidden)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
  }

  @Test func releasingTheViewControllerCancelsItsLoading() {
    var viewController: PasscodeViewController? = PasscodeViewController()
    viewController?.interactor = interactor
    viewController?.retryButtonTapped()
    let loading = viewController?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    viewController = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
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

  @Test func closeButtonRoutesToClose() {
    sut.closeButtonTapped()

    #expect(router.calls == [.routeToClose])
  }

  @Test func controlsCanBeFoundByAccessibilityIdentifier() async {
    sut.loadViewIfNeeded()

    #expect(sut.activityIndicator.accessibilityIdentifier == "Passcode.loading")
    #expect(sut.messageLabel.accessibilityIdentifier == "Passcode.message")
    #expect(sut.errorLabel.accessibilityIdentifier == "Passcode.error")
    #expect(sut.retryButton.accessibilityIdentifier == "Passcode.retry")
    await sut.loadingTask?.value
  }

  @Test func displayTitleSetsTitle() {
    sut.displayTitle("Title")

    #expect(sut.title == "Title")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @Test func poppingTheSceneTellsTheRouterItLeft() async {
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(sut, on: navigationController)
    await sut.loadingTask?.value

    await window.swipeBack(in: navigationController)

    #expect(router.calls == [.didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @Test func coveringTheSceneIsNotLeavingIt() async {
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await sut.loadingTask?.value
    #expect(sut.viewIfLoaded?.window != nil, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    #expect(sut.viewIfLoaded?.window == nil, "the screen is covered")
    #expect(router.calls == [])
    #expect(window.rootViewController === navigationController)
  }
}
