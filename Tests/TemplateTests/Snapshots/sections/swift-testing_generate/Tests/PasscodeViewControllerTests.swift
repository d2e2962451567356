//
//  PasscodeViewControllerTests.swift
//  SectionsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionsSwiftTestingGenerate

@MainActor
struct PasscodeViewControllerTests {
  let sections = [
    SectionModel(id: "a", header: "A", cells: [AnyCellModel(RowModel(id: ItemID("a", "row"), title: "Row"))]),
    SectionModel(id: "b", footer: "Couldn't load B."),
  ]
  let sut = PasscodeViewController()
  let eventHandler = PasscodeViewDelegateSpy()

  init() {
    sut.eventHandler = eventHandler
  }

  @Test func sectionsGivenBeforeTheViewLoadsAreShownWhenItLoads() {
    sut.display(sections: sections)

    #expect(!sut.isViewLoaded, "showing sections does not load the view")
    sut.loadViewIfNeeded()
    #expect(sut.listView?.sections == sections)
  }

  @Test func sectionsGivenAfterTheViewLoadedAreShownAtOnce() {
    sut.loadViewIfNeeded()

    sut.display(sections: sections)

    #expect(sut.listView?.sections == sections)
  }

  @Test func aRowsEventIsForwardedWithItsRow() {
    sut.display(sections: sections)
    sut.loadViewIfNeeded()

    sut.listView?.onEvent?(.selected, ItemID("a", "row"))

    #expect(eventHandler.calls == [.didReceive(.selected, ItemID("a", "row"))])
  }

  @Test func closeButtonIsForwardedToDelegate() {
    sut.closeButtonTapped()

    #expect(eventHandler.calls == [.didTapClose])
  }

  @Test func displayTitleSetsTitle() {
    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }
}
