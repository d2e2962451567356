//
//  PasscodeViewControllerTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import VipSwiftTesting

@MainActor
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

  @Test func releasingTheViewControllerCancelsItsLoading() {
    var viewController: PasscodeViewController? = PasscodeViewController()
    viewController?.interactor = interactor
    viewController?.retryButtonTapped()
    let loading = viewController?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    viewController = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func retryButtonRequestsContentAgain() async {
    sut.retryButtonTapped()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadContent(Passcode.LoadContent.Request())])
  }

  @Test func closeButtonRoutesToClose() {
    sut.closeButtonTapped()

    #expect(router.calls == [.routeToClose])
  }

  @Test func displayTitleSetsTitle() {
    sut.displayTitle("Title")

    #expect(sut.title == "Title")
  }

  @Test func displayLoadContentShowsMessage() {
    sut.displayLoadContent(viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    #expect(sut.message == "Hello")
  }

  @Test func aFailureKeepsTheMessageShownBefore() {
    sut.displayLoadContent(viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    sut.displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    #expect(sut.message == "Hello")
    #expect(sut.errorMessage == "Error")
  }

  @Test func loadedContentReplacesTheFailure() {
    sut.displayLoadContentFailure(viewModel: Passcode.LoadContent.Failure.ViewModel(message: "Error"))

    sut.displayLoadContent(viewModel: Passcode.LoadContent.ViewModel(message: "Hello"))

    #expect(sut.message == "Hello")
    #expect(sut.errorMessage == nil)
  }
}
