//
//  PasscodeViewModelTests.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import MvvmXctest

nonisolated final class PasscodeViewModelTests: XCTestCase {
  private struct Fixture {
    let sut: PasscodeViewModel
    let view: PasscodeViewSpy
    let router: PasscodeRouterSpy
    let output: PasscodeModuleOutputSpy
  }

  @MainActor private func makeFixture(
    service: PasscodeServiceStub = PasscodeServiceStub()
  ) -> Fixture {
    let view = PasscodeViewSpy()
    let router = PasscodeRouterSpy()
    let output = PasscodeModuleOutputSpy()
    let sut = PasscodeViewModel(service: service, router: router)
    sut.view = view
    sut.output = output
    return Fixture(sut: sut, view: view, router: router, output: output)
  }

  @MainActor func testReleasingTheViewModelCancelsItsLoading() {
    var viewModel: PasscodeViewModel? = PasscodeViewModel(
      service: PasscodeServiceStub(), router: PasscodeRouterSpy())
    viewModel?.viewDidLoad()
    let loading = viewModel?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    viewModel = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
  }

  @MainActor func testViewDidLoadRendersLoadedContent() async {
    let fixture = makeFixture()

    fixture.sut.viewDidLoad()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.view.calls, [.render(.loading), .render(.content(message: "Hello"))])
  }

  @MainActor func testViewDidLoadRendersFailure() async {
    let fixture = makeFixture(service: .failing)

    fixture.sut.viewDidLoad()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(
      fixture.view.calls,
      [.render(.loading), .render(.failure(message: "Something went wrong. Please try again."))])
  }

  @MainActor func testDidTapRetryLoadsContentAgain() async {
    let fixture = makeFixture()

    fixture.sut.didTapRetry()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.view.calls, [.render(.loading), .render(.content(message: "Hello"))])
  }

  @MainActor func testDidTapCloseClosesModuleAndNotifiesOutputOnceClosed() async {
    let fixture = makeFixture()

    fixture.sut.didTapClose()

    XCTAssertEqual(fixture.router.calls, [.close])
    XCTAssertEqual(fixture.output.calls, [], "the owner is told only once the module is off screen")
    fixture.router.finishTransition()
    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testSetTitleDisplaysTitle() async {
    let fixture = makeFixture()

    fixture.sut.set(title: "Title")

    XCTAssertEqual(fixture.view.calls, [.displayTitle("Title")])
  }
}
