//
//  PasscodeViewControllerTests.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import MvvmXctest

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  /// A view controller bound to `viewModel`, its view not loaded yet.
  @MainActor private func makeSUT(
    boundTo viewModel: PasscodeViewModelSpy
  ) -> PasscodeViewController {
    let sut = PasscodeViewController()
    sut.viewModel = viewModel
    return sut
  }

  @MainActor func testSettingTheViewModelBindsTheViewToIt() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    XCTAssertEqual(viewModel.calls, [.bind])
    XCTAssertFalse(sut.isViewLoaded, "binding loads no view")
  }

  /// UIKit's `UIActivityIndicatorView.hidesWhenStopped`: when `true` (the default), the indicator hides itself when
  /// it is stopped.
  @MainActor func testLoadedViewIsOpaqueAndShowsOnlyTheLoadingIndicator() async {
    let sut = makeSUT(boundTo: PasscodeViewModelSpy())

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

  @MainActor func testContentShowsTheMessageAndStopsLoading() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()

    viewModel.send(title: "Title", state: .content(message: "Hello"))

    XCTAssertEqual(sut.title, "Title")
    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testAFailureShowsTheMessageAndTheRetryButton() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()
    viewModel.send(title: nil, state: .content(message: "Hello"))

    viewModel.send(title: nil, state: .failure(message: "Error"))

    XCTAssertEqual(sut.errorLabel.text, "Error")
    XCTAssertFalse(sut.errorLabel.isHidden)
    XCTAssertFalse(sut.retryButton.isHidden)
    XCTAssertTrue(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
  }

  @MainActor func testLoadingAgainHidesTheError() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()
    viewModel.send(title: nil, state: .failure(message: "Error"))

    viewModel.send(title: nil, state: .loading)

    XCTAssertTrue(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
  }

  @MainActor func testAStateShownBeforeTheViewLoadsIsShownWhenItLoads() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    viewModel.send(title: "Title", state: .content(message: "Hello"))
    XCTAssertFalse(sut.isViewLoaded, "showing a state loads no view")
    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.title, "Title")
    XCTAssertEqual(sut.messageLabel.text, "Hello")
    XCTAssertFalse(sut.messageLabel.isHidden)
    XCTAssertFalse(sut.activityIndicator.isAnimating)
  }

  @MainActor func testAViewModelWithoutATitleLeavesTheTitleAlone() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.title = "Title"
    sut.viewModel = viewModel

    viewModel.send(title: nil, state: .failure(message: "Error"))

    XCTAssertEqual(sut.title, "Title")
  }

  @MainActor func testLoadingTheViewStartsTheViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    sut.loadViewIfNeeded()

    XCTAssertEqual(viewModel.calls, [.bind, .start])
  }

  /// UIKit's `UIButton.init(configuration:primaryAction:)` registers the primary action for the
  /// `primaryActionTriggered` control event, which a tap sends.
  @MainActor func testRetryButtonReachesTheViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    sut.loadViewIfNeeded()
    viewModel.send(title: nil, state: .failure(message: "Error"))

    sut.retryButton.sendActions(for: .primaryActionTriggered)

    XCTAssertEqual(viewModel.calls, [.bind, .start, .retry])
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

  @MainActor func testCloseButtonTappedReachesTheViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)

    sut.closeButtonTapped()

    XCTAssertEqual(viewModel.calls, [.bind, .close])
  }

  @MainActor func testControlsCanBeFoundByAccessibilityIdentifier() async {
    let sut = makeSUT(boundTo: PasscodeViewModelSpy())

    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.activityIndicator.accessibilityIdentifier, "Passcode.loading")
    XCTAssertEqual(sut.messageLabel.accessibilityIdentifier, "Passcode.message")
    XCTAssertEqual(sut.errorLabel.accessibilityIdentifier, "Passcode.error")
    XCTAssertEqual(sut.retryButton.accessibilityIdentifier, "Passcode.retry")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @MainActor func testPoppingTheScreenTellsTheViewModelItLeft() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(sut, on: navigationController)

    await window.swipeBack(in: navigationController)

    XCTAssertEqual(viewModel.calls, [.bind, .start, .didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @MainActor func testCoveringTheScreenIsNotLeavingIt() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = makeSUT(boundTo: viewModel)
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    XCTAssertNotNil(sut.viewIfLoaded?.window, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    XCTAssertNil(sut.viewIfLoaded?.window, "the screen is covered")
    XCTAssertEqual(viewModel.calls, [.bind, .start])
    XCTAssertTrue(window.rootViewController === navigationController)
  }
}
