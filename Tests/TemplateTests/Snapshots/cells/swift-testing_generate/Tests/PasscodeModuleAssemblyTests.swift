//
//  PasscodeModuleAssemblyTests.swift
//  CellsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import CellsSwiftTestingGenerate

@MainActor
struct PasscodeModuleAssemblyTests {
  /// Assembles the module over the stub service's two items and waits until they are loaded.
  private func assembleLoaded(
    output: PasscodeModuleOutputSpy? = nil
  ) async throws -> (PasscodeViewController, PasscodePresenter) {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try #require(sut.assemble { _ in output } as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return (viewController, presenter)
  }

  /// The row of the item `id`.
  private func row(_ id: String) -> ItemID {
    ItemID(PasscodeCellModel.section, id)
  }

  @Test func assembleWiresParts() async throws {
    let (viewController, presenter) = try await assembleLoaded()

    let router = try #require(presenter.router as? PasscodeRouter)
    #expect(presenter.view === viewController)
    #expect(presenter.interactor is PasscodeInteractor)
    #expect(router.viewController === viewController)
  }

  @Test func assembleLoadsTheItemsWithoutLoadingTheView() async throws {
    let (viewController, _) = try await assembleLoaded()

    #expect(viewController.items.map(\.id) == ["first", "second"])
    #expect(!viewController.isViewLoaded)
  }

  @Test func aCellModuleShowsEachItemWithItsGalleryWhereTheUserLeftItWhicheverCellShowsIt() async throws {
    let (viewController, _) = try await assembleLoaded()
    viewController.loadViewIfNeeded()
    let cell = PasscodeCell()
    let otherCell = PasscodeCell()

    viewController.listView?.willDisplay?(cell, row("first"))
    let module = try #require(viewController.cellModules?.module(in: cell) as? SampleViewController)
    #expect(module.viewModel?.title == "First")
    module.gallery.contentOffset.x = 120
    viewController.listView?.didEndDisplaying?(cell, row("first"))
    viewController.listView?.willDisplay?(cell, row("second"))

    #expect(viewController.cellModules?.module(in: cell) === module, "the reused cell keeps its module")
    #expect(module.viewModel?.title == "Second")
    #expect(module.galleryOffset == 0, "the next item starts at the start")
    viewController.listView?.willDisplay?(otherCell, row("first"))
    let otherModule = try #require(
      viewController.cellModules?.module(in: otherCell) as? SampleViewController)
    #expect(otherModule.viewModel?.title == "First")
    #expect(otherModule.galleryOffset == 120, "the item comes back as the user left it")
    #expect(viewController.children.count == 2)
  }

  @Test func aCellModulesOpenRequestReachesTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let (viewController, _) = try await assembleLoaded(output: output)
    viewController.loadViewIfNeeded()
    let cell = PasscodeCell()
    viewController.listView?.willDisplay?(cell, row("second"))
    let module = try #require(viewController.cellModules?.module(in: cell) as? SampleViewController)

    module.openButtonTapped()

    #expect(output.calls == [.passcodeModuleDidOpen("second")])
  }

  @Test func configurationReceivesInputAndOutputIsKeptWeakly() async throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try #require(
      PasscodeModuleAssembly().assemble { input in
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

  @Test func theListAndItsCellModulesAreReleasedWithTheViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    let cells = autoreleasepool { [PasscodeCell(), PasscodeCell()] }
    weak var viewController: PasscodeViewController?
    weak var presenter: PasscodePresenter?
    weak var interactor: (any PasscodeInteractorInput)?
    weak var router: (any PasscodeRouterInput)?
    weak var first: UIViewController?
    weak var second: UIViewController?

    try await {
      let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
      let module = try autoreleasepool {
        try #require(assembly.assemble { _ in output } as? PasscodeViewController)
      }
      let modulePresenter = try #require(module.eventHandler as? PasscodePresenter)
      await modulePresenter.loadingTask?.value
      try autoreleasepool {
        module.loadViewIfNeeded()
        module.listView?.willDisplay?(cells[0], row("first"))
        module.listView?.willDisplay?(cells[1], row("second"))
        first = try #require(module.cellModules?.module(in: cells[0]))
        second = try #require(module.cellModules?.module(in: cells[1]))
      }
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
    #expect(first == nil, "the cell modules are released with the list")
    #expect(second == nil, "the cell modules are released with the list")
  }
}
