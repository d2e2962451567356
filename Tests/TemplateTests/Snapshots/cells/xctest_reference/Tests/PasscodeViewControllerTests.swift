//
//  PasscodeViewControllerTests.swift
//  CellsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import CellsXctestReference

/// The list on screen: in a window, laid out, its cells made for the visible rows only, as UIKit makes them.
nonisolated final class PasscodeViewControllerTests: XCTestCase {
  private let items = (1...100).map { FeedCardItem(id: "\($0)", title: "Item \($0)") }

  /// A view controller with the items and a view delegate spy, not on screen yet.
  @MainActor private func makeSUT(
    items: [FeedCardItem]? = nil
  ) -> (PasscodeViewController, PasscodeViewDelegateSpy) {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.display(items: items ?? self.items)
    return (sut, eventHandler)
  }

  /// Puts `sut` on screen as a window's root and lays it out (a window's root view fills the window on a device;
  /// where UIKit does not exist nothing sizes it, so the test does).
  @MainActor private func show(_ sut: UIViewController) async -> TestWindow {
    let window = await TestWindow(rootViewController: sut)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    return window
  }

  /// Scrolls the list to `y` and lays it out, as a user's scroll does.
  @MainActor private func scroll(_ sut: PasscodeViewController, to y: CGFloat) {
    sut.listView?.contentOffset = CGPoint(x: 0, y: y)
    sut.listView?.layoutIfNeeded()
  }

  /// The module stub in the cell at `row` of the list, if that cell is on screen.
  @MainActor private func module(
    at row: Int, of sut: PasscodeViewController, _ eventHandler: PasscodeViewDelegateSpy
  ) -> PasscodeCellModuleStub? {
    guard let cell = sut.listView?.cellForItem(at: IndexPath(item: row, section: 0)) as? ListCell,
      let viewController = sut.cellModules?.module(in: cell)
    else { return nil }
    return eventHandler.madeModules.first { $0.viewController === viewController }
  }

  @MainActor func testTheLoadingScreenShowsAnActivityIndicatorOnTheGroupedBackgroundAndNoCell() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    let window = await show(sut)
    addTeardownBlock { window.close() }

    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 0), 0)
    XCTAssertEqual(eventHandler.madeModules.count, 0)
    XCTAssertEqual(sut.view.backgroundColor, .systemGroupedBackground)
    XCTAssertTrue(sut.activityIndicator.isAnimating, "the user sees that the items are coming")
    XCTAssertFalse(sut.activityIndicator.isHidden)
    XCTAssertEqual(sut.activityIndicator.accessibilityIdentifier, "Passcode.loading")
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
    XCTAssertNotNil(window.window)
  }

  @MainActor func testItemsGivenBeforeTheViewLoadsAreOnScreenWhenItShows() async {
    let (sut, eventHandler) = makeSUT(items: Array(items.prefix(2)))
    XCTAssertFalse(sut.isViewLoaded, "showing items does not load the view")

    let window = await show(sut)
    addTeardownBlock { window.close() }

    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 0), 2)
    XCTAssertEqual(sut.listView?.visibleCells.count, 2)
    XCTAssertEqual(eventHandler.madeModules.map(\.shownItems), [["1"], ["2"]])
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    XCTAssertTrue(sut.activityIndicator.isHidden, "a stopped indicator hides")
    XCTAssertNotNil(window.window)
  }

  /// UIKit makes cells for the visible rows only ("the collection view … creates only the cells it needs to
  /// display", `UICollectionView`); each gets a module of its own, a child of the list, its view in the cell.
  @MainActor func testEachVisibleCellGetsACellModuleEmbeddedInItThatShowsItsItem() async throws {
    let (sut, eventHandler) = makeSUT()

    let window = await show(sut)
    addTeardownBlock { window.close() }

    let cells = try XCTUnwrap(sut.listView?.visibleCells as? [ListCell])
    XCTAssertGreaterThan(cells.count, 1)
    XCTAssertLessThan(cells.count, items.count, "rows off screen have no cell")
    XCTAssertEqual(eventHandler.madeModules.count, cells.count)
    for (row, cell) in cells.enumerated() {
      let module = try XCTUnwrap(module(at: row, of: sut, eventHandler))
      XCTAssertTrue(module.viewController.parent === sut, "the cell module is a child of the list")
      XCTAssertTrue(module.viewController.view.superview === cell.contentView, "its view is in its cell")
      XCTAssertEqual(module.shownItems, [items[row].id])
    }
    XCTAssertNotNil(window.window)
  }

  /// A cell is configured before it comes on screen (UIKit sizes a cell after its cell provider configured it, then
  /// displays it: `collectionView(_:willDisplay:forItemAt:)` "tells the delegate that the specified cell is about to
  /// be displayed"), so its module shows the item by then.
  @MainActor func testACellsModuleShowsItsItemBeforeTheCellComesOnScreen() async throws {
    let (sut, eventHandler) = makeSUT()
    sut.loadViewIfNeeded()
    let listView = try XCTUnwrap(sut.listView)
    let hostsWillDisplay = listView.willDisplay
    var shownWhenDisplayed: [String?] = []
    listView.willDisplay = { [weak sut] cell, id in
      let module = eventHandler.madeModules.first { $0.viewController === sut?.cellModules?.module(in: cell) }
      shownWhenDisplayed.append(module?.shownItems.last)
      hostsWillDisplay?(cell, id)
    }

    let window = await show(sut)
    addTeardownBlock { window.close() }

    XCTAssertFalse(shownWhenDisplayed.isEmpty)
    XCTAssertEqual(shownWhenDisplayed, items.prefix(shownWhenDisplayed.count).map(\.id))
    XCTAssertNotNil(window.window)
  }

  /// A changed item of a visible row is configured again in place (the list reconfigures it, and UIKit calls no
  /// `willDisplay` for a cell that stays on screen): its module shows the new item and keeps its state.
  @MainActor func testAnUpdatedItemReachesTheModuleOfItsVisibleCell() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let module = try XCTUnwrap(module(at: 0, of: sut, eventHandler))
    module.galleryOffset = 120
    var renamed = items
    renamed[0].title = "Renamed"

    sut.display(items: renamed)
    sut.view.layoutIfNeeded()

    XCTAssertTrue(self.module(at: 0, of: sut, eventHandler) === module, "the row keeps its cell and module")
    XCTAssertEqual(module.shownTitles.last, "Renamed")
    XCTAssertEqual(module.galleryOffset, 120, "the item stays as the user left it")
    XCTAssertNotNil(window.window)
  }

  @MainActor func testScrollingReusesCellsAndTheirModulesAndTheStateFollowsTheItem() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let visibleCount = try XCTUnwrap(sut.listView?.visibleCells.count)
    let first = try XCTUnwrap(module(at: 0, of: sut, eventHandler))
    first.galleryOffset = 120

    scroll(sut, to: 44 * 50)
    XCTAssertNil(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)), "the first row is off screen")
    scroll(sut, to: 0)

    XCTAssertLessThanOrEqual(eventHandler.madeModules.count, visibleCount + 1, "modules are as many as the cells")
    XCTAssertEqual(sut.cellModules?.moduleCount, eventHandler.madeModules.count)
    let back = try XCTUnwrap(module(at: 0, of: sut, eventHandler))
    XCTAssertEqual(back.shownItems.last, "1")
    XCTAssertEqual(back.restoredOffsets.last, 120, "the item comes back as the user left it")
    XCTAssertEqual(back.galleryOffset, 120)
    XCTAssertNotNil(window.window)
  }

  @MainActor func testACellModuleAppearsWithItsCellAndDisappearsWhenItScrollsAway() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let module = try XCTUnwrap(module(at: 0, of: sut, eventHandler))
    XCTAssertEqual(module.viewController.appearances, ["appeared"])

    scroll(sut, to: 44 * 50)

    XCTAssertEqual(module.viewController.appearances.prefix(2), ["appeared", "disappeared"])
    XCTAssertNotNil(window.window)
  }

  /// With automatic forwarding off, the list forwards its own appearance to the modules of its visible cells:
  /// "If you override this method and return false, you are responsible for telling the child when its views are
  /// going to appear or disappear" (`UIViewController.shouldAutomaticallyForwardAppearanceMethods`). A screen pushed
  /// over the list hides them; popping it shows them again.
  @MainActor func testVisibleCellModulesDisappearUnderAPushedScreenAndAppearWhenItIsPopped() async throws {
    let (sut, eventHandler) = makeSUT()
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    navigationController.view.frame = window.window.bounds
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    XCTAssertFalse(sut.shouldAutomaticallyForwardAppearanceMethods)
    let modules = eventHandler.madeModules
    XCTAssertFalse(modules.isEmpty)
    XCTAssertTrue(modules.allSatisfy { $0.viewController.appearances == ["appeared"] })
    XCTAssertNotNil(sut.viewIfLoaded?.window, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    XCTAssertNil(sut.viewIfLoaded?.window, "the screen is covered")
    XCTAssertTrue(
      modules.allSatisfy { $0.viewController.appearances == ["appeared", "disappeared"] },
      "a screen over the list hides its cells' modules")
    XCTAssertEqual(eventHandler.calls, [], "a screen over the list has not made it leave")
    await window.swipeBack(in: navigationController)

    XCTAssertTrue(modules.allSatisfy { $0.viewController.appearances == ["appeared", "disappeared", "appeared"] })
  }

  /// An item scrolled away keeps its state; removed from the list, it loses it, and comes back fresh.
  @MainActor func testAnItemRemovedFromTheListLosesItsState() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    addTeardownBlock { window.close() }
    let module = try XCTUnwrap(module(at: 0, of: sut, eventHandler))
    module.galleryOffset = 120
    scroll(sut, to: 44 * 50)

    sut.display(items: Array(items.dropFirst()))
    sut.display(items: items)
    scroll(sut, to: 0)

    let back = try XCTUnwrap(self.module(at: 0, of: sut, eventHandler))
    XCTAssertEqual(back.shownItems.last, "1")
    XCTAssertEqual(back.restoredOffsets.last, .some(nil), "a removed item comes back fresh")
    XCTAssertNotNil(window.window)
  }

  /// A service that repeats an id (overlapping pages) must not crash the app: the list shows the first of them.
  @MainActor func testItemsWithARepeatedIDAreShownOnceWithoutACrash() async throws {
    let repeated = [
      FeedCardItem(id: "1", title: "First"), FeedCardItem(id: "2", title: "Second"),
      FeedCardItem(id: "1", title: "First again"),
    ]
    let (sut, eventHandler) = makeSUT(items: [])
    sut.loadViewIfNeeded()
    var dropped: [ItemID] = []
    sut.listView?.reportDuplicates = { items, _ in dropped += items }
    let window = await show(sut)
    addTeardownBlock { window.close() }

    sut.display(items: repeated)
    sut.view.layoutIfNeeded()

    XCTAssertEqual(sut.listView?.numberOfItems(inSection: 0), 2)
    XCTAssertEqual(dropped, [PasscodeCellModel(item: repeated[2]).id])
    XCTAssertEqual(module(at: 0, of: sut, eventHandler)?.shownTitles, ["First"])
    XCTAssertNotNil(window.window)
  }

  @MainActor func testAFailureShowsTheMessageAndARetryButtonThatLoadsAgain() async throws {
    let (sut, eventHandler) = makeSUT(items: [])
    let window = await show(sut)
    addTeardownBlock { window.close() }

    sut.displayError(message: "Couldn't load the items.")

    XCTAssertEqual(sut.errorLabel.text, "Couldn't load the items.")
    XCTAssertFalse(sut.errorLabel.isHidden)
    XCTAssertEqual(sut.errorLabel.accessibilityIdentifier, "Passcode.error")
    XCTAssertFalse(sut.retryButton.isHidden)
    XCTAssertEqual(sut.retryButton.accessibilityIdentifier, "Passcode.retry")
    XCTAssertFalse(sut.activityIndicator.isAnimating)
    sut.retryButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(eventHandler.calls, [.didTapRetry])
    XCTAssertTrue(sut.activityIndicator.isAnimating, "the user sees the items coming again")
    XCTAssertTrue(sut.errorLabel.isHidden)
    XCTAssertTrue(sut.retryButton.isHidden)
    XCTAssertNotNil(window.window)
  }

  @MainActor func testCloseButtonIsForwardedToDelegate() async {
    let (sut, eventHandler) = makeSUT()

    sut.closeButtonTapped()

    XCTAssertEqual(eventHandler.calls, [.didTapClose])
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    XCTAssertEqual(sut.title, "Title")
  }

  /// Popped, the list leaves for good (`isMovingFromParent` is `true` in its `viewDidDisappear(_:)`): the modules of
  /// its visible cells disappear with it, and its event handler hears that it left.
  @MainActor func testSwipingBackFromTheListHidesItsCellModulesAndTellsTheEventHandlerItLeft() async {
    let (sut, eventHandler) = makeSUT()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    navigationController.view.frame = window.window.bounds
    await window.push(sut, on: navigationController)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    let modules = eventHandler.madeModules
    XCTAssertFalse(modules.isEmpty)

    await window.swipeBack(in: navigationController)

    XCTAssertTrue(
      modules.allSatisfy { $0.viewController.appearances == ["appeared", "disappeared"] },
      "the cells' modules leave with the list")
    XCTAssertEqual(eventHandler.calls, [.didLeaveScreen])
  }

  /// A swipe back the user lets go of half-way gives the list `viewWillDisappear(_:)`, then makes it appear again: it
  /// never left, and its cells' modules end on screen.
  @MainActor func testAnAbandonedSwipeBackKeepsTheListAndItsCellModulesOnScreen() async {
    let (sut, eventHandler) = makeSUT()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    addTeardownBlock { window.close() }
    navigationController.view.frame = window.window.bounds
    await window.push(sut, on: navigationController)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    let modules = eventHandler.madeModules
    XCTAssertFalse(modules.isEmpty)

    await window.abandonSwipeBack(in: navigationController)

    XCTAssertTrue(navigationController.topViewController === sut)
    XCTAssertNotNil(sut.viewIfLoaded?.window, "the list is back on screen")
    XCTAssertTrue(
      modules.allSatisfy { $0.viewController.appearances.last == "appeared" },
      "the cells' modules are back on screen")
    XCTAssertEqual(eventHandler.calls, [])
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
    XCTAssertTrue(sut.errorLabel.isDescendant(of: background))
    XCTAssertTrue(sut.retryButton.isDescendant(of: background))
    XCTAssertTrue(sut.errorLabel.adjustsFontForContentSizeCategory, "the error follows the user's text size")
  }
}
