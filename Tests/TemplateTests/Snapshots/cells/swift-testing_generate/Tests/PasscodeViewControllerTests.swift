//
//  PasscodeViewControllerTests.swift
//  CellsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import CellsSwiftTestingGenerate

/// The list on screen: in a window, laid out, its cells made for the visible rows only, as UIKit makes them.
@MainActor
@Suite(.serialized)
struct PasscodeViewControllerTests {
  private let items = (1...100).map { FeedCardItem(id: "\($0)", title: "Item \($0)") }

  /// A view controller with the items and a view delegate spy, not on screen yet.
  private func makeSUT(
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
  private func show(_ sut: UIViewController) async -> TestWindow {
    let window = await TestWindow(rootViewController: sut)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    return window
  }

  /// Scrolls the list to `y` and lays it out, as a user's scroll does.
  private func scroll(_ sut: PasscodeViewController, to y: CGFloat) {
    sut.listView?.contentOffset = CGPoint(x: 0, y: y)
    sut.listView?.layoutIfNeeded()
  }

  /// The module stub in the cell at `row` of the list, if that cell is on screen.
  private func module(
    at row: Int, of sut: PasscodeViewController, _ eventHandler: PasscodeViewDelegateSpy
  ) -> PasscodeCellModuleStub? {
    guard let cell = sut.listView?.cellForItem(at: IndexPath(item: row, section: 0)) as? ListCell,
      let viewController = sut.cellModules?.module(in: cell)
    else { return nil }
    return eventHandler.madeModules.first { $0.viewController === viewController }
  }

  @Test func theLoadingScreenShowsAnActivityIndicatorOnTheGroupedBackgroundAndNoCell() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    let window = await show(sut)
    defer { window.close() }

    #expect(sut.listView?.numberOfItems(inSection: 0) == 0)
    #expect(eventHandler.madeModules.count == 0)
    #expect(sut.view.backgroundColor == .systemGroupedBackground)
    #expect(sut.activityIndicator.isAnimating, "the user sees that the items are coming")
    #expect(!sut.activityIndicator.isHidden)
    #expect(sut.activityIndicator.accessibilityIdentifier == "Passcode.loading")
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
    withExtendedLifetime(window) {}
  }

  @Test func itemsGivenBeforeTheViewLoadsAreOnScreenWhenItShows() async {
    let (sut, eventHandler) = makeSUT(items: Array(items.prefix(2)))
    #expect(!sut.isViewLoaded, "showing items does not load the view")

    let window = await show(sut)
    defer { window.close() }

    #expect(sut.listView?.numberOfItems(inSection: 0) == 2)
    #expect(sut.listView?.visibleCells.count == 2)
    #expect(eventHandler.madeModules.map(\.shownItems) == [["1"], ["2"]])
    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.activityIndicator.isHidden, "a stopped indicator hides")
    withExtendedLifetime(window) {}
  }

  /// UIKit makes cells for the visible rows only ("the collection view … creates only the cells it needs to
  /// display", `UICollectionView`); each gets a module of its own, a child of the list, its view in the cell.
  @Test func eachVisibleCellGetsACellModuleEmbeddedInItThatShowsItsItem() async throws {
    let (sut, eventHandler) = makeSUT()

    let window = await show(sut)
    defer { window.close() }

    let cells = try #require(sut.listView?.visibleCells as? [ListCell])
    #expect(cells.count > 1)
    #expect(cells.count < items.count, "rows off screen have no cell")
    #expect(eventHandler.madeModules.count == cells.count)
    for (row, cell) in cells.enumerated() {
      let module = try #require(self.module(at: row, of: sut, eventHandler))
      #expect(module.viewController.parent === sut, "the cell module is a child of the list")
      #expect(module.viewController.view.superview === cell.contentView, "its view is in its cell")
      #expect(module.shownItems == [items[row].id])
    }
    withExtendedLifetime(window) {}
  }

  /// A cell is configured before it comes on screen (UIKit sizes a cell after its cell provider configured it, then
  /// displays it: `collectionView(_:willDisplay:forItemAt:)` "tells the delegate that the specified cell is about to
  /// be displayed"), so its module shows the item by then.
  @Test func aCellsModuleShowsItsItemBeforeTheCellComesOnScreen() async throws {
    let (sut, eventHandler) = makeSUT()
    sut.loadViewIfNeeded()
    let listView = try #require(sut.listView)
    let hostsWillDisplay = listView.willDisplay
    var shownWhenDisplayed: [String?] = []
    listView.willDisplay = { [weak sut] cell, id in
      let module = eventHandler.madeModules.first { $0.viewController === sut?.cellModules?.module(in: cell) }
      shownWhenDisplayed.append(module?.shownItems.last)
      hostsWillDisplay?(cell, id)
    }

    let window = await show(sut)
    defer { window.close() }

    #expect(!shownWhenDisplayed.isEmpty)
    #expect(shownWhenDisplayed == items.prefix(shownWhenDisplayed.count).map(\.id))
    withExtendedLifetime(window) {}
  }

  /// A changed item of a visible row is configured again in place (the list reconfigures it, and UIKit calls no
  /// `willDisplay` for a cell that stays on screen): its module shows the new item and keeps its state.
  @Test func anUpdatedItemReachesTheModuleOfItsVisibleCell() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    defer { window.close() }
    let module = try #require(self.module(at: 0, of: sut, eventHandler))
    module.galleryOffset = 120
    var renamed = items
    renamed[0].title = "Renamed"

    sut.display(items: renamed)
    sut.view.layoutIfNeeded()

    #expect(self.module(at: 0, of: sut, eventHandler) === module, "the row keeps its cell and module")
    #expect(module.shownTitles.last == "Renamed")
    #expect(module.galleryOffset == 120, "the item stays as the user left it")
    withExtendedLifetime(window) {}
  }

  @Test func scrollingReusesCellsAndTheirModulesAndTheStateFollowsTheItem() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    defer { window.close() }
    let visibleCount = try #require(sut.listView?.visibleCells.count)
    let first = try #require(self.module(at: 0, of: sut, eventHandler))
    first.galleryOffset = 120

    scroll(sut, to: 44 * 50)
    #expect(sut.listView?.cellForItem(at: IndexPath(item: 0, section: 0)) == nil, "the first row is off screen")
    scroll(sut, to: 0)

    #expect(eventHandler.madeModules.count <= visibleCount + 1, "modules are as many as the cells")
    #expect(sut.cellModules?.moduleCount == eventHandler.madeModules.count)
    let back = try #require(self.module(at: 0, of: sut, eventHandler))
    #expect(back.shownItems.last == "1")
    #expect(back.restoredOffsets.last == 120, "the item comes back as the user left it")
    #expect(back.galleryOffset == 120)
    withExtendedLifetime(window) {}
  }

  @Test func aCellModuleAppearsWithItsCellAndDisappearsWhenItScrollsAway() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    defer { window.close() }
    let module = try #require(self.module(at: 0, of: sut, eventHandler))
    #expect(module.viewController.appearances == ["appeared"])

    scroll(sut, to: 44 * 50)

    #expect(module.viewController.appearances.prefix(2) == ["appeared", "disappeared"])
    withExtendedLifetime(window) {}
  }

  /// With automatic forwarding off, the list forwards its own appearance to the modules of its visible cells:
  /// "If you override this method and return false, you are responsible for telling the child when its views are
  /// going to appear or disappear" (`UIViewController.shouldAutomaticallyForwardAppearanceMethods`). A screen pushed
  /// over the list hides them; popping it shows them again.
  @Test func visibleCellModulesDisappearUnderAPushedScreenAndAppearWhenItIsPopped() async throws {
    let (sut, eventHandler) = makeSUT()
    let navigationController = UINavigationController(rootViewController: sut)
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    navigationController.view.frame = window.window.bounds
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    #expect(!sut.shouldAutomaticallyForwardAppearanceMethods)
    let modules = eventHandler.madeModules
    #expect(!modules.isEmpty)
    #expect(modules.allSatisfy { $0.viewController.appearances == ["appeared"] })
    #expect(sut.viewIfLoaded?.window != nil, "the screen appeared")

    await window.push(UIViewController(), on: navigationController)

    #expect(sut.viewIfLoaded?.window == nil, "the screen is covered")
    #expect(
      modules.allSatisfy { $0.viewController.appearances == ["appeared", "disappeared"] },
      "a screen over the list hides its cells' modules")
    #expect(eventHandler.calls == [], "a screen over the list has not made it leave")
    await window.swipeBack(in: navigationController)

    #expect(modules.allSatisfy { $0.viewController.appearances == ["appeared", "disappeared", "appeared"] })
  }

  /// An item scrolled away keeps its state; removed from the list, it loses it, and comes back fresh.
  @Test func anItemRemovedFromTheListLosesItsState() async throws {
    let (sut, eventHandler) = makeSUT()
    let window = await show(sut)
    defer { window.close() }
    let module = try #require(self.module(at: 0, of: sut, eventHandler))
    module.galleryOffset = 120
    scroll(sut, to: 44 * 50)

    sut.display(items: Array(items.dropFirst()))
    sut.display(items: items)
    scroll(sut, to: 0)

    let back = try #require(self.module(at: 0, of: sut, eventHandler))
    #expect(back.shownItems.last == "1")
    #expect(back.restoredOffsets.last == .some(nil), "a removed item comes back fresh")
    withExtendedLifetime(window) {}
  }

  /// A service that repeats an id (overlapping pages) must not crash the app: the list shows the first of them.
  @Test func itemsWithARepeatedIDAreShownOnceWithoutACrash() async throws {
    let repeated = [
      FeedCardItem(id: "1", title: "First"), FeedCardItem(id: "2", title: "Second"),
      FeedCardItem(id: "1", title: "First again"),
    ]
    let (sut, eventHandler) = makeSUT(items: [])
    sut.loadViewIfNeeded()
    var dropped: [ItemID] = []
    sut.listView?.reportDuplicates = { items, _ in dropped += items }
    let window = await show(sut)
    defer { window.close() }

    sut.display(items: repeated)
    sut.view.layoutIfNeeded()

    #expect(sut.listView?.numberOfItems(inSection: 0) == 2)
    #expect(dropped == [PasscodeCellModel(item: repeated[2]).id])
    #expect(module(at: 0, of: sut, eventHandler)?.shownTitles == ["First"])
    withExtendedLifetime(window) {}
  }

  @Test func aFailureShowsTheMessageAndARetryButtonThatLoadsAgain() async throws {
    let (sut, eventHandler) = makeSUT(items: [])
    let window = await show(sut)
    defer { window.close() }

    sut.displayError(message: "Couldn't load the items.")

    #expect(sut.errorLabel.text == "Couldn't load the items.")
    #expect(!sut.errorLabel.isHidden)
    #expect(sut.errorLabel.accessibilityIdentifier == "Passcode.error")
    #expect(!sut.retryButton.isHidden)
    #expect(sut.retryButton.accessibilityIdentifier == "Passcode.retry")
    #expect(!sut.activityIndicator.isAnimating)
    sut.retryButton.sendActions(for: .touchUpInside)
    #expect(eventHandler.calls == [.didTapRetry])
    #expect(sut.activityIndicator.isAnimating, "the user sees the items coming again")
    #expect(sut.errorLabel.isHidden)
    #expect(sut.retryButton.isHidden)
    withExtendedLifetime(window) {}
  }

  @Test func closeButtonIsForwardedToDelegate() async {
    let (sut, eventHandler) = makeSUT()

    sut.closeButtonTapped()

    #expect(eventHandler.calls == [.didTapClose])
  }

  @Test func displayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }

  /// Popped, the list leaves for good (`isMovingFromParent` is `true` in its `viewDidDisappear(_:)`): the modules of
  /// its visible cells disappear with it, and its event handler hears that it left.
  @Test func swipingBackFromTheListHidesItsCellModulesAndTellsTheEventHandlerItLeft() async {
    let (sut, eventHandler) = makeSUT()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    navigationController.view.frame = window.window.bounds
    await window.push(sut, on: navigationController)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    let modules = eventHandler.madeModules
    #expect(!modules.isEmpty)

    await window.swipeBack(in: navigationController)

    #expect(
      modules.allSatisfy { $0.viewController.appearances == ["appeared", "disappeared"] },
      "the cells' modules leave with the list")
    #expect(eventHandler.calls == [.didLeaveScreen])
  }

  /// A swipe back the user lets go of half-way gives the list `viewWillDisappear(_:)`, then makes it appear again: it
  /// never left, and its cells' modules end on screen.
  @Test func anAbandonedSwipeBackKeepsTheListAndItsCellModulesOnScreen() async {
    let (sut, eventHandler) = makeSUT()
    let navigationController = UINavigationController(rootViewController: UIViewController())
    let window = await TestWindow(rootViewController: navigationController)
    defer { window.close() }
    navigationController.view.frame = window.window.bounds
    await window.push(sut, on: navigationController)
    sut.view.frame = window.window.bounds
    sut.view.layoutIfNeeded()
    let modules = eventHandler.madeModules
    #expect(!modules.isEmpty)

    await window.abandonSwipeBack(in: navigationController)

    #expect(navigationController.topViewController === sut)
    #expect(sut.viewIfLoaded?.window != nil, "the list is back on screen")
    #expect(
      modules.allSatisfy { $0.viewController.appearances.last == "appeared" },
      "the cells' modules are back on screen")
    #expect(eventHandler.calls == [])
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
    #expect(sut.errorLabel.isDescendant(of: background))
    #expect(sut.retryButton.isDescendant(of: background))
    #expect(sut.errorLabel.adjustsFontForContentSizeCategory, "the error follows the user's text size")
  }
}
