//
//  PasscodeViewControllerTests.swift
//  ContainerSwiftTestingViperGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import ContainerSwiftTestingViperGenerate

@MainActor
struct PasscodeViewControllerTests {
  let eventHandler = PasscodeViewDelegateSpy()
  let sut = PasscodeViewController()

  init() {
    sut.eventHandler = eventHandler
  }

  @Test func viewStacksOneContainerPerSlotAboveTheContent() throws {
    sut.loadViewIfNeeded()

    let stack = try #require(sut.view as? StackView)
    let content = try #require(sut.contentView)
    let expected = PasscodeSlot.order.compactMap { sut.containers[$0] } + [content]
    #expect(stack.arrangedSubviews.count == 2 + 1)
    for (view, container) in zip(stack.arrangedSubviews, expected) {
      #expect(view === container)
    }
  }

  @Test func childrenAskedForBeforeTheViewLoadsGoInTheirSlotsWhenItLoads() {
    let children = PasscodeSlot.order.map { _ in UIViewController() }
    for (child, slot) in zip(children, PasscodeSlot.order).reversed() {
      sut.slots.embed(child, in: slot)
    }
    #expect(!sut.isViewLoaded)
    #expect(sut.children.isEmpty, "nothing is embedded before the view loads")

    sut.loadViewIfNeeded()

    for (child, slot) in zip(children, PasscodeSlot.order) {
      #expect(child.parent === sut)
      #expect(child.view.superview === sut.containers[slot])
    }
  }

  @Test func buttonsAreForwardedToDelegate() {
    sut.retryButtonTapped()
    sut.closeButtonTapped()

    #expect(eventHandler.calls == [.didTapRetry, .didTapClose])
  }

  @Test func displayTitleSetsTitle() {
    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }

  @Test func displayViewModelReplacesError() {
    sut.displayError(message: "Error")

    sut.display(PasscodeViewModel(message: "Hello"))

    #expect(sut.viewModel == PasscodeViewModel(message: "Hello"))
    #expect(sut.errorMessage == nil)
  }

  @Test func displayErrorShowsMessage() {
    sut.displayError(message: "Error")

    #expect(sut.errorMessage == "Error")
  }
}
