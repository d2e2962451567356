//
//  PasscodeModuleAssemblyTests.swift
//  CellsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import CellsXctestReference

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  /// Assembles the module over the stub service's items (two by default) and waits until they are loaded.
  @MainActor private func assembleLoaded(
    output: PasscodeModuleOutputSpy? = nil,
    service: PasscodeServiceStub = PasscodeServiceStub()
  ) async throws -> (PasscodeViewController, PasscodePresenter) {
    let sut = PasscodeModuleAssembly(service: service)
    let viewController = try XCTUnwrap(sut.assemble { _ in output } as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return (viewController, presenter)
  }

  /// Puts `viewController` on screen as a window's root, returns once it appeared, and lays it out (where UIKit does
  /// not exist nothing sizes a window's root view, so the test does).
  @MainActor private func show(_ viewController: UIViewController) async -> TestWindow {
    let window = await TestWindow(rootViewController: viewController)
    layOut(viewController, in: window)
    return window
  }

  /// Sizes `viewController`'s view to the window and lays it out, as a device does for a window's root.
  @MainActor private func layOut(_ viewController: UIViewController, in window: TestWindow) {
    viewController.view.frame = window.window.bounds
    viewController.view.layoutIfNeeded()
  }

  /// The FeedCard module in the cell at `row` of the list, if that cell is on screen.
  @MainActor private func cellModule(
    at row: Int, of viewController: PasscodeViewController
  ) -> FeedCardViewController? {
    guard let cell = viewController.listView?.cellForItem(at: IndexPath(item: row, section: 0)) as? ListCell else {
      return nil
    }
    return viewController.cellModules?.module(in: cell) as? FeedCardViewController
  }

  /// Scrolls the list to `y` and lays it out, as a user's scroll does.
  @MainActor private func scroll(_ viewController: PasscodeViewController, to y: CGFloat) {
    viewController.listView?.contentOffset = CGPoint(x: 0, y: y)
    viewController.listView?.layoutIfNeeded()
  }

  @MainActor func testAssembleWiresParts() async throws {
    let (viewController, presenter) = try await assembleLoaded()

    let router = try XCTUnwrap(presenter.router as? PasscodeRouter)
    XCTAssertTrue(presenter.view === viewController)
    XCTAssertTrue(presenter.interactor is PasscodeInteractor)
    XCTAssertTrue(router.viewController === viewController)
  }

  @MainActor func testAssembleLoadsTheItemsWithoutLoadingTheViewAndTheyAreOnScreenWhenItShows() async throws {
    let (viewController, _) = try await assembleLoaded()
    XCTAssertFalse(viewController.isViewLoaded)

    let window = await show(viewController)
    addTeardownBlock { window.close() }

    XCTAssertEqual(viewController.listView?.numberOfItems(inSection: 0), 2)
    XCTAssertEqual(viewController.listView?.visibleCells.count, 2)
    XCTAssertEqual(cellModule(at: 0, of: viewController)?.viewModel?.title, "First")
    XCTAssertEqual(cellModule(at: 1, of: viewController)?.viewModel?.title, "Second")
    XCTAssertFalse(viewController.activityIndicator.isAnimating)
    XCTAssertNotNil(window.window)
  }

  @MainActor func testACellModuleShowsEachItemWithItsGalleryWhereTheUserLeftItWhicheverCellShowsIt() async throws {
    let items = (1...100).map { FeedCardItem(id: "\($0)", title: "Item \($0)") }
    let (viewController, _) = try await assembleLoaded(service: PasscodeServiceStub(items: items))
    let window = await show(viewController)
    addTeardownBlock { window.close() }
    let module = try XCTUnwrap(cellModule(at: 0, of: viewController))
    XCTAssertEqual(module.viewModel?.title, "Item 1")
    module.gallery.contentOffset.x = 120

    scroll(viewController, to: 44 * 50)
    XCTAssertEqual(module.galleryOffset, 0, "the reused cell's module starts the next item at the start")
    scroll(viewController, to: 0)

    let back = try XCTUnwrap(cellModule(at: 0, of: viewController))
    XCTAssertEqual(back.viewModel?.title, "Item 1")
    XCTAssertEqual(back.galleryOffset, 120, "the item comes back as the user left it")
    let visible = try XCTUnwrap(viewController.listView?.visibleCells.count)
    XCTAssertLessThanOrEqual(viewController.children.count, visible + 1, "modules are as many as the cells")
    XCTAssertNotNil(window.window)
  }

  @MainActor func testACellModulesOpenRequestReachesTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let (viewController, _) = try await assembleLoaded(output: output)
    let window = await show(viewController)
    addTeardownBlock { window.close() }
    let module = try XCTUnwrap(cellModule(at: 1, of: viewController))

    module.openButtonTapped()

    XCTAssertEqual(output.calls, [.passcodeModuleDidOpen("second")])
    XCTAssertNotNil(window.window)
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
    var viewController: PasscodeViewController? = try await assembleLoaded(output: output).0
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    var window: TestWindow? = try await TestWindow(rootViewController: XCTUnwrap(viewController))
    let modules = try autoreleasepool {
      if let viewController, let window { layOut(viewController, in: window) }
      return try (0..<2).map { row in
        try XCTUnwrap(viewController.flatMap { cellModule(at: row, of: $0) })
      }
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

    XCTAssertNotNil(window?.window)
    window?.close()
    viewController = nil
    window = nil
  }
}
