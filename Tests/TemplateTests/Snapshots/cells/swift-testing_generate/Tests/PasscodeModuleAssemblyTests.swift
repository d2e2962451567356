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
@Suite(.serialized)
struct PasscodeModuleAssemblyTests {
  /// Assembles the module over the stub service's items (two by default) and waits until they are loaded.
  private func assembleLoaded(
    output: PasscodeModuleOutputSpy? = nil,
    service: PasscodeServiceStub = PasscodeServiceStub()
  ) async throws -> (PasscodeViewController, PasscodePresenter) {
    let sut = PasscodeModuleAssembly(service: service)
    let viewController = try #require(sut.assemble { _ in output } as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    return (viewController, presenter)
  }

  /// Puts `viewController` on screen as a window's root, returns once it appeared, and lays it out (where UIKit does
  /// not exist nothing sizes a window's root view, so the test does).
  private func show(_ viewController: UIViewController) async -> TestWindow {
    let window = await TestWindow(rootViewController: viewController)
    layOut(viewController, in: window)
    return window
  }

  /// Sizes `viewController`'s view to the window and lays it out, as a device does for a window's root.
  private func layOut(_ viewController: UIViewController, in window: TestWindow) {
    viewController.view.frame = window.window.bounds
    viewController.view.layoutIfNeeded()
  }

  /// The FeedCard module in the cell at `row` of the list, if that cell is on screen.
  private func cellModule(
    at row: Int, of viewController: PasscodeViewController
  ) -> FeedCardViewController? {
    guard let cell = viewController.listView?.cellForItem(at: IndexPath(item: row, section: 0)) as? ListCell else {
      return nil
    }
    return viewController.cellModules?.module(in: cell) as? FeedCardViewController
  }

  /// Scrolls the list to `y` and lays it out, as a user's scroll does.
  private func scroll(_ viewController: PasscodeViewController, to y: CGFloat) {
    viewController.listView?.contentOffset = CGPoint(x: 0, y: y)
    viewController.listView?.layoutIfNeeded()
  }

  @Test func assembleWiresParts() async throws {
    let (viewController, presenter) = try await assembleLoaded()

    let router = try #require(presenter.router as? PasscodeRouter)
    #expect(presenter.view === viewController)
    #expect(presenter.interactor is PasscodeInteractor)
    #expect(router.viewController === viewController)
  }

  @Test func assembleLoadsTheItemsWithoutLoadingTheViewAndTheyAreOnScreenWhenItShows() async throws {
    let (viewController, _) = try await assembleLoaded()
    #expect(!viewController.isViewLoaded)

    let window = await show(viewController)
    defer { window.close() }

    #expect(viewController.listView?.numberOfItems(inSection: 0) == 2)
    #expect(viewController.listView?.visibleCells.count == 2)
    #expect(cellModule(at: 0, of: viewController)?.viewModel?.title == "First")
    #expect(cellModule(at: 1, of: viewController)?.viewModel?.title == "Second")
    #expect(!viewController.activityIndicator.isAnimating)
    withExtendedLifetime(window) {}
  }

  @Test func aCellModuleShowsEachItemWithItsGalleryWhereTheUserLeftItWhicheverCellShowsIt() async throws {
    let items = (1...100).map { FeedCardItem(id: "\($0)", title: "Item \($0)") }
    let (viewController, _) = try await assembleLoaded(service: PasscodeServiceStub(items: items))
    let window = await show(viewController)
    defer { window.close() }
    let module = try #require(cellModule(at: 0, of: viewController))
    #expect(module.viewModel?.title == "Item 1")
    module.gallery.contentOffset.x = 120

    scroll(viewController, to: 44 * 50)
    #expect(module.galleryOffset == 0, "the reused cell's module starts the next item at the start")
    scroll(viewController, to: 0)

    let back = try #require(cellModule(at: 0, of: viewController))
    #expect(back.viewModel?.title == "Item 1")
    #expect(back.galleryOffset == 120, "the item comes back as the user left it")
    let visible = try #require(viewController.listView?.visibleCells.count)
    #expect(viewController.children.count <= visible + 1, "modules are as many as the cells")
    withExtendedLifetime(window) {}
  }

  @Test func aCellModulesOpenRequestReachesTheOwner() async throws {
    let output = PasscodeModuleOutputSpy()
    let (viewController, _) = try await assembleLoaded(output: output)
    let window = await show(viewController)
    defer { window.close() }
    let module = try #require(cellModule(at: 1, of: viewController))

    module.openButtonTapped()

    #expect(output.calls == [.passcodeModuleDidOpen("second")])
    withExtendedLifetime(window) {}
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
    weak var viewController: PasscodeViewController?
    weak var presenter: PasscodePresenter?
    weak var interactor: (any PasscodeInteractorInput)?
    weak var router: (any PasscodeRouterInput)?
    weak var first: UIViewController?
    weak var second: UIViewController?

    try await {
      let (module, modulePresenter) = try await assembleLoaded(output: output)
      autoreleasepool {
        module.loadViewIfNeeded()
      }
      let window = await TestWindow(rootViewController: module)
      defer { window.close() }
      try autoreleasepool {
        layOut(module, in: window)
        let firstModule = try #require(cellModule(at: 0, of: module))
        let secondModule = try #require(cellModule(at: 1, of: module))
        first = firstModule
        second = secondModule
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
