//
//  PasscodeViewControllerTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
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

  @MainActor func testRetryButtonRequestsContentAgain() async {
    let interactor = PasscodeBusinessLogicSpy()
    let sut = PasscodeViewController()
    sut.interactor = interactor

    sut.retryButtonTapped()
    await sut.loadingTask?.value

    XCTAssertEqual(interactor.calls, [.loadContent(Passcode.LoadContent.Request())])
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

  @MainActor func testDisplayLoadContentShowsMessage() async {
    let sut = PasscodeViewController()

    sut.displayLoadContent(viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    XCTAssertEqual(sut.message, "Hello")
  }

  @MainActor func testAFailureKeepsTheMessageShownBefore() async {
    let sut = PasscodeViewController()
    sut.displayLoadContent(viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    sut.displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    XCTAssertEqual(sut.message, "Hello")
    XCTAssertEqual(sut.errorMessage, "Error")
  }

  @MainActor func testLoadedContentReplacesTheFailure() async {
    let sut = PasscodeViewController()
    sut.displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    sut.displayLoadContent(viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    XCTAssertEqual(sut.message, "Hello")
    XCTAssertNil(sut.errorMessage)
  }
}
