//
//  PasscodeSectionPresenterTests.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionXctest

nonisolated final class PasscodeSectionPresenterTests: XCTestCase {
  @MainActor private func makeSUT(
    _ service: PasscodeSectionServiceStub = PasscodeSectionServiceStub()
  ) -> (PasscodeSectionPresenter, PasscodeSectionViewSpy) {
    let sut = PasscodeSectionPresenter(
      interactor: PasscodeSectionInteractor(service: service))
    let view = PasscodeSectionViewSpy()
    sut.view = view
    return (sut, view)
  }

  @MainActor func testLoadedContentIsShownAsItsViewModel() async {
    let (sut, _) = makeSUT()

    let state = await sut.loadState()

    XCTAssertEqual(state, .loaded(PasscodeSectionViewModel(summary: "On", isEnabled: true)))
  }

  @MainActor func testAFailedLoadSaysSo() async {
    let (sut, _) = makeSUT(PasscodeSectionServiceStub(failsLoading: true))

    let state = await sut.loadState()

    XCTAssertEqual(
      state, .failed(message: "Couldn't load passcode."))
  }

  @MainActor func testTurningTheSwitchShowsItAtOnceAndSavesIt() async {
    let log = PasscodeSectionSaveLog()
    let (sut, view) = makeSUT(PasscodeSectionServiceStub(log: log))
    _ = await sut.loadState()

    sut.didToggleEnabled(false)

    XCTAssertEqual(view.states, [.loaded(PasscodeSectionViewModel(summary: "On", isEnabled: false))])
    await sut.savingTask?.value
    XCTAssertEqual(log.saved, [false])
  }

  @MainActor func testAFailedSaveTurnsTheSwitchBack() async {
    let (sut, view) = makeSUT(PasscodeSectionServiceStub(failsSaving: true))
    _ = await sut.loadState()

    sut.didToggleEnabled(false)
    await sut.savingTask?.value

    XCTAssertEqual(
      view.states,
      [
        .loaded(PasscodeSectionViewModel(summary: "On", isEnabled: false)),
        .loaded(PasscodeSectionViewModel(summary: "On", isEnabled: true)),
      ])
    XCTAssertEqual(sut.content?.isEnabled, true)
  }

  /// Each save waits for the one before it: the service gets the user's changes one at a time, in the order they
  /// were made, so the last one wins.
  @MainActor func testQuickTogglesAreSavedOneAtATimeInOrder() async {
    let log = PasscodeSectionSaveLog()
    let (sut, view) = makeSUT(PasscodeSectionServiceStub(log: log))
    _ = await sut.loadState()

    sut.didToggleEnabled(false)
    sut.didToggleEnabled(true)
    sut.didToggleEnabled(false)
    await sut.savingTask?.value

    XCTAssertEqual(log.saved, [false, true, false])
    XCTAssertEqual(log.mostAtOnce, 1, "a save starts only once the one before it is over")
    XCTAssertEqual(view.states.map(\.isEnabled), [false, true, false], "each change shows at once")
    XCTAssertEqual(sut.confirmed?.isEnabled, false)
  }

  /// After failed saves the switch shows what the service last confirmed, not the value before the last tap.
  @MainActor func testFailedSavesGoBackToTheLastConfirmedValue() async {
    let (sut, view) = makeSUT(PasscodeSectionServiceStub(failsSaving: true))
    _ = await sut.loadState()

    sut.didToggleEnabled(false)
    sut.didToggleEnabled(true)
    await sut.savingTask?.value

    XCTAssertEqual(view.states.last?.isEnabled, true)
    XCTAssertEqual(sut.content?.isEnabled, true)
    XCTAssertEqual(sut.confirmed?.isEnabled, true)
  }

  @MainActor func testTheSwitchDoesNothingBeforeTheContentLoaded() async {
    let (sut, view) = makeSUT()

    sut.didToggleEnabled(false)

    XCTAssertEqual(view.states, [])
    XCTAssertNil(sut.savingTask)
  }
}
