//
//  PasscodePresenterTests.swift
//  ViperXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import ViperXctest

nonisolated final class PasscodePresenterTests: XCTestCase {
  private struct Fixture {
    let sut: PasscodePresenter
    let view: PasscodeViewSpy
    let interactor: PasscodeInteractorSpy
    let router: PasscodeRouterSpy
    let output: PasscodeModuleOutputSpy
  }

  @MainActor private func makeFixture() -> Fixture {
    let view = PasscodeViewSpy()
    let interactor = PasscodeInteractorSpy()
    let router = PasscodeRouterSpy()
    let output = PasscodeModuleOutputSpy()
    let sut = PasscodePresenter(view: view, interactor: interactor, router: router)
    sut.output = output
    return Fixture(sut: sut, view: view, interactor: interactor, router: router, output: output)
  }

  @MainActor func testStartLoadsContent() async {
    let fixture = makeFixture()

    fixture.sut.start()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.interactor.calls, [.loadContent])
    XCTAssertEqual(fixture.view.calls, [.displayLoading])
  }

  @MainActor func testReleasingThePresenterCancelsItsLoading() {
    let fixture = makeFixture()
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: fixture.view, interactor: fixture.interactor, router: fixture.router)
    presenter?.start()
    let loading = presenter?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    presenter = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
  }

  @MainActor func testSetTitleDisplaysTitle() async {
    let fixture = makeFixture()

    fixture.sut.set(title: "Title")

    XCTAssertEqual(fixture.view.calls, [.displayTitle("Title")])
  }

  @MainActor func testDidTapRetryLoadsContentAgain() async {
    let fixture = makeFixture()

    fixture.sut.didTapRetry()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.interactor.calls, [.loadContent])
  }

  @MainActor func testDidTapCloseClosesModuleAndNotifiesOutputOnceClosed() async {
    let fixture = makeFixture()

    fixture.sut.didTapClose()

    XCTAssertEqual(fixture.router.calls, [.close])
    XCTAssertEqual(fixture.output.calls, [], "the owner is told only once the module is off screen")
    fixture.router.finishTransition()
    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testLeavingTheScreenNotifiesOutputOnce() async {
    let fixture = makeFixture()

    fixture.sut.didLeaveScreen()
    fixture.sut.didLeaveScreen()

    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testClosingNotifiesOutputOnceAlthoughTheScreenAlsoLeaves() async {
    let fixture = makeFixture()

    fixture.sut.didTapClose()
    fixture.sut.didLeaveScreen()
    fixture.router.finishTransition()

    XCTAssertEqual(
      fixture.output.calls, [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @MainActor func testDidLoadDisplaysViewModel() async {
    let fixture = makeFixture()

    fixture.sut.didLoad(PasscodeContent(message: "Hello"))

    XCTAssertEqual(fixture.view.calls, [.display(PasscodeViewModel(message: "Hello"))])
  }

  @MainActor func testDidFailToLoadContentDisplaysError() async {
    let fixture = makeFixture()

    fixture.sut.didFailToLoadContent(PasscodeTestError())

    XCTAssertEqual(fixture.view.calls, [.displayError(message: "Something went wrong. Please try again.")])
  }
}
