//
//  PasscodePresenterTests.swift
//  SectionsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionsXctestGenerate

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

  @MainActor func testReleasingThePresenterCancelsItsLoading() {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: PasscodeViewSpy(),
      interactor: PasscodeInteractorSpy(),
      router: PasscodeRouterSpy())
    presenter?.start()
    let loading = presenter?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    presenter = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
  }

  @MainActor func testStartLoadsTheSections() async {
    let fixture = makeFixture()

    fixture.sut.start()
    await fixture.sut.loadingTask?.value

    XCTAssertEqual(fixture.interactor.calls, [.loadSections])
  }

  @MainActor func testSetTitleDisplaysTitle() async {
    let fixture = makeFixture()

    fixture.sut.set(title: "Title")

    XCTAssertEqual(fixture.view.calls, [.displayTitle("Title")])
  }

  @MainActor func testARowsEventGoesToTheInteractorWithItsRow() async {
    let fixture = makeFixture()
    let item = ItemID("notifications", "enabled")

    fixture.sut.didReceive(.toggled(false), at: item)

    XCTAssertEqual(fixture.interactor.calls, [.handle(.toggled(false), item)])
  }

  @MainActor func testUpdatedSectionsAreDisplayed() async {
    let fixture = makeFixture()

    fixture.sut.didUpdate(sections: [SectionModel(id: "a"), SectionModel(id: "b")])

    XCTAssertEqual(fixture.view.calls, [.displaySections(["a", "b"])])
  }

  @MainActor func testDidTapCloseClosesModuleAndNotifiesOutputOnceClosed() async {
    let fixture = makeFixture()

    fixture.sut.didTapClose()

    XCTAssertEqual(fixture.router.calls, [.close])
    XCTAssertEqual(fixture.output.calls, [], "the owner is told only once the module is off screen")
    fixture.router.finishTransition()
    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testLeavingTheScreenTellsOutputOnce() async {
    let fixture = makeFixture()

    fixture.sut.didLeaveScreen()
    fixture.sut.didLeaveScreen()

    XCTAssertEqual(fixture.output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testClosingTellsOutputOnceAlthoughTheScreenAlsoLeaves() async {
    let fixture = makeFixture()

    fixture.sut.didTapClose()
    fixture.sut.didLeaveScreen()
    fixture.router.finishTransition()

    XCTAssertEqual(
      fixture.output.calls, [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @MainActor func testLeavingTheScreenStopsLoadingTheSections() async {
    let fixture = makeFixture()
    fixture.sut.start()

    fixture.sut.didLeaveScreen()

    XCTAssertEqual(fixture.sut.loadingTask?.isCancelled, true)
  }
}
