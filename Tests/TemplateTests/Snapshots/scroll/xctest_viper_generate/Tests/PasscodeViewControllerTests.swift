//
//  PasscodeViewControllerTests.swift
//  ScrollXctestViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ScrollXctestViperGenerate

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  @MainActor func testViewScrollsOneContainerPerSlotInSlotOrder() async throws {
    let sut = PasscodeViewController()

    sut.loadViewIfNeeded()

    let stack = try XCTUnwrap(sut.view as? ScrollStackView)
    let expected = PasscodeSlot.order.compactMap { sut.containers[$0] }
    XCTAssertEqual(stack.arrangedSubviews.count, 4)
    for (view, container) in zip(stack.arrangedSubviews, expected) {
      XCTAssertTrue(view === container)
    }
  }

  @MainActor func testChildrenAskedForBeforeTheViewLoadsGoInTheirSlotsWhenItLoads() async {
    let sut = PasscodeViewController()
    let children = PasscodeSlot.order.map { _ in UIViewController() }
    for (child, slot) in zip(children, PasscodeSlot.order).reversed() {
      sut.slots.embed(child, in: slot)
    }
    XCTAssertFalse(sut.isViewLoaded)
    XCTAssertTrue(sut.children.isEmpty, "nothing is embedded before the view loads")

    sut.loadViewIfNeeded()

    for (child, slot) in zip(children, PasscodeSlot.order) {
      XCTAssertTrue(child.parent === sut)
      XCTAssertTrue(child.view.superview === sut.containers[slot])
    }
  }

  @MainActor func testButtonsAreForwardedToDelegate() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.retryButtonTapped()
    sut.closeButtonTapped()

    XCTAssertEqual(eventHandler.calls, [.didTapRetry, .didTapClose])
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    XCTAssertEqual(sut.title, "Title")
  }

  @MainActor func testDisplayViewModelReplacesError() async {
    let sut = PasscodeViewController()
    sut.displayError(message: "Error")

    sut.display(PasscodeViewModel(message: "Hello"))

    XCTAssertEqual(sut.viewModel, PasscodeViewModel(message: "Hello"))
    XCTAssertNil(sut.errorMessage)
  }

  @MainActor func testDisplayErrorShowsMessage() async {
    let sut = PasscodeViewController()

    sut.displayError(message: "Error")

    XCTAssertEqual(sut.errorMessage, "Error")
  }
}
