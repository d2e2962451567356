//
//  PasscodeModuleAssemblyTests.swift
//  CellsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import CellsXctestGenerate

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  /// Assembles the module over the stub service's two items and waits until they are loaded.
  @MainActor private func assembleLoaded(
    output: PasscodeModuleOutputSpy? = nil
  ) async throws -> (PasscodeViewController, PasscodePresenter) {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())
    let viewController = try XCTUnwrap(sut.assemble { _ in output } as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return (viewController, presenter)
  }

  /// The row of the item `id`.
  private func row(_ id: String) -> ItemID {
    ItemID(PasscodeCellModel.section, id)
  }

  @MainActor func testAssembleWiresParts() async throws {
    let (viewController, presenter) = try await assembleLoaded()

    let router = try XCTUnwrap(presenter.router as? PasscodeRouter)
    XCTAssertTrue(presenter.view === viewController)
    XCTAssertTrue(presenter.interactor is PasscodeInteractor)
    XCTAssertTrue(router.viewController === viewController)
  }

  @MainActor func testAssembleLoadsTheItemsWithoutLoadingTheView() async throws {
    let (viewController, _) = try await assembleLoaded()

    XCTAssertEqual(viewController.items.map(\.id), ["first", "second"])
    XCTAssertFalse(viewController.isViewLoaded)
  }

  @MainActor func testACellModuleShowsEachItemWithItsGalleryWhereTheUserLeftItWhicheverCellShowsIt() async throws {
    let (viewController, _) = try await assembleLoaded()
    viewController.loadViewIfNeeded()
    let cell = PasscodeCell()
    let otherCell = PasscodeCell()

    viewController.listView?.willDisplay?(cell, row("first"))
    let module = try XCTUnwrap(viewController.cellModules?.module(in: cell) as? SampleViewController)
    XCTAssertEqual(module.viewModel?.title, "First")
    module.gallery.contentOffset.x = 120
    viewController.listView?.didEndDisplaying?(cell, row("first"))
    viewController.listView?.willDisplay?(cell, row("second"))

    XCTAssertTrue(viewController.cellModules?.module(in: cell) === module, "the reused cell keeps its module")
    XCTAssertEqual(module.viewModel?.title, "Second")
    XCTAssertEqual(module.galleryOffset, 0, "the next item starts at the start")
    viewController.listView?.willDisplay?(otherCell, row("first"))
    let otherModule = try XCTUnwrap(
      viewController.cellModules?.module(in: otherCell) as? SampleViewController)
    XCTAssertEqual(otherModule.viewModel?.title, "First")
    XCTAssertEqual(otherModule.galleryOffset, 120, "the item comes back as the user left it")
    XCTAssertEqual(viewController.children.count, 2)
  }

  @MainActor func testACellModulesOpenRequestReachesTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let (viewController, _) = try await assembleLoaded(output: output)
    viewController.loadViewIfNeeded()
    let cell = PasscodeCell()
    viewController.listView?.willDisplay?(cell, row("second"))
    let module = try XCTUnwrap(viewController.cellModules?.module(in: cell) as? SampleViewController)

    module.openButtonTapped()

    XCTAssertEqual(output.calls, [.passcodeModuleDidOpen("second")])
  }

  @MainActor func testConfigurationReceivesInputAndOutputIsKeptWeakly() async throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try XCTUnwrap(
      PasscodeModuleAssembly().assemble { input in
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

  @MainActor func testTheListAndItsCellModulesAreReleasedWithTheViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    let assembly = PasscodeModuleAssembly(service: PasscodeServiceStub())
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(assembly.assemble { _ in output } as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    let cells = autoreleasepool { [PasscodeCell(), PasscodeCell()] }
    let modules = try autoreleasepool {
      viewController?.loadViewIfNeeded()
      viewController?.listView?.willDisplay?(cells[0], row("first"))
      viewController?.listView?.willDisplay?(cells[1], row("second"))
      return try cells.map { try XCTUnwrap(viewController?.cellModules?.module(in: $0)) }
    }
    addTeardownBlock { [weak viewController, weak presenter, weak interactor = presenter.interactor] in
      XCTAssertNil(viewController)
      XCTAssertNil(presenter)
      XCTAssertNil(interactor)
    }
    addTeardownBlock { [weak router = presenter.router, weak first = modules[0], weak second = modules[1]] in
      XCTAssertNil(router)
      XCTAssertNil(first, "the cell modules are released with the list")
      XCTAssertNil(second, "the cell modules are released with the list")
    }

    viewController = nil
  }
}
