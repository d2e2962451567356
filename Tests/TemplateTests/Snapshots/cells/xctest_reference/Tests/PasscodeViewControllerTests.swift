//
//  PasscodeViewControllerTests.swift
//  CellsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import CellsXctestReference

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  private let items = (1...100).map { SampleItem(id: "\($0)", title: "Item \($0)") }

  @MainActor private func makeLoadedSUT() -> (
    PasscodeViewController, PasscodeViewDelegateSpy
  ) {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.display(items: items)
    sut.loadViewIfNeeded()
    return (sut, eventHandler)
  }

  /// The row of `item`.
  private func row(_ item: SampleItem) -> ItemID {
    PasscodeCellModel(item: item).id
  }

  @MainActor func testLoadingViewMakesNoCellModule() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.loadViewIfNeeded()

    XCTAssertEqual(eventHandler.madeModules.count, 0)
    XCTAssertEqual(sut.listView?.itemIDs, [])
    XCTAssertFalse(sut.shouldAutomaticallyForwardAppearanceMethods, "cell modules appear with their cells")
  }

  @MainActor func testItemsGivenBeforeTheViewLoadsAreShownWhenItLoads() async {
    let sut = PasscodeViewController()

    sut.display(items: Array(items.prefix(2)))

    XCTAssertFalse(sut.isViewLoaded, "showing items does not load the view")
    sut.loadViewIfNeeded()
    XCTAssertEqual(sut.listView?.itemIDs, [row(items[0]), row(items[1])])
  }

  @MainActor func testEachCellGetsACellModuleEmbeddedInItThatShowsItsItem() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cells = [PasscodeCell(), PasscodeCell()]

    sut.listView?.willDisplay?(cells[0], row(items[0]))
    sut.listView?.willDisplay?(cells[1], row(items[1]))

    XCTAssertEqual(eventHandler.madeModules.count, 2)
    for (module, cell) in zip(eventHandler.madeModules, cells) {
      XCTAssertTrue(module.viewController.parent === sut, "the cell module is a child of the list")
      XCTAssertTrue(module.viewController.view.superview === cell.contentView, "its view is in its cell")
    }
    XCTAssertEqual(eventHandler.madeModules.map(\.shownItems), [["1"], ["2"]])
  }

  @MainActor func testAReusedCellKeepsItsModuleAndTheStateFollowsTheItem() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cell = PasscodeCell()
    let otherCell = PasscodeCell()
    sut.listView?.willDisplay?(cell, row(items[0]))
    let module = try XCTUnwrap(eventHandler.madeModules.first)
    module.galleryOffset = 120

    sut.listView?.didEndDisplaying?(cell, row(items[0]))
    sut.listView?.willDisplay?(cell, row(items[1]))
    sut.listView?.willDisplay?(otherCell, row(items[0]))

    XCTAssertEqual(eventHandler.madeModules.count, 2)
    XCTAssertEqual(module.shownItems, ["1", "2"], "the reused cell's module shows the next item")
    XCTAssertEqual(module.restoredOffsets, [nil, nil], "the next item starts where it starts")
    XCTAssertEqual(eventHandler.madeModules[1].shownItems, ["1"])
    XCTAssertEqual(eventHandler.madeModules[1].restoredOffsets, [120], "the item comes back as the user left it")
  }

  @MainActor func testCellModulesAreAsManyAsTheCellsNotTheItems() async {
    let (sut, eventHandler) = makeLoadedSUT()
    let cells = [PasscodeCell(), PasscodeCell(), PasscodeCell()]

    for (index, item) in items.enumerated() {
      let cell = cells[index % cells.count]
      if index >= cells.count { sut.listView?.didEndDisplaying?(cell, row(items[index - cells.count])) }
      sut.listView?.willDisplay?(cell, row(item))
    }

    XCTAssertEqual(eventHandler.madeModules.count, cells.count)
    XCTAssertEqual(sut.cellModules?.moduleCount, cells.count)
    XCTAssertEqual(eventHandler.madeModules.map(\.shownItems.count), [34, 33, 33])
  }

  @MainActor func testACellModuleAppearsAndDisappearsWithItsCell() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cell = PasscodeCell()

    sut.listView?.willDisplay?(cell, row(items[0]))
    let module = try XCTUnwrap(eventHandler.madeModules.first)
    XCTAssertEqual(module.viewController.appearances, ["appeared"])
    sut.listView?.didEndDisplaying?(cell, row(items[0]))

    XCTAssertEqual(module.viewController.appearances, ["appeared", "disappeared"])
  }

  @MainActor func testAnItemRemovedFromTheListLosesItsState() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cell = PasscodeCell()
    sut.listView?.willDisplay?(cell, row(items[0]))
    let module = try XCTUnwrap(eventHandler.madeModules.first)
    module.galleryOffset = 120
    sut.listView?.didEndDisplaying?(cell, row(items[0]))

    sut.display(items: Array(items.dropFirst()))
    sut.display(items: items)
    sut.listView?.willDisplay?(cell, row(items[0]))

    XCTAssertEqual(module.restoredOffsets, [nil, nil], "a removed item comes back fresh")
  }

  @MainActor func testDisplayErrorShowsTheMessage() async {
    let sut = PasscodeViewController()

    sut.displayError(message: "Couldn't load the items.")

    XCTAssertEqual(sut.errorMessage, "Couldn't load the items.")
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
}
