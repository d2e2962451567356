//
//  PasscodeModuleAssemblyTests.swift
//  ScrollXctestVipGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import ScrollXctestVipGenerate

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  @MainActor func testAssembleWiresParts() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    let interactor = try XCTUnwrap(presenter.interactor as? PasscodeInteractor)
    let router = try XCTUnwrap(presenter.router as? PasscodeRouter)
    XCTAssertTrue(presenter.view === viewController)
    XCTAssertTrue(interactor.output === presenter)
    XCTAssertTrue(router.viewController === viewController)
    await presenter.loadingTask?.value
  }

  @MainActor func testAssembleStartsLoadingContentWithoutLoadingTheView() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    XCTAssertFalse(viewController.isViewLoaded)
    viewController.loadViewIfNeeded()
    XCTAssertEqual(viewController.messageLabel.text, "Hello", "content that arrived first shows when the view loads")
    XCTAssertFalse(viewController.messageLabel.isHidden)
  }

  @MainActor func testAssembleConfiguresTheChildrenWithoutLoadingAnyView() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    XCTAssertFalse(viewController.isViewLoaded)
    XCTAssertEqual(viewController.slots.order, PasscodeSlot.order)
    for slot in PasscodeSlot.order {
      let child = try XCTUnwrap(viewController.slots.child(in: slot), "no child in \(slot)")
      XCTAssertNotNil(child.title, "the child in \(slot) was configured")
      XCTAssertFalse(child.isViewLoaded, "the child in \(slot) loaded its view")
    }
    XCTAssertNotNil(presenter.mailHeader)
    XCTAssertNotNil(presenter.contacts)
    XCTAssertNotNil(presenter.attachments)
    XCTAssertNotNil(presenter.mailBody)
  }

  @MainActor func testShowingTheModuleEmbedsTheChildrenInSlotOrderInTheirContainers() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    viewController.loadViewIfNeeded()

    XCTAssertEqual(viewController.children.count, PasscodeSlot.order.count)
    for (child, slot) in zip(viewController.children, PasscodeSlot.order) {
      XCTAssertTrue(child === viewController.slots.child(in: slot), "the children follow the slot order")
      let container = try XCTUnwrap(viewController.containers[slot])
      XCTAssertTrue(child.view.superview === container.childContainer, "\(slot)'s child is in its container")
      XCTAssertEqual(container.title, child.title, "\(slot)'s header shows the child's title")
      XCTAssertFalse(container.headerView.isHidden)
    }
  }

  @MainActor func testAChildThatClosesLeavesAndItsSiblingsStay() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    viewController.loadViewIfNeeded()
    let closing = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.mailHeader))
    let siblings = viewController.children.filter { $0 !== closing }

    presenter.mailHeaderModuleDidClose()

    XCTAssertNil(closing.parent)
    XCTAssertNil(closing.viewIfLoaded?.superview)
    XCTAssertEqual(viewController.children.count, siblings.count)
    for (child, sibling) in zip(viewController.children, siblings) {
      XCTAssertTrue(child === sibling)
    }
  }

  @MainActor func testAChildCollapsesItsSlotAndItsSiblingsStay() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    viewController.loadViewIfNeeded()
    let collapsing = try XCTUnwrap(viewController.slots.child(in: PasscodeSlot.mailHeader))

    collapsing.setCollapsedInContainer(true)

    for slot in PasscodeSlot.order {
      let isCollapsed = slot == PasscodeSlot.mailHeader
      XCTAssertEqual(viewController.containers[slot]?.isHidden, isCollapsed, "\(slot)")
    }
    XCTAssertEqual(viewController.children.count, PasscodeSlot.order.count, "a collapsed child stays")
    collapsing.setCollapsedInContainer(false)
    XCTAssertEqual(viewController.containers[PasscodeSlot.mailHeader]?.isHidden, false)
  }

  @MainActor func testConfigurationReceivesInputAndOutputIsKeptWeakly() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try XCTUnwrap(
      sut.assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    XCTAssertTrue(receivedInput === presenter)
    XCTAssertTrue(presenter.output === output)
    output = nil
    XCTAssertNil(presenter.output)
    await presenter.loadingTask?.value
  }

  @MainActor func testModuleIsReleasedWithItsViewController() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let output = PasscodeModuleOutputSpy()
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(sut.assemble { _ in output } as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    let children = autoreleasepool {
      viewController?.loadViewIfNeeded()
      return viewController?.children ?? []
    }
    let firstChild = try XCTUnwrap(children.first)
    let lastChild = try XCTUnwrap(children.last)
    addTeardownBlock {
      [
        weak viewController, weak presenter, weak interactor = presenter.interactor, weak router = presenter.router,
        weak firstChild, weak lastChild,
      ] in
      XCTAssertNil(viewController)
      XCTAssertNil(presenter)
      XCTAssertNil(interactor)
      XCTAssertNil(router)
      XCTAssertNil(firstChild, "the children go with the container")
      XCTAssertNil(lastChild)
    }

    viewController = nil
  }
}
