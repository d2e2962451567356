//
//  PasscodeViewControllerTests.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionsXctestGenerateScope

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  private let sections = [
    SectionModel(id: "a", header: "A", cells: [AnyCellModel(RowModel(id: ItemID("a", "row"), title: "Row"))]),
    SectionModel(id: "b", footer: "Couldn't load B."),
  ]

  @MainActor func testSectionsGivenBeforeTheViewLoadsAreShownWhenItLoads() async {
    let sut = PasscodeViewController()

    sut.display(sections: sections)

    XCTAssertFalse(sut.isViewLoaded, "showing sections does not load the view")
    sut.loadViewIfNeeded()
    XCTAssertEqual(sut.listView?.sections, sections)
  }

  @MainActor func testSectionsGivenAfterTheViewLoadedAreShownAtOnce() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.display(sections: sections)

    XCTAssertEqual(sut.listView?.sections, sections)
  }

  @MainActor func testARowsEventIsForwardedWithItsRow() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.display(sections: sections)
    sut.loadViewIfNeeded()

    sut.listView?.onEvent?(.selected, ItemID("a", "row"))

    XCTAssertEqual(eventHandler.calls, [.didReceive(.selected, ItemID("a", "row"))])
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
