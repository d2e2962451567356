//
//  PasscodePresenterTests.swift
//  SectionsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionsSwiftTestingGenerate

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

  @Test func releasingThePresenterCancelsItsLoading() {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: PasscodeViewSpy(), interactor: interactor,
      router: PasscodeRouterSpy())
    presenter?.start()
    let loading = presenter?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    presenter = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func startLoadsTheSections() async {
    sut.start()
    await sut.loadingTask?.value

    #expect(interactor.calls == [.loadSections])
  }

  @Test func setTitleDisplaysTitle() {
    sut.set(title: "Title")

    #expect(view.calls == [.displayTitle("Title")])
  }

  @Test func aRowsEventGoesToTheInteractorWithItsRow() {
    let item = ItemID("notifications", "enabled")

    sut.didReceive(.toggled(false), at: item)

    #expect(interactor.calls == [.handle(.toggled(false), item)])
  }

  @Test func updatedSectionsAreDisplayed() {
    sut.didUpdate(sections: [SectionModel(id: "a"), SectionModel(id: "b")])

    #expect(view.calls == [.displaySections(["a", "b"])])
  }

  @Test func didTapCloseClosesModuleAndNotifiesOutputOnceClosed() {
    sut.didTapClose()

    #expect(router.calls == [.close])
    #expect(output.calls == [], "the owner is told only once the module is off screen")
    router.finishTransition()
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func leavingTheScreenTellsOutputOnce() {
    sut.didLeaveScreen()
    sut.didLeaveScreen()

    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func closingTellsOutputOnceAlthoughTheScreenAlsoLeaves() {
    sut.didTapClose()
    sut.didLeaveScreen()
    router.finishTransition()

    #expect(
      output.calls == [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @Test func leavingTheScreenStopsLoadingTheSections() {
    sut.start()

    sut.didLeaveScreen()

    #expect(sut.loadingTask?.isCancelled == true)
  }
}
