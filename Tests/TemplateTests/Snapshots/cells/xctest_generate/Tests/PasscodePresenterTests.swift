//
//  PasscodePresenterTests.swift
//  CellsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import CellsXctestGenerate

nonisolated final class PasscodePresenterTests: XCTestCase {
  @MainActor private func makeSUT() -> (
    PasscodePresenter, PasscodeViewSpy, PasscodeInteractorStub,
    PasscodeRouterSpy, PasscodeModuleOutputSpy
  ) {
    let view = PasscodeViewSpy()
    let interactor = PasscodeInteractorStub()
    let router = PasscodeRouterSpy()
    let output = PasscodeModuleOutputSpy()
    let sut = PasscodePresenter(view: view, interactor: interactor, router: router)
    sut.output = output
    return (sut, view, interactor, router, output)
  }

  @MainActor func testReleasingThePresenterCancelsItsLoading() {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: PasscodeViewSpy(),
      interactor: PasscodeInteractorStub(),
      router: PasscodeRouterSpy())
    presenter?.start()
    let loading = presenter?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    presenter = nil
    XCTAssertEqual(loading?.isCancelled, true, "leaving the screen stops the loading it started")
  }

  @MainActor func testStartShowsTheLoadedItems() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .success([FeedCardItem(id: "first", title: "First")])

    sut.start()
    await sut.loadingTask?.value

    XCTAssertEqual(interactor.loadCount, 1)
    XCTAssertEqual(view.calls, [.displayItems(["first"])])
  }

  @MainActor func testStartShowsAnErrorWhenLoadingFails() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .failure(PasscodeTestError())

    sut.start()
    await sut.loadingTask?.value

    XCTAssertEqual(view.calls, [.displayError("Couldn't load the items.")])
  }

  @MainActor func testRetryLoadsTheItemsAgain() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .failure(PasscodeTestError())
    sut.start()
    await sut.loadingTask?.value
    interactor.result = .success([FeedCardItem(id: "first", title: "First")])

    sut.didTapRetry()
    await sut.loadingTask?.value

    XCTAssertEqual(interactor.loadCount, 2)
    XCTAssertEqual(view.calls.last, .displayItems(["first"]))
  }

  @MainActor func testEachCellModuleIsBuiltByTheRouterWithThePresenterAsItsOutput() async {
    let (sut, _, _, router, _) = makeSUT()

    _ = sut.makeCellModule()
    _ = sut.makeCellModule()

    XCTAssertEqual(router.calls, [.makeCellModule, .makeCellModule])
    XCTAssertTrue(router.cellOutputs.allSatisfy { $0 === sut })
  }

  @MainActor func testACellModulesOpenRequestReachesTheOwner() async {
    let (sut, _, _, _, output) = makeSUT()

    sut.feedCardDidRequestOpen(FeedCardItem(id: "first", title: "First"))

    XCTAssertEqual(output.calls, [.passcodeModuleDidOpen("first")])
  }

  @MainActor func testSetTitleDisplaysTitle() async {
    let (sut, view, _, _, _) = makeSUT()

    sut.set(title: "Title")

    XCTAssertEqual(view.calls, [.displayTitle("Title")])
  }

  @MainActor func testCloseTellsOutputOnlyOnceTheModuleIsOffScreen() async {
    let (sut, _, _, router, output) = makeSUT()

    sut.didTapClose()

    XCTAssertEqual(router.calls, [.close])
    XCTAssertEqual(output.calls, [])
    router.finishTransition()
    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testLeavingTheScreenTellsOutputOnce() async {
    let (sut, _, _, _, output) = makeSUT()

    sut.didLeaveScreen()
    sut.didLeaveScreen()

    XCTAssertEqual(output.calls, [.passcodeModuleDidClose])
  }

  @MainActor func testClosingTellsOutputOnceAlthoughTheScreenAlsoLeaves() async {
    let (sut, _, _, router, output) = makeSUT()

    sut.didTapClose()
    sut.didLeaveScreen()
    router.finishTransition()

    XCTAssertEqual(
      output.calls, [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @MainActor func testLeavingTheScreenStopsTheLoadingAndShowsNothingMore() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .success([FeedCardItem(id: "first", title: "First")])
    sut.start()

    sut.didLeaveScreen()
    await sut.loadingTask?.value

    XCTAssertEqual(sut.loadingTask?.isCancelled, true)
    XCTAssertEqual(view.calls, [], "items loaded after the screen left are not shown")
  }
}
