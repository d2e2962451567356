//
//  PasscodeViewControllerTests.swift
//  CellsSwiftTestingReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import CellsSwiftTestingReferenceScope

@MainActor
struct PasscodeViewControllerTests {
  private let items = (1...100).map { SampleItem(id: "\($0)", title: "Item \($0)") }

  private func makeLoadedSUT() -> (
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

  @Test func loadingViewMakesNoCellModule() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.loadViewIfNeeded()

    #expect(eventHandler.madeModules.count == 0)
    #expect(sut.listView?.itemIDs == [])
    #expect(!sut.shouldAutomaticallyForwardAppearanceMethods, "cell modules appear with their cells")
  }

  @Test func itemsGivenBeforeTheViewLoadsAreShownWhenItLoads() async {
    let sut = PasscodeViewController()

    sut.display(items: Array(items.prefix(2)))

    #expect(!sut.isViewLoaded, "showing items does not load the view")
    sut.loadViewIfNeeded()
    #expect(sut.listView?.itemIDs == [row(items[0]), row(items[1])])
  }

  @Test func eachCellGetsACellModuleEmbeddedInItThatShowsItsItem() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cells = [PasscodeCell(), PasscodeCell()]

    sut.listView?.willDisplay?(cells[0], row(items[0]))
    sut.listView?.willDisplay?(cells[1], row(items[1]))

    #expect(eventHandler.madeModules.count == 2)
    for (module, cell) in zip(eventHandler.madeModules, cells) {
      #expect(module.viewController.parent === sut, "the cell module is a child of the list")
      #expect(module.viewController.view.superview === cell.contentView, "its view is in its cell")
    }
    #expect(eventHandler.madeModules.map(\.shownItems) == [["1"], ["2"]])
  }

  @Test func aReusedCellKeepsItsModuleAndTheStateFollowsTheItem() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cell = PasscodeCell()
    let otherCell = PasscodeCell()
    sut.listView?.willDisplay?(cell, row(items[0]))
    let module = try #require(eventHandler.madeModules.first)
    module.galleryOffset = 120

    sut.listView?.didEndDisplaying?(cell, row(items[0]))
    sut.listView?.willDisplay?(cell, row(items[1]))
    sut.listView?.willDisplay?(otherCell, row(items[0]))

    #expect(eventHandler.madeModules.count == 2)
    #expect(module.shownItems == ["1", "2"], "the reused cell's module shows the next item")
    #expect(module.restoredOffsets == [nil, nil], "the next item starts where it starts")
    #expect(eventHandler.madeModules[1].shownItems == ["1"])
    #expect(eventHandler.madeModules[1].restoredOffsets == [120], "the item comes back as the user left it")
  }

  @Test func cellModulesAreAsManyAsTheCellsNotTheItems() async {
    let (sut, eventHandler) = makeLoadedSUT()
    let cells = [PasscodeCell(), PasscodeCell(), PasscodeCell()]

    for (index, item) in items.enumerated() {
      let cell = cells[index % cells.count]
      if index >= cells.count { sut.listView?.didEndDisplaying?(cell, row(items[index - cells.count])) }
      sut.listView?.willDisplay?(cell, row(item))
    }

    #expect(eventHandler.madeModules.count == cells.count)
    #expect(sut.cellModules?.moduleCount == cells.count)
    #expect(eventHandler.madeModules.map(\.shownItems.count) == [34, 33, 33])
  }

  @Test func aCellModuleAppearsAndDisappearsWithItsCell() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cell = PasscodeCell()

    sut.listView?.willDisplay?(cell, row(items[0]))
    let module = try #require(eventHandler.madeModules.first)
    #expect(module.viewController.appearances == ["appeared"])
    sut.listView?.didEndDisplaying?(cell, row(items[0]))

    #expect(module.viewController.appearances == ["appeared", "disappeared"])
  }

  @Test func anItemRemovedFromTheListLosesItsState() async throws {
    let (sut, eventHandler) = makeLoadedSUT()
    let cell = PasscodeCell()
    sut.listView?.willDisplay?(cell, row(items[0]))
    let module = try #require(eventHandler.madeModules.first)
    module.galleryOffset = 120
    sut.listView?.didEndDisplaying?(cell, row(items[0]))

    sut.display(items: Array(items.dropFirst()))
    sut.display(items: items)
    sut.listView?.willDisplay?(cell, row(items[0]))

    #expect(module.restoredOffsets == [nil, nil], "a removed item comes back fresh")
  }

  @Test func displayErrorShowsTheMessage() async {
    let sut = PasscodeViewController()

    sut.displayError(message: "Couldn't load the items.")

    #expect(sut.errorMessage == "Couldn't load the items.")
  }

  @Test func closeButtonIsForwardedToDelegate() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.closeButtonTapped()

    #expect(eventHandler.calls == [.didTapClose])
  }

  @Test func displayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }
}
