//
//  PasscodePresenterTests.swift
//  ViperSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import ViperSwiftTesting

@MainActor
struct PasscodePresenterTests {
  let sut: PasscodePresenter
  let view = PasscodeViewSpy()
  let interactor = PasscodeInteractorSpy()
  let router = PasscodeRouterSpy()
  let output = PasscodeModuleOutputSpy()

  init() {
    sut = PasscodePresenter(view: view, interactor: interactor, router: router)
    sut.output = output
  }

  @Test func startLoadsContent() async {
    sut.start()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadContent])
    #expect(view.calls == [.displayLoading])
  }

  @Test func releasingThePresenterCancelsItsLoading() {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: view, interactor: interactor, router: router)
    presenter?.start()
    let loading = presenter?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    presenter = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func setTitleDisplaysTitle() {
    sut.set(title: "Title")

    #expect(view.calls == [.displayTitle("Title")])
  }

  @Test func didTapRetryLoadsContentAgain() async {
    sut.didTapRetry()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadContent])
  }

  @Test func didTapCloseClosesModuleAndNotifiesOutputOnceClosed() {
    sut.didTapClose()

    #expect(router.calls == [.close])
    #expect(output.calls == [], "the owner is told only once the module is off screen")
    router.finishTransition()
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func leavingTheScreenNotifiesOutputOnce() {
    sut.didLeaveScreen()
    sut.didLeaveScreen()

    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func closingNotifiesOutputOnceAlthoughTheScreenAlsoLeaves() {
    sut.didTapClose()
    sut.didLeaveScreen()
    router.finishTransition()

    #expect(
      output.calls == [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @Test func didLoadDisplaysViewModel() {
    sut.didLoad(PasscodeContent(message: "Hello"))

    #expect(view.calls == [.display(PasscodeViewModel(message: "Hello"))])
  }

  @Test func didFailToLoadContentDisplaysError() {
    sut.didFailToLoadContent(PasscodeTestError())

    #expect(view.calls == [.displayError(message: "Something went wrong. Please try again.")])
  }
}
