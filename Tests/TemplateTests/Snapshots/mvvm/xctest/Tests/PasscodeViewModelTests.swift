//
//  PasscodeViewModelTests.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import MvvmXctest

nonisolated final class PasscodeViewModelTests: XCTestCase {
  private struct Fixture {
    let sut: PasscodeViewModel
    let view: PasscodeRenderSpy
    let router: PasscodeRouterSpy
    let output: PasscodeModuleOutputSpy
  }

  /// A view model with a view bound to it.
  @MainActor private func makeFixture(
    service: PasscodeServiceStub = PasscodeServiceStub()
  ) -> Fixture {
    let view = PasscodeRenderSpy()
    let router = PasscodeRouterSpy()
    let output = PasscodeModuleOutputSpy()
    let sut = PasscodeViewModel(service: service, router: router)
    sut.bind(view.render)
    sut.output = output
    return Fixture(sut: sut, view: view, router: router, output: output)
  }

  @MainActor func testReleasingTheViewModelCancelsItsLoading() {
    var viewModel: PasscodeViewModel? = PasscodeViewModel(
      service: PasscodeServiceStub(), router: PasscodeRouterSpy())
    viewModel?.start()
    let loading = viewModel?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    viewModel = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
  }

  @MainActor func testAViewBoundToTheViewModelIsShownItsStateAtOnce() {
    let fixture = makeFixture()

    XCTAssertEqual(
      fixture.view.renderings, [PasscodeRenderSpy.Rendering(title: nil, state: .loading)])
  }

  @MainActor func testStartShowsTheLoadedContent() async {
    let fixture = makeFixture()

    fixture.sut.start()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.view.states, [.loading, .content(message: "Hello")])
    XCTAssertEqual(fixture.sut.state, .content(message: "Hello"))
  }

  @MainActor func testStartShowsAFailure() async {
    let fixture = makeFixture(service: .failing)

    fixture.sut.start()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.view.states, [.loading, .failure(message: "Something went wrong. Please try again.")])
  }

  @MainActor func testRetryLoadsTheContentAgain() async {
    let fixture = makeFixture(service: .failing)
    fixture.sut.start()
    await fixture.sut.loadingTask?.value

    fixture.sut.retry()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(
      fixture.view.states,
      [
        .loading, .failure(message: "Something went wrong. Please try again."),
        .loading, .failure(message: "Something went wrong. Please try again."),
      ])
  }

  @MainActor func testCloseClosesTheModuleAndTellsTheOwnerOnceClosed() async {
    let fixture = makeFixture()

    fixture.sut.close()

    XCTAssertEqual(fixture.router.calls, [.close])
    XCTAssertEqual(fixture.output.calls, [], "the owner is told only once the module is off screen")
    fixture.router.finishTransition()
    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testLeavingTheScreenTellsTheOwnerOnce() async {
    let fixture = makeFixture()

    fixture.sut.didLeaveScreen()
    fixture.sut.didLeaveScreen()

    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testClosingTellsTheOwnerOnceAlthoughTheScreenAlsoLeaves() async {
    let fixture = makeFixture()

    fixture.sut.close()
    fixture.sut.didLeaveScreen()
    fixture.router.finishTransition()

    XCTAssertEqual(
      fixture.output.calls, [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @MainActor func testLeavingTheScreenStopsTheLoading() async {
    let fixture = makeFixture()
    fixture.sut.start()
    let loading = fixture.sut.loadingTask?.task

    fixture.sut.didLeaveScreen()

    XCTAssertEqual(loading?.isCancelled, true)
  }

  @MainActor func testSetTitleShowsTheTitle() async {
    let fixture = makeFixture()

    fixture.sut.set(title: "Title")

    XCTAssertEqual(
      fixture.view.renderings.last, PasscodeRenderSpy.Rendering(title: "Title", state: .loading))
  }

  /// The view model never keeps its view: a view controller bound to it goes when nothing else keeps it.
  @MainActor func testABoundViewIsNotKeptByTheViewModel() {
    let sut = PasscodeViewModel(
      service: PasscodeServiceStub(), router: PasscodeRouterSpy())
    weak var view: PasscodeViewController?

    autoreleasepool {
      let viewController = PasscodeViewController()
      viewController.viewModel = sut
      view = viewController
    }

    XCTAssertNil(view)
  }
}
