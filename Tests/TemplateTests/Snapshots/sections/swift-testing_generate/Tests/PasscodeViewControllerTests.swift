//
//  PasscodeViewControllerTests.swift
//  SectionsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import SectionsSwiftTestingGenerate

/// The list on screen: in a window, laid out, its cells made for the visible rows only, as UIKit makes them; the
/// tests read what the cells, headers and footers show.
@MainActor
@Suite(.serialized)
struct PasscodeViewControllerTests {
  private let sections = [
    SectionModel(id: "a", header: "A", cells: [AnyCellModel(RowModel(id: ItemID("a", "row"), title: "Row"))]),
    SectionModel(id: "b", footer: "Couldn't load B."),
  ]

  /// Puts `sut` on screen as a window's root and lays it out (a window's root view fills the window on a device;
  /// where UIKit does not exist nothing sizes it, so the test does).
  private func show(_ sut: UIViewController) async -> TestWindow {
    let window = await TestWindow(rootViewController: sut)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    return window
  }

  /// What the cell at `indexPath` shows (its list content configuration), if the cell is on screen.
  private func content(
    at indexPath: IndexPath, of sut: PasscodeViewController
  ) -> UIListContentConfiguration? {
    sut.listView?.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration
  }

  /// The text of the section header or footer (`kind`) of `section`, if it is on screen.
  private func text(
    of kind: String, section: Int, of sut: PasscodeViewController
  ) -> String? {
    let view = sut.listView?.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
    return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  @Test func theLoadingScreenShowsAnActivityIndicatorOnTheGroupedBackgroundAndNoRow() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    let window = await show(sut)
    defer { window.close() }

    #expect(sut.listView?.numberOfSections == 0)
    #expect(sut.view.backgroundColor == .systemGroupedBackground)
    #expect(sut.activityIndicator.isAnimating, "the user sees that the sections are coming")
    #expect(!sut.activityIndicator.isHidden)
    #expect(sut.activityIndicator.accessibilityIdentifier == "Passcode.loading")
    #expect(eventHandler.calls == [], "showing the screen asks for nothing")
    withExtendedLifetime(window) {}
  }

  @Test func sectionsGivenBeforeTheViewLoadsAreOnScreenWhenItShows() async {
    let sut = PasscodeViewController()
    sut.display(sections: sections)
    #expect(!sut.isViewLoaded, "showing sections does not load the view")

    let window = await show(sut)
    defer { window.close() }

    #expect(sut.listView?.numberOfSections == 2)
    #expect(sut.listView?.numberOfItems(inSection: 0) == 1)
    #expect(sut.listView?.numberOfItems(inSection: 1) == 0)
    #expect(content(at: IndexPath(item: 0, section: 0), of: sut)?.text == "Row")
    #expect(text(of: UICollectionView.elementKindSectionHeader, section: 0, of: sut) == "A")
    #expect(text(of: UICollectionView.elementKindSectionFooter, section: 1, of: sut) == "Couldn't load B.")
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden, "a stopped indicator hides")
    withExtendedLifetime(window) {}
  }

  @Test func sectionsThatArriveWhileTheScreenIsShownAppearAtOnce() async {
    let sut = PasscodeViewController()
    let window = await show(sut)
    defer { window.close() }

    sut.display(sections: Array(sections.prefix(1)))
    sut.view.layoutIfNeeded()

    #expect(sut.listView?.numberOfSections == 1)
    #expect(content(at: IndexPath(item: 0, section: 0), of: sut)?.text == "Row")
    #expect(sut.activityIndicator.isHidden)
    withExtendedLifetime(window) {}
  }

  /// A changed row that stays on screen is configured again in place: the cell shows the new text.
  @Test func aChangedRowShowsItsNewTextInItsVisibleCell() async {
    let sut = PasscodeViewController()
    sut.display(sections: sections)
    let window = await show(sut)
    defer { window.close() }
    let cell = sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0))

    sut.display(sections: [
      SectionModel(
        id: "a", header: "A", cells: [AnyCellModel(RowModel(id: ItemID("a", "row"), title: "Row", detail: "New"))])
    ])
    sut.view.layoutIfNeeded()

    #expect(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "the row keeps its cell")
    #expect(content(at: IndexPath(item: 0, section: 0), of: sut)?.secondaryText == "New")
    withExtendedLifetime(window) {}
  }

  /// A tap is played as UIKit handles it: the row is selected, then the list's delegate hears
  /// `collectionView(_:didSelectItemAt:)`, which UIKit calls for the user's selection only
  /// (`UICollectionViewDelegate`).
  @Test func aTapOnARowIsForwardedWithItsRow() async throws {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.display(sections: sections)
    let window = await show(sut)
    defer { window.close() }
    let listView = try #require(sut.listView)
    let indexPath = IndexPath(item: 0, section: 0)

    listView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    listView.collectionView(listView, didSelectItemAt: indexPath)

    #expect(eventHandler.calls == [.didReceive(.selected, ItemID("a", "row"))])
    #expect(listView.indexPathsForSelectedItems == [], "the tapped row is deselected")
    withExtendedLifetime(window) {}
  }

  /// A row's switch shows the row's state and is named by the row's title for VoiceOver. A user's turn of a
  /// `UISwitch` flips `isOn` and sends `.valueChanged`; the test does the same.
  @Test func turningARowsSwitchIsForwardedWithItsRow() async throws {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let item = ItemID("a", "enabled")
    sut.display(sections: [
      SectionModel(id: "a", cells: [AnyCellModel(RowModel(id: item, title: "Enabled", isOn: true))])
    ])
    let window = await show(sut)
    defer { window.close() }
    let cell = try #require(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) as? RowCell)
    #expect(cell.toggle.isOn)
    #expect(cell.toggle.accessibilityLabel == "Enabled")

    cell.toggle.isOn = false
    cell.toggle.sendActions(for: .valueChanged)

    #expect(eventHandler.calls == [.didReceive(.toggled(false), item)])
    withExtendedLifetime(window) {}
  }

  /// Rows whose ids repeat (two sections naming the same row) must not crash the app: the list shows the first.
  @Test func aRepeatedRowIsShownOnceWithoutACrash() async throws {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()
    var dropped: [ItemID] = []
    sut.listView?.reportDuplicates = { items, _ in dropped += items }
    let window = await show(sut)
    defer { window.close() }
    let row = ItemID("a", "row")

    sut.display(sections: [
      SectionModel(id: "a", cells: [AnyCellModel(RowModel(id: row, title: "First"))]),
      SectionModel(id: "b", cells: [AnyCellModel(RowModel(id: row, title: "Again"))]),
    ])
    sut.view.layoutIfNeeded()

    #expect(dropped == [row])
    #expect(sut.listView?.numberOfItems(inSection: 0) == 1)
    #expect(sut.listView?.numberOfItems(inSection: 1) == 0)
    #expect(content(at: IndexPath(item: 0, section: 0), of: sut)?.text == "First")
    withExtendedLifetime(window) {}
  }

  @Test func closeButtonIsForwardedToDelegate() {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.closeButtonTapped()

    #expect(eventHandler.calls == [.didTapClose])
  }

  @Test func displayTitleSetsTitle() {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @Test func poppingTheScreenTellsTheEventHandlerItLeft() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    await window.push(sut, on: navigationController)

    await window.swipeBack(in: navigationController)

    #expect(eventHandler.calls == [.didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @Test func coveringTheScreenIsNotLeavingIt() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    #expect(sut.viewIfLoaded?.window != nil, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    #expect(sut.viewIfLoaded?.window == nil, "the screen is covered")
    #expect(eventHandler.calls == [])
    #expect(window.rootViewController === navigationController)
  }

  /// A presented screen offers a close button; pushed, it goes back with the Back button (Human Interface
  /// Guidelines).
  @Test func theCloseButtonShowsOnlyWhileTheScreenIsPresented() async throws {
    let window = await TestWindow()
    defer { window.close() }
    let presented = PasscodeViewController()
    let navigation = UINavigationController(rootViewController: presented)

    await window.present(navigation)

    let closeItem = try #require(presented.navigationItem.rightBarButtonItem, "presented: a close button")
    #expect(closeItem.accessibilityIdentifier == "Passcode.close")
    #expect(closeItem.primaryAction != nil)
    let pushed = PasscodeViewController()
    await window.push(pushed, on: navigation)
    #expect(pushed.navigationItem.rightBarButtonItem == nil, "pushed: the Back button, no close button")
  }

  @Test func theStateViewsAreInTheListsBackgroundView() throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let background = try #require(sut.listView?.backgroundView, "behind the rows, fixed while they scroll")
    #expect(sut.activityIndicator.isDescendant(of: background))
  }
}
