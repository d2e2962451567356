//
//  PasscodeModuleAssemblyTests.swift
//  SectionsXctestReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import SectionsXctestReference

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  /// The sections, top to bottom.
  @MainActor private var order: [SectionID] {
    [
      UserInfoSection.id,
      NotificationsSection.id,
      StorageSection.id,
    ]
  }

  @MainActor func testAssembleWiresParts() async throws {
    let viewController = try XCTUnwrap(
      PasscodeModuleAssembly().assemble(nil) as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    let interactor = try XCTUnwrap(presenter.interactor as? PasscodeInteractor)
    let router = try XCTUnwrap(presenter.router as? PasscodeRouter)
    XCTAssertTrue(presenter.view === viewController)
    XCTAssertTrue(interactor.output === presenter)
    XCTAssertTrue(router.viewController === viewController)
    XCTAssertEqual(interactor.list.sections.map { $0.sectionID }, order)
    XCTAssertTrue(interactor.list.sections.allSatisfy { $0.sectionOutput === interactor })
    await presenter.loadingTask?.value
  }

  @MainActor func testAssembleLoadsEverySectionInOrderWithoutLoadingTheView() async throws {
    let viewController = try XCTUnwrap(
      PasscodeModuleAssembly().assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)

    await presenter.loadingTask?.value

    XCTAssertEqual(viewController.sections.map(\.id), order)
    XCTAssertFalse(viewController.isViewLoaded)
  }

  @MainActor func testShowingTheModuleShowsTheLoadedSections() async throws {
    let viewController = try XCTUnwrap(
      PasscodeModuleAssembly().assemble(nil) as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    let window = await TestWindow(rootViewController: viewController)
    addTeardownBlock { window.close() }
    viewController.view.frame = window.window.bounds
    viewController.view.layoutIfNeeded()

    let listView = try XCTUnwrap(viewController.listView)
    XCTAssertEqual(listView.numberOfSections, order.count)
    let firstRows = (0..<listView.numberOfSections).map { IndexPath(item: 0, section: $0) }
    XCTAssertEqual(firstRows.map { listView.itemID(at: $0)?.section }, order)
    for indexPath in firstRows {
      let content = listView.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration
      XCTAssertNotNil(content?.text, "the first row of every section is on screen")
    }
    XCTAssertTrue(viewController.activityIndicator.isHidden)
    withExtendedLifetime(window) {}
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

  @MainActor func testTheListAndEverySectionAreReleasedWithTheViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(
        PasscodeModuleAssembly().assemble { _ in output } as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    let interactor = try XCTUnwrap(presenter.interactor as? PasscodeInteractor)
    await presenter.loadingTask?.value
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    let sections = interactor.list.sections.map { Weak($0) }
    addTeardownBlock {
      [weak viewController, weak presenter, weak interactor, weak router = presenter.router] in
      XCTAssertNil(viewController)
      XCTAssertNil(presenter)
      XCTAssertNil(interactor)
      XCTAssertNil(router)
      XCTAssertEqual(sections.filter { $0.object != nil }.count, 0, "every section is released with the list")
    }

    viewController = nil
  }
}

/// A weak reference, to watch objects of an array.
private final class Weak: @unchecked Sendable {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
