//
//  PasscodeSectionViewTests.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionSwiftTesting

@MainActor
struct PasscodeSectionViewTests {
  let presenter = PasscodeSectionViewDelegateSpy()
  let sut: PasscodeSectionView

  init() {
    sut = PasscodeSectionView(eventHandler: presenter)
  }

  @Test func loadedContentBecomesASummaryRowAndASwitchRow() async {
    presenter.state = .loaded(PasscodeSectionViewModel(summary: "Daily", isEnabled: false))

    let section = await sut.loadSection()

    #expect(section.id == PasscodeSection.id)
    #expect(section.header == "Passcode")
    #expect(section.footer == nil)
    #expect(
      section.cells == [
        AnyCellModel(RowModel(id: PasscodeSection.summary, title: "Summary", detail: "Daily")),
        AnyCellModel(RowModel(id: PasscodeSection.enabled, title: "Enabled", isOn: false)),
      ])
  }

  @Test func aFailedLoadShowsAFooterAndNoRows() async {
    presenter.state = .failed(message: "Couldn't load.")

    let section = await sut.loadSection()

    #expect(section.id == PasscodeSection.id)
    #expect(section.footer == "Couldn't load.")
    #expect(section.cells == [])
  }

  @Test func onlyTheSwitchRowsToggleReachesThePresenter() {
    sut.handle(.toggled(false), at: PasscodeSection.enabled)
    sut.handle(.toggled(true), at: ItemID("another", PasscodeSection.enabled.item))
    sut.handle(.selected, at: PasscodeSection.enabled)
    sut.handle(.toggled(true), at: PasscodeSection.summary)

    #expect(presenter.toggles == [false])
  }

  @Test func aLaterStateReachesTheListAsThisSection() {
    let output = PasscodeSectionOutputSpy()
    sut.sectionOutput = output
    let state = PasscodeSectionViewState.loaded(
      PasscodeSectionViewModel(summary: "Off", isEnabled: false))

    sut.display(state)

    #expect(output.sections == [PasscodeSectionView.section(showing: state)])
    #expect(output.sections.first?.id == PasscodeSection.id)
  }
}
