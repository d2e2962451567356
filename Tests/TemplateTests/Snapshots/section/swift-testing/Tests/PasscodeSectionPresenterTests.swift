//
//  PasscodeSectionPresenterTests.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionSwiftTesting

@MainActor
struct PasscodeSectionPresenterTests {
  let log = PasscodeSectionSaveLog()
  let view = PasscodeSectionViewSpy()

  private func makeSUT(
    _ service: PasscodeSectionServiceStub = PasscodeSectionServiceStub()
  ) -> PasscodeSectionPresenter {
    var service = service
    service.log = log
    let sut = PasscodeSectionPresenter(
      interactor: PasscodeSectionInteractor(service: service))
    sut.view = view
    return sut
  }

  @Test func loadedContentIsShownAsItsViewModel() async {
    let state = await makeSUT().loadState()

    #expect(state == .loaded(PasscodeSectionViewModel(summary: "On", isEnabled: true)))
  }

  @Test func aFailedLoadSaysSo() async {
    let state = await makeSUT(PasscodeSectionServiceStub(failsLoading: true)).loadState()

    #expect(state == .failed(message: "Couldn't load passcode."))
  }

  @Test func turningTheSwitchShowsItAtOnceAndSavesIt() async {
    let sut = makeSUT()
    _ = await sut.loadState()

    sut.didToggleEnabled(false)

    #expect(view.states == [.loaded(PasscodeSectionViewModel(summary: "On", isEnabled: false))])
    await sut.savingTask?.value
    #expect(log.saved == [false])
  }

  @Test func aFailedSaveTurnsTheSwitchBack() async {
    let sut = makeSUT(PasscodeSectionServiceStub(failsSaving: true))
    _ = await sut.loadState()

    sut.didToggleEnabled(false)
    await sut.savingTask?.value

    #expect(
      view.states == [
        .loaded(PasscodeSectionViewModel(summary: "On", isEnabled: false)),
        .loaded(PasscodeSectionViewModel(summary: "On", isEnabled: true)),
      ])
    #expect(sut.content?.isEnabled == true)
  }

  /// Each save waits for the one before it: the service gets the user's changes one at a time, in the order they
  /// were made, so the last one wins.
  @Test func quickTogglesAreSavedOneAtATimeInOrder() async {
    let sut = makeSUT()
    _ = await sut.loadState()

    sut.didToggleEnabled(false)
    sut.didToggleEnabled(true)
    sut.didToggleEnabled(false)
    await sut.savingTask?.value

    #expect(log.saved == [false, true, false])
    #expect(log.mostAtOnce == 1, "a save starts only once the one before it is over")
    #expect(view.states.map(\.isEnabled) == [false, true, false], "each change shows at once")
    #expect(sut.confirmed?.isEnabled == false)
  }

  /// After failed saves the switch shows what the service last confirmed, not the value before the last tap.
  @Test func failedSavesGoBackToTheLastConfirmedValue() async {
    let sut = makeSUT(PasscodeSectionServiceStub(failsSaving: true))
    _ = await sut.loadState()

    sut.didToggleEnabled(false)
    sut.didToggleEnabled(true)
    await sut.savingTask?.value

    #expect(view.states.last?.isEnabled == true)
    #expect(sut.content?.isEnabled == true)
    #expect(sut.confirmed?.isEnabled == true)
  }

  @Test func theSwitchDoesNothingBeforeTheContentLoaded() {
    let sut = makeSUT()

    sut.didToggleEnabled(false)

    #expect(view.states == [])
    #expect(sut.savingTask == nil)
  }
}
