//
//  PasscodeSectionViewTests.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import SectionSwiftTesting

@MainActor
@Suite(.serialized)
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

  /// The section's rows on screen in a list: the summary's texts, and a switch that shows the state and is named by
  /// its row's title for VoiceOver.
  @Test func theLoadedSectionOnScreenShowsItsSummaryAndANamedSwitch() async throws {
    presenter.state = .loaded(PasscodeSectionViewModel(summary: "Daily", isEnabled: false))

    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    defer { screen.close() }

    #expect(screen.list.numberOfItems(inSection: 0) == 2)
    #expect(screen.header == "Passcode")
    #expect(screen.content(ofRow: 0)?.text == "Summary")
    #expect(screen.content(ofRow: 0)?.secondaryText == "Daily")
    let switchRow = try #require(screen.list.cellForItem(at: IndexPath(item: 1, section: 0)) as? RowCell)
    #expect(!switchRow.toggle.isOn)
    #expect(switchRow.toggle.accessibilityLabel == "Enabled")
  }

  /// A user's turn of a `UISwitch` flips `isOn` and sends `.valueChanged`; the test does the same to the switch on
  /// screen, and the list routes the event to the section.
  @Test func turningTheSwitchOnScreenReachesThePresenter() async throws {
    presenter.state = .loaded(PasscodeSectionViewModel(summary: "Daily", isEnabled: false))
    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    defer { screen.close() }
    screen.list.onEvent = { [sut] event, item in sut.handle(event, at: item) }
    let switchRow = try #require(screen.list.cellForItem(at: IndexPath(item: 1, section: 0)) as? RowCell)

    switchRow.toggle.isOn = true
    switchRow.toggle.sendActions(for: .valueChanged)

    #expect(presenter.toggles == [true])
  }

  /// A tap on the summary row is not the switch: it reaches nothing.
  @Test func aTapOnTheSummaryRowOnScreenReachesNothing() async throws {
    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    defer { screen.close() }
    screen.list.onEvent = { [sut] event, item in sut.handle(event, at: item) }
    let summary = IndexPath(item: 0, section: 0)

    screen.list.selectItem(at: summary, animated: false, scrollPosition: [])
    screen.list.collectionView(screen.list, didSelectItemAt: summary)

    #expect(presenter.toggles == [])
  }

  @Test func aFailedSectionOnScreenShowsItsMessageUnderItsHeaderAndNoRow() async {
    presenter.state = .failed(message: "Couldn't load.")

    let screen = await PasscodeSectionOnScreen(sut.loadSection())
    defer { screen.close() }

    #expect(screen.list.numberOfItems(inSection: 0) == 0)
    #expect(screen.header == "Passcode")
    #expect(screen.footer == "Couldn't load.")
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
