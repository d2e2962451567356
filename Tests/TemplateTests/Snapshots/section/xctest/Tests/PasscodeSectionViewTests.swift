//
//  PasscodeSectionViewTests.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionXctest

nonisolated final class PasscodeSectionViewTests: XCTestCase {
  @MainActor func testLoadedContentBecomesASummaryRowAndASwitchRow() async {
    let presenter = PasscodeSectionViewDelegateSpy()
    presenter.state = .loaded(PasscodeSectionViewModel(summary: "Daily", isEnabled: false))
    let sut = PasscodeSectionView(eventHandler: presenter)

    let section = await sut.loadSection()

    XCTAssertEqual(section.id, PasscodeSection.id)
    XCTAssertEqual(section.header, "Passcode")
    XCTAssertNil(section.footer)
    XCTAssertEqual(
      section.cells,
      [
        AnyCellModel(RowModel(id: PasscodeSection.summary, title: "Summary", detail: "Daily")),
        AnyCellModel(RowModel(id: PasscodeSection.enabled, title: "Enabled", isOn: false)),
      ])
  }

  @MainActor func testAFailedLoadShowsAFooterAndNoRows() async {
    let presenter = PasscodeSectionViewDelegateSpy()
    presenter.state = .failed(message: "Couldn't load.")
    let sut = PasscodeSectionView(eventHandler: presenter)

    let section = await sut.loadSection()

    XCTAssertEqual(section.id, PasscodeSection.id)
    XCTAssertEqual(section.footer, "Couldn't load.")
    XCTAssertEqual(section.cells, [])
  }

  @MainActor func testOnlyTheSwitchRowsToggleReachesThePresenter() async {
    let presenter = PasscodeSectionViewDelegateSpy()
    let sut = PasscodeSectionView(eventHandler: presenter)

    sut.handle(.toggled(false), at: PasscodeSection.enabled)
    sut.handle(.toggled(true), at: ItemID("another", PasscodeSection.enabled.item))
    sut.handle(.selected, at: PasscodeSection.enabled)
    sut.handle(.toggled(true), at: PasscodeSection.summary)

    XCTAssertEqual(presenter.toggles, [false])
  }

  @MainActor func testALaterStateReachesTheListAsThisSection() async {
    let output = PasscodeSectionOutputSpy()
    let sut = PasscodeSectionView(eventHandler: PasscodeSectionViewDelegateSpy())
    sut.sectionOutput = output
    let state = PasscodeSectionViewState.loaded(
      PasscodeSectionViewModel(summary: "Off", isEnabled: false))

    sut.display(state)

    XCTAssertEqual(output.sections, [PasscodeSectionView.section(showing: state)])
    XCTAssertEqual(output.sections.first?.id, PasscodeSection.id)
  }
}
