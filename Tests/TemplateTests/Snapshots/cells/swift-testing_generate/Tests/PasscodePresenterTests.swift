//
//  PasscodePresenterTests.swift
//  CellsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import CellsSwiftTestingGenerate

@MainActor
struct PasscodePresenterTests {
  private func makeSUT() -> (
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

  @Test func releasingThePresenterCancelsItsLoading() {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: PasscodeViewSpy(),
      interactor: PasscodeInteractorStub(),
      router: PasscodeRouterSpy())
    presenter?.start()
    let loading = presenter?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    presenter = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func startShowsTheLoadedItems() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .success([FeedCardItem(id: "first", title: "First")])

    sut.start()
    await sut.loadingTask?.value

    #expect(interactor.loadCount == 1)
    #expect(view.calls == [.displayItems(["first"])])
  }

  @Test func startShowsAnErrorWhenLoadingFails() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .failure(PasscodeTestError())

    sut.start()
    await sut.loadingTask?.value

    #expect(view.calls == [.displayError("Couldn't load the items.")])
  }

  @Test func retryLoadsTheItemsAgain() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .failure(PasscodeTestError())
    sut.start()
    await sut.loadingTask?.value
    interactor.result = .success([FeedCardItem(id: "first", title: "First")])

    sut.didTapRetry()
    await sut.loadingTask?.value

    #expect(interactor.loadCount == 2)
    #expect(view.calls.last == .displayItems(["first"]))
  }

  @Test func eachCellModuleIsBuiltByTheRouterWithThePresenterAsItsOutput() async {
    let (sut, _, _, router, _) = makeSUT()

    _ = sut.makeCellModule()
    _ = sut.makeCellModule()

    #expect(router.calls == [.makeCellModule, .makeCellModule])
    #expect(router.cellOutputs.allSatisfy { $0 === sut })
  }

  @Test func aCellModulesOpenRequestReachesTheOwner() async {
    let (sut, _, _, _, output) = makeSUT()

    sut.feedCardDidRequestOpen(FeedCardItem(id: "first", title: "First"))

    #expect(output.calls == [.passcodeModuleDidOpen("first")])
  }

  @Test func setTitleDisplaysTitle() async {
    let (sut, view, _, _, _) = makeSUT()

    sut.set(title: "Title")

    #expect(view.calls == [.displayTitle("Title")])
  }

  @Test func closeTellsOutputOnlyOnceTheModuleIsOffScreen() async {
    let (sut, _, _, router, output) = makeSUT()

    sut.didTapClose()

    #expect(router.calls == [.close])
    #expect(output.calls == [])
    router.finishTransition()
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func leavingTheScreenTellsOutputOnce() async {
    let (sut, _, _, _, output) = makeSUT()

    sut.didLeaveScreen()
    sut.didLeaveScreen()

    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func closingTellsOutputOnceAlthoughTheScreenAlsoLeaves() async {
    let (sut, _, _, router, output) = makeSUT()

    sut.didTapClose()
    sut.didLeaveScreen()
    router.finishTransition()

    #expect(
      output.calls == [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @Test func leavingTheScreenStopsTheLoadingAndShowsNothingMore() async {
    let (sut, view, interactor, _, _) = makeSUT()
    interactor.result = .success([FeedCardItem(id: "first", title: "First")])
    sut.start()

    sut.didLeaveScreen()
    await sut.loadingTask?.value

    #expect(sut.loadingTask?.isCancelled == true)
    #expect(view.calls == [], "items loaded after the screen left are not shown")
  }
}
