//
//  PasscodeViewControllerTests.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import MvvmSwiftTesting

@MainActor
@Suite(.serialized)
struct PasscodeViewControllerTests {
  /// A view controller bound to `viewModel`, its view not loaded yet.
  private func makeSUT(
    boundTo viewModel: PasscodeViewModelSpy
  ) -> PasscodeViewController {
    let sut = PasscodeViewController()
    sut.viewModel = viewModel
    return sut
  }

  @Test func settingTheViewModelBindsTheViewToIt() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    #expect(viewModel.calls == [.bind])
    #expect(!sut.isViewLoaded, "binding loads no view")
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @Test func loadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator() {
    let sut = makeSUT(boundTo: PasscodeViewModelSpy())

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

  @Test func contentShowsTheMessageAndStopsLoading() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()

    viewModel.send(title: "Title", state: .content(message: "Hello"))

    #expect(sut.title == "Title")
    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
  }

  @Test func aFailureShowsTheMessageAndTheRetryButton() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()
    viewModel.send(title: nil, state: .content(message: "Hello"))

    viewModel.send(title: nil, state: .failure(message: "Error"))

    #expect(sut.errorLabel.text == "Error")
    #expect(!sut.errorLabel.isHidden)
    #expect(!sut.retryButton.isHidden)
    #expect(sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test func loadingAgainHidesTheError() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()
    viewModel.send(title: nil, state: .failure(message: "Error"))

    viewModel.send(title: nil, state: .loading)

    #expect(sut.activityIndicator.isAnimating)
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
  }

  @Test func aStateShownBeforeTheViewLoadsIsShownWhenItLoads() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    viewModel.send(title: "Title", state: .content(message: "Hello"))
    #expect(!sut.isViewLoaded, "showing a state loads no view")
    sut.loadViewIfNeeded()

    #expect(sut.title == "Title")
    #expect(sut.messageLabel.text == "Hello")
    #expect(!sut.messageLabel.isHidden)
    #expect(!sut.activityIndicator.isAnimating)
  }

  @Test func aViewModelWithoutATitleLeavesTheTitleAlone() {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.title = "Title"
    sut.viewModel = viewModel

    viewModel.send(title: nil, state: .failure(message: "Error"))

    #expect(sut.title == "Title")
  }

  @Test func loadingTheViewStartsTheViewModel() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    sut.loadViewIfNeeded()

    #expect(viewModel.calls == [.bind, .start])
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @Test func retryButtonReachesTheViewModel() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()
    viewModel.send(title: nil, state: .failure(message: "Error"))

    sut.retryButton.sendActions(for: .primaryActionTriggered)

    #expect(viewModel.calls == [.bind, .start, .retry])
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

  @Test func closeButtonTappedReachesTheViewModel() {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    sut.closeButtonTapped()

    #expect(viewModel.calls == [.bind, .close])
  }

  @Test func controlsCanBeFoundByAccessibilityIdentifier() {
    let sut = makeSUT(boundTo: PasscodeViewModelSpy())

    sut.loadViewIfNeeded()

    #expect(sut.activityIndicator.accessibilityIdentifier == "Passcode.loading")
    #expect(sut.messageLabel.accessibilityIdentifier == "Passcode.message")
    #expect(sut.errorLabel.accessibilityIdentifier == "Passcode.error")
    #expect(sut.retryButton.accessibilityIdentifier == "Passcode.retry")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @Test func poppingTheScreenTellsTheViewModelItLeft() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(sut, on: navigationController)

    await window.swipeBack(in: navigationController)

    #expect(viewModel.calls == [.bind, .start, .didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @Test func coveringTheScreenIsNotLeavingIt() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    #expect(sut.viewIfLoaded?.window != nil, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    #expect(sut.viewIfLoaded?.window == nil, "the screen is covered")
    #expect(viewModel.calls == [.bind, .start])
    #expect(window.rootViewController === navigationController)
  }
}
