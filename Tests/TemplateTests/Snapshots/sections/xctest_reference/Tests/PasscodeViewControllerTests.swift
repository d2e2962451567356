//
//  PasscodeViewControllerTests.swift
//  SectionsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import SectionsXctestReference

/// The list on screen: in a window, laid out, its cells made for the visible rows only, as UIKit makes them; the
/// tests read what the cells, headers and footers show.
nonisolated final class PasscodeViewControllerTests: XCTestCase {
  private let sections = [
    SectionModel(id: "a", header: "A", cells: [AnyCellModel(RowModel(id: ItemID("a", "row"), title: "Row"))]),
    SectionModel(id: "b", footer: "Couldn't load B."),
  ]

  /// Puts `sut` on screen as a window's root and lays it out (a window's root view fills the window on a device;
  /// where UIKit does not exist nothing sizes it, so the test does).
  @MainActor private func show(_ sut: UIViewController) async -> TestWindow {
    let window = await TestWindow(rootViewController: sut)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    return window
  }

  /// What the cell at `indexPath` shows (its list content configuration), if the cell is on screen.
  @MainActor private func content(
    at indexPath: IndexPath, of sut: PasscodeViewController
  ) -> UIListContentConfiguration? {
    sut.listView?.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration
  }

  /// The text of the section header or footer (`kind`) of `section`, if it is on screen.
  @MainActor private func text(
    of kind: String, section: Int, of sut: PasscodeViewController
  ) -> String? {
    let view = sut.listView?.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
    return ((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  @MainActor func testTheLoadingScreenShowsAnActivityIndicatorOnTheGroupedBackgroundAndNoRow() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    let window = await show(sut)
    addTeardownBlock { window.close() }

    XCTAssertEqual(sut.listView?.numberOfSections, 0)
    XCTAssertEqual(sut.view.backgroundColor, .systemGroupedBackground)
    XCTAssertTrue(sut.activityIndicator.isAnimating, "the user sees that the sections are coming")
    XCTAssertFalse(sut.activityIndicator.isHidden)
    XCTAssertEqual(sut.activityIndicator.accessibilityIdentifier, "Passcode.loading")
    XCTAssertEqual(eventHandler.calls, [], "showing the screen asks for nothing")
    XCTAssertNotNil(window.window)
  }

  @MainActor func testSectionsGivenBeforeTheViewLoadsAreOnScreenWhenItShows() async {
    let sut = PasscodeViewController()
    sut.display(sections: sections)
    XCTAssertFalse(sut.isViewLoaded, "showing sections does not load the view")

    let window = await show(sut)
    addTeardownBlock { window.close() }

    XCTAssertEqual(sut.listView?.numberOfSections, 2)
    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 0), 1)
    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 1), 0)
    XCTAssertEqual(content(at: IndexPath(item: 0, section: 0), of: sut)?.text, "Row")
    XCTAssertEqual(text(of: UICollectionView.elementKindSectionHeader, section: 0, of: sut), "A")
    XCTAssertEqual(text(of: UICollectionView.elementKindSectionFooter, section: 1, of: sut), "Couldn't load B.")
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden, "a stopped indicator hides")
    XCTAssertNotNil(window.window)
  }

  @MainActor func testSectionsThatArriveWhileTheScreenIsShownAppearAtOnce() async {
    let sut = PasscodeViewController()
    let window = await show(sut)
    addTeardownBlock { window.close() }

    sut.display(sections: Array(sections.prefix(1)))
    sut.view.layoutIfNeeded()

    XCTAssertEqual(sut.listView?.numberOfSections, 1)
    XCTAssertEqual(content(at: IndexPath(item: 0, section: 0), of: sut)?.text, "Row")
    XCTAssertTrue(sut.activityIndicator.isHidden)
    XCTAssertNotNil(window.window)
  }

  /// A changed row that stays on screen is configured again in place: the cell shows the new text.
  @MainActor func testAChangedRowShowsItsNewTextInItsVisibleCell() async {
    let sut = PasscodeViewController()
    sut.display(sections: sections)
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let cell = sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0))

    sut.display(sections: [
      SectionModel(
        id: "a", header: "A", cells: [AnyCellModel(RowModel(id: ItemID("a", "row"), title: "Row", detail: "New"))])
    ])
    sut.view.layoutIfNeeded()

    XCTAssertTrue(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "the row keeps its cell")
    XCTAssertEqual(content(at: IndexPath(item: 0, section: 0), of: sut)?.secondaryText, "New")
    XCTAssertNotNil(window.window)
  }

  /// A tap is played as UIKit handles it: the row is selected, then the list's delegate hears
  /// `collectionView(_:didSelectItemAt:)`, which UIKit calls for the user's selection only
  /// (`UICollectionViewDelegate`).
  @MainActor func testATapOnARowIsForwardedWithItsRow() async throws {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.display(sections: sections)
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let listView = try XCTUnwrap(sut.listView)
    let indexPath = IndexPath(item: 0, section: 0)

    listView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    listView.collectionView(listView, didSelectItemAt: indexPath)

    XCTAssertEqual(eventHandler.calls, [.didReceive(.selected, ItemID("a", "row"))])
    XCTAssertEqual(listView.indexPathsForSelectedItems, [], "the tapped row is deselected")
    XCTAssertNotNil(window.window)
  }

  /// A row's switch shows the row's state and is named by the row's title for VoiceOver. A user's turn of a
  /// `UISwitch` flips `isOn` and sends `.valueChanged`; the test does the same.
  @MainActor func testTurningARowsSwitchIsForwardedWithItsRow() async throws {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let item = ItemID("a", "enabled")
    sut.display(sections: [
      SectionModel(id: "a", cells: [AnyCellModel(RowModel(id: item, title: "Enabled", isOn: true))])
    ])
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let cell = try XCTUnwrap(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) as? RowCell)
    XCTAssertTrue(cell.toggle.isOn)
    XCTAssertEqual(cell.toggle.accessibilityLabel, "Enabled")

    cell.toggle.isOn = false
    cell.toggle.sendActions(for: .valueChanged)

    XCTAssertEqual(eventHandler.calls, [.didReceive(.toggled(false), item)])
    XCTAssertNotNil(window.window)
  }

  /// Rows whose ids repeat (two sections naming the same row) must not crash the app: the list shows the first.
  @MainActor func testARepeatedRowIsShownOnceWithoutACrash() async throws {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()
    var dropped: [ItemID] = []
    sut.listView?.reportDuplicates = { items, _ in dropped += items }
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let row = ItemID("a", "row")

    sut.display(sections: [
      SectionModel(id: "a", cells: [AnyCellModel(RowModel(id: row, title: "First"))]),
      SectionModel(id: "b", cells: [AnyCellModel(RowModel(id: row, title: "Again"))]),
    ])
    sut.view.layoutIfNeeded()

    XCTAssertEqual(dropped, [row])
    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 0), 1)
    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 1), 0)
    XCTAssertEqual(content(at: IndexPath(item: 0, section: 0), of: sut)?.text, "First")
    XCTAssertNotNil(window.window)
  }

  @MainActor func testCloseButtonIsForwardedToDelegate() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.closeButtonTapped()

    XCTAssertEqual(eventHandler.calls, [.didTapClose])
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    XCTAssertEqual(sut.title, "Title")
  }

  /// UIKit's `isMovingFromParent` is `true` in `viewDidDisappear(_:)` when the view controller was removed from
  /// its container, as a pop from a navigation stack does.
  @MainActor func testPoppingTheScreenTellsTheEventHandlerItLeft() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    await window.push(sut, on: navigationController)

    await window.swipeBack(in: navigationController)

    XCTAssertEqual(eventHandler.calls, [.didLeaveScreen])
  }

  /// A view controller covered by another one pushed above it gets `viewDidDisappear(_:)` with
  /// `isMovingFromParent` `false`: it is still on the stack.
  @MainActor func testCoveringTheScreenIsNotLeavingIt() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    XCTAssertNotNil(sut.viewIfLoaded?.window, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    XCTAssertNil(sut.viewIfLoaded?.window, "the screen is covered")
    XCTAssertEqual(eventHandler.calls, [])
    XCTAssertTrue(window.rootViewController === navigationController)
  }

  /// A presented screen offers a close button; pushed, it goes back with the Back button (Human Interface
  /// Guidelines).
  @MainActor func testTheCloseButtonShowsOnlyWhileTheScreenIsPresented() async throws {
    let window = await TestWindow()
    defer { window.close() }
    let presented = PasscodeViewController()
    let navigation = UINavigationController(rootViewController: presented)

    await window.present(navigation)

    let closeItem = try XCTUnwrap(presented.navigationItem.rightBarButtonItem, "presented: a close button")
    XCTAssertEqual(closeItem.accessibilityIdentifier, "Passcode.close")
    XCTAssertNotNil(closeItem.primaryAction)
    let pushed = PasscodeViewController()
    await window.push(pushed, on: navigation)
    XCTAssertNil(pushed.navigationItem.rightBarButtonItem, "pushed: the Back button, no close button")
  }

  @MainActor func testTheStateViewsAreInTheListsBackgroundView() async throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let background = try XCTUnwrap(sut.listView?.backgroundView, "behind the rows, fixed while they scroll")
    XCTAssertTrue(sut.activityIndicator.isDescendant(of: background))
  }
}
