//
//  PasscodeSectionViewTests.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
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

  /// The section's rows on screen in a list: the summary's texts, and a switch that shows the state and is named by
  /// its row's title for VoiceOver.
  @MainActor func testTheLoadedSectionOnScreenShowsItsSummaryAndANamedSwitch() async throws {
    let presenter = PasscodeSectionViewDelegateSpy()
    presenter.state = .loaded(PasscodeSectionViewModel(summary: "Daily", isEnabled: false))
    let sut = PasscodeSectionView(eventHandler: presenter)

    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    addTeardownBlock { screen.close() }

    XCTAssertEqual(screen.list.numberOfItems(inSection: 0), 2)
    XCTAssertEqual(screen.header, "Passcode")
    XCTAssertEqual(screen.content(ofRow: 0)?.text, "Summary")
    XCTAssertEqual(screen.content(ofRow: 0)?.secondaryText, "Daily")
    let switchRow = try XCTUnwrap(screen.list.cellForItem(at: IndexPath(item: 1, section: 0)) as? RowCell)
    XCTAssertFalse(switchRow.toggle.isOn)
    XCTAssertEqual(switchRow.toggle.accessibilityLabel, "Enabled")
  }

  /// A user's turn of a `UISwitch` flips `isOn` and sends `.valueChanged`; the test does the same to the switch on
  /// screen, and the list routes the event to the section.
  @MainActor func testTurningTheSwitchOnScreenReachesThePresenter() async throws {
    let presenter = PasscodeSectionViewDelegateSpy()
    presenter.state = .loaded(PasscodeSectionViewModel(summary: "Daily", isEnabled: false))
    let sut = PasscodeSectionView(eventHandler: presenter)
    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    addTeardownBlock { screen.close() }
    screen.list.onEvent = { event, item in sut.handle(event, at: item) }
    let switchRow = try XCTUnwrap(screen.list.cellForItem(at: IndexPath(item: 1, section: 0)) as? RowCell)

    switchRow.toggle.isOn = true
    switchRow.toggle.sendActions(for: .valueChanged)

    XCTAssertEqual(presenter.toggles, [true])
  }

  /// A tap on the summary row is not the switch: it reaches nothing.
  @MainActor func testATapOnTheSummaryRowOnScreenReachesNothing() async throws {
    let presenter = PasscodeSectionViewDelegateSpy()
    let sut = PasscodeSectionView(eventHandler: presenter)
    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    addTeardownBlock { screen.close() }
    screen.list.onEvent = { event, item in sut.handle(event, at: item) }
    let summary = IndexPath(item: 0, section: 0)

    screen.list.selectItem(at: summary, animated: false, scrollPosition: [])
    screen.list.collectionView(screen.list, didSelectItemAt: summary)

    XCTAssertEqual(presenter.toggles, [])
  }

  @MainActor func testAFailedSectionOnScreenShowsItsMessageUnderItsHeaderAndNoRow() async {
    let presenter = PasscodeSectionViewDelegateSpy()
    presenter.state = .failed(message: "Couldn't load.")
    let sut = PasscodeSectionView(eventHandler: presenter)

    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    addTeardownBlock { screen.close() }

    XCTAssertEqual(screen.list.numberOfItems(inSection: 0), 0)
    XCTAssertEqual(screen.header, "Passcode")
    XCTAssertEqual(screen.footer, "Couldn't load.")
  }
}

/// A list in a window showing one section, laid out: its cells are made for the visible rows, as UIKit makes them.
@MainActor
private final class PasscodeSectionOnScreen {
  let window: TestWindow
  let list = ListView()

  /// Shows `section` in a list that fills a window, once the window is on screen.
  init(_ section: SectionModel) async {
    window = await TestWindow()
    list.apply([section], animatingDifferences: false)
    list.frame = window.window.bounds
    window.window.addSubview(list)
    list.layoutIfNeeded()
  }

  /// Takes the window off screen.
  func close() {
    window.close()
  }

  /// The section's header text, as shown.
  var header: String? { text(of: UICollectionView.elementKindSectionHeader) }

  /// The section's footer text, as shown.
  var footer: String? { text(of: UICollectionView.elementKindSectionFooter) }

  /// What the cell of `row` shows, if it is on screen.
  func content(ofRow row: Int) -> UIListContentConfiguration? {
    list.cellForItem(at: IndexPath(item: row, section: 0))?.contentConfiguration as? UIListContentConfiguration
  }

  private func text(of kind: String) -> String? {
    let view = list.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))
    return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
  }
}
