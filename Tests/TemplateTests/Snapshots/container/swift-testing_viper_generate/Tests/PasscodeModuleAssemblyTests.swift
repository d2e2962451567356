//
//  PasscodeModuleAssemblyTests.swift
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
struct PasscodeModuleAssemblyTests {
  let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

  @Test func assembleWiresParts() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    let interactor = try #require(presenter.interactor as? PasscodeInteractor)
    let router = try #require(presenter.router as? PasscodeRouter)
    #expect(presenter.view === viewController)
    #expect(interactor.output === presenter)
    #expect(router.viewController === viewController)
    await presenter.loadingTask?.value
  }

  @Test func assembleStartsLoadingContentWithoutLoadingTheView() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    #expect(!viewController.isViewLoaded)
    viewController.loadViewIfNeeded()
    #expect(viewController.messageLabel.text == "Hello", "content that arrived first shows when the view loads")
    #expect(!viewController.messageLabel.isHidden)
  }

  @Test func assembleConfiguresTheChildrenWithoutLoadingAnyView() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    #expect(!viewController.isViewLoaded)
    #expect(viewController.slots.order == PasscodeSlot.order)
    for slot in PasscodeSlot.order {
      let child = try #require(viewController.slots.child(in: slot), "no child in \(slot)")
      #expect(child.title != nil, "the child in \(slot) was configured")
      #expect(!child.isViewLoaded, "the child in \(slot) loaded its view")
    }
    #expect(presenter.profileHeader != nil)
    #expect(presenter.profileStats != nil)
  }

  @Test func showingTheModuleEmbedsTheChildrenInSlotOrderInTheirContainers() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    viewController.loadViewIfNeeded()

    #expect(viewController.children.count == PasscodeSlot.order.count)
    for (child, slot) in zip(viewController.children, PasscodeSlot.order) {
      #expect(child === viewController.slots.child(in: slot), "the children follow the slot order")
      let container = try #require(viewController.containers[slot])
      #expect(child.view.superview === container.childContainer, "\(slot)'s child is in its container")
      #expect(container.title == child.title, "\(slot)'s header shows the child's title")
      #expect(!container.headerView.isHidden)
    }
  }

  @Test func aChildThatClosesLeavesAndItsSiblingsStay() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    viewController.loadViewIfNeeded()
    let closing = try #require(viewController.slots.child(in: PasscodeSlot.profileHeader))
    let siblings = viewController.children.filter { $0 !== closing }

    presenter.profileHeaderModuleDidClose()

    #expect(closing.parent == nil)
    #expect(closing.viewIfLoaded?.superview == nil)
    #expect(viewController.children.count == siblings.count)
    for (child, sibling) in zip(viewController.children, siblings) {
      #expect(child === sibling)
    }
  }

  @Test func configurationReceivesInputAndOutputIsKeptWeakly() async throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try #require(
      sut.assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    #expect(receivedInput === presenter)
    #expect(presenter.output === output)
    output = nil
    #expect(presenter.output == nil)
    await presenter.loadingTask?.value
  }

  @Test func moduleIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    weak var viewController: PasscodeViewController?
    weak var presenter: PasscodePresenter?
    weak var interactor: (any PasscodeInteractorInput)?
    weak var router: (any PasscodeRouterInput)?
    weak var firstChild: UIViewController?
    weak var lastChild: UIViewController?

    try await {
      let module = try autoreleasepool {
        try #require(sut.assemble { _ in output } as? PasscodeViewController)
      }
      let modulePresenter = try #require(module.eventHandler as? PasscodePresenter)
      await modulePresenter.loadingTask?.value
      let children = autoreleasepool {
        module.loadViewIfNeeded()
        return module.children
      }
      #expect(children.count == PasscodeSlot.order.count)
      firstChild = children.first
      lastChild = children.last
      viewController = module
      presenter = modulePresenter
      interactor = modulePresenter.interactor
      router = modulePresenter.router
    }()
    // One turn of the main actor first, so that what the module's tasks held is let go before the checks.
    await Task.yield()

    #expect(viewController == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
    #expect(firstChild == nil, "the children go with the container")
    #expect(lastChild == nil)
  }
}
