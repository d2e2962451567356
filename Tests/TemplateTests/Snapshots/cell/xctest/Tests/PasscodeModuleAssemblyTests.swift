//
//  PasscodeModuleAssemblyTests.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit
import XCTest

@testable import CellXctest

nonisolated final class PasscodeModuleAssemblyTests: XCTestCase {
  @MainActor func testAssembleWiresPartsWithoutLoadingTheView() async throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try XCTUnwrap(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    XCTAssertTrue(presenter.view === viewController)
    XCTAssertTrue(presenter.interactor is PasscodeInteractor)
    XCTAssertFalse(viewController.isViewLoaded)
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
  }

  @MainActor func testTheInputShowsAnItemWithItsStateAndLoadsItsLikes() async throws {
    var receivedInput: (any PasscodeModuleInput)?
    let viewController = try XCTUnwrap(
      PasscodeModuleAssembly(
        service: PasscodeServiceStub(likes: PasscodeLikes(count: 3, isLiked: false))
      ).assemble { input in
        receivedInput = input
        return nil
      } as? PasscodeViewController)
    let input = try XCTUnwrap(receivedInput)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)

    input.show(
      PasscodeItem(id: "first", title: "First"),
      restoring: PasscodeState(galleryOffset: 120))
    await presenter.loadingTask?.value

    XCTAssertEqual(
      viewController.viewModel, PasscodeViewModel(title: "First", likes: "3 likes", isLiked: false))
    XCTAssertEqual(viewController.galleryOffset, 120)
    viewController.gallery.contentOffset.x = 40
    XCTAssertEqual(input.currentState(), PasscodeState(galleryOffset: 40))
  }

  @MainActor func testALikeIsHandledInsideTheModule() async throws {
    let log = PasscodeChangeLog()
    let viewController = try XCTUnwrap(
      PasscodeModuleAssembly(service: PasscodeServiceStub(log: log)).assemble { input in
        input.show(PasscodeItem(id: "first", title: "First"), restoring: nil)
        return nil
      } as? PasscodeViewController)
    let presenter = try XCTUnwrap(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    viewController.likeButtonTapped()
    await presenter.likingTask?.value

    XCTAssertEqual(log.changes, [PasscodeLikeChange(isLiked: true, id: "first")])
    XCTAssertEqual(viewController.viewModel?.isLiked, true)
  }

  @MainActor func testTheModuleIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    var viewController: PasscodeViewController? = try autoreleasepool {
      try XCTUnwrap(
        PasscodeModuleAssembly(service: PasscodeServiceStub()).assemble { input in
          input.show(PasscodeItem(id: "first", title: "First"), restoring: nil)
          return output
        } as? PasscodeViewController)
    }
    let presenter = try XCTUnwrap(viewController?.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value
    autoreleasepool {
      viewController?.loadViewIfNeeded()
    }
    addTeardownBlock { [weak viewController, weak presenter, weak interactor = presenter.interactor] in
      XCTAssertNil(viewController)
      XCTAssertNil(presenter)
      XCTAssertNil(interactor)
    }

    viewController = nil
  }
}
