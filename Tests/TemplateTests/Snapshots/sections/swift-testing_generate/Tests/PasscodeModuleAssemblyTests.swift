//
//  PasscodeModuleAssemblyTests.swift
//  SectionsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import SectionsSwiftTestingGenerate

@MainActor
@Suite(.serialized)
struct PasscodeModuleAssemblyTests {
  let sut = PasscodeModuleAssembly()

  /// The sections, top to bottom.
  let order: [SectionID] = [
    UserInfoSection.id,
    NotificationsSection.id,
    StorageSection.id,
  ]

  @Test func assembleWiresParts() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    let interactor = try #require(presenter.interactor as? PasscodeInteractor)
    let router = try #require(presenter.router as? PasscodeRouter)
    #expect(presenter.view === viewController)
    #expect(interactor.output === presenter)
    #expect(router.viewController === viewController)
    #expect(interactor.list.sections.map { $0.sectionID } == order)
    #expect(interactor.list.sections.allSatisfy { $0.sectionOutput === interactor })
    await presenter.loadingTask?.value
  }

  @Test func assembleLoadsEverySectionInOrderWithoutLoadingTheView() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)

    await presenter.loadingTask?.value

    #expect(viewController.sections.map(\.id) == order)
    #expect(!viewController.isViewLoaded)
  }

  @Test func showingTheModuleShowsTheLoadedSections() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    let window = await TestWindow(rootViewController: viewController)
    defer { window.close() }
    viewController.view.frame = window.window.bounds
    viewController.view.layoutIfNeeded()

    let listView = try #require(viewController.listView)
    #expect(listView.numberOfSections == order.count)
    let firstRows = (0..<listView.numberOfSections).map { IndexPath(item: 0, section: $0) }
    #expect(firstRows.map { listView.itemID(at: $0)?.section } == order)
    for indexPath in firstRows {
      let content = listView.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration
      #expect(content?.text != nil, "the first row of every section is on screen")
    }
    #expect(viewController.activityIndicator.isHidden)
    withExtendedLifetime(window) {}
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

  @Test func theListAndEverySectionAreReleasedWithTheViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    weak var viewController: PasscodeViewController?
    weak var presenter: PasscodePresenter?
    weak var interactor: PasscodeInteractor?
    weak var router: (any PasscodeRouterInput)?
    var sections: [Weak] = []

    try await {
      let module = try autoreleasepool {
        try #require(sut.assemble { _ in output } as? PasscodeViewController)
      }
      let modulePresenter = try #require(module.eventHandler as? PasscodePresenter)
      let moduleInteractor = try #require(modulePresenter.interactor as? PasscodeInteractor)
      await modulePresenter.loadingTask?.value
      autoreleasepool {
        module.loadViewIfNeeded()
      }
      viewController = module
      presenter = modulePresenter
      interactor = moduleInteractor
      router = modulePresenter.router
      sections = moduleInteractor.list.sections.map { Weak($0) }
    }()
    // One turn of the main actor first, so that what the module's tasks held is let go before the checks.
    await Task.yield()

    #expect(viewController == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
    #expect(sections.count == order.count)
    #expect(sections.allSatisfy { $0.object == nil }, "every section is released with the list")
  }
}

/// A weak reference, to watch objects of an array.
private final class Weak {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
