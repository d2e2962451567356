//
//  PasscodeModuleAssemblyTests.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import CellSwiftTesting

@MainActor
struct PasscodeModuleAssemblyTests {
  @Test func assembleWiresPartsWithoutLoadingTheView() throws {
    let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    #expect(presenter.view === viewController)
    #expect(presenter.interactor is PasscodeInteractor)
    #expect(!viewController.isViewLoaded)
  }

  @Test func configurationReceivesInputAndOutputIsKeptWeakly() throws {
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
  }

  @Test func theInputShowsAnItemWithItsStateAndLoadsItsLikes() async throws {
    var receivedInput: (any PasscodeModuleInput)?
    let viewController = try #require(
      PasscodeModuleAssembly(
        service: PasscodeServiceStub(likes: PasscodeLikes(count: 3, isLiked: false))
      ).assemble { input in
        receivedInput = input
        return nil
      } as? PasscodeViewController)
    let input = try #require(receivedInput)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)

    input.show(
      PasscodeItem(id: "first", title: "First"),
      restoring: PasscodeState(galleryOffset: 120))
    await presenter.loadingTask?.value

    #expect(
      viewController.viewModel == PasscodeViewModel(title: "First", likes: "3 likes", isLiked: false))
    #expect(viewController.galleryOffset == 120)
    viewController.gallery.contentOffset.x = 40
    #expect(input.currentState() == PasscodeState(galleryOffset: 40))
  }

  @Test func aLikeIsHandledInsideTheModule() async throws {
    let log = PasscodeChangeLog()
    let viewController = try #require(
      PasscodeModuleAssembly(service: PasscodeServiceStub(log: log)).assemble { input in
        input.show(PasscodeItem(id: "first", title: "First"), restoring: nil)
        return nil
      } as? PasscodeViewController)
    let presenter = try #require(viewController.eventHandler as? PasscodePresenter)
    await presenter.loadingTask?.value

    viewController.likeButtonTapped()
    await presenter.likingTask?.value

    #expect(log.changes == [PasscodeLikeChange(isLiked: true, id: "first")])
    #expect(viewController.viewModel?.isLiked == true)
  }

  @Test func theModuleIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    weak var viewController: PasscodeViewController?
    weak var presenter: PasscodePresenter?
    weak var interactor: (any PasscodeInteractorInput)?

    try await {
      let module = try autoreleasepool {
        try #require(
          PasscodeModuleAssembly(service: PasscodeServiceStub()).assemble { input in
            input.show(PasscodeItem(id: "first", title: "First"), restoring: nil)
            return output
          } as? PasscodeViewController)
      }
      let modulePresenter = try #require(module.eventHandler as? PasscodePresenter)
      await modulePresenter.loadingTask?.value
      autoreleasepool {
        module.loadViewIfNeeded()
      }
      viewController = module
      presenter = modulePresenter
      interactor = modulePresenter.interactor
    }()
    // One turn of the main actor first, so that what the module's tasks held is let go before the checks.
    await Task.yield()

    #expect(viewController == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
  }
}
