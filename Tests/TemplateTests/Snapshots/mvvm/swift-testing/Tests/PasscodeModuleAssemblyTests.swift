//
//  PasscodeModuleAssemblyTests.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import MvvmSwiftTesting

@MainActor
struct PasscodeModuleAssemblyTests {
  let sut = PasscodeModuleAssembly(service: PasscodeServiceStub())

  @Test func assembleWiresParts() throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)

    let viewModel = try #require(viewController.viewModel as? PasscodeViewModel)
    let router = try #require(viewModel.router as? PasscodeRouter)
    #expect(router.viewController === viewController)
    viewModel.set(title: "Title")
    #expect(viewController.title == "Title", "the view is bound to the view model")
    #expect(!viewController.isViewLoaded)
  }

  @Test func aTitleTheOwnerSetsIsShownBeforeTheViewLoads() throws {
    let viewController = try #require(
      sut.assemble { input in
        input.set(title: "Title")
        return nil
      } as? PasscodeViewController)

    #expect(viewController.title == "Title")
    #expect(!viewController.isViewLoaded)
  }

  @Test func loadingStartsWhenViewLoads() async throws {
    let viewController = try #require(sut.assemble(nil) as? PasscodeViewController)
    let viewModel = try #require(viewController.viewModel as? PasscodeViewModel)

    viewController.loadViewIfNeeded()
    await viewModel.loadingTask?.value

    #expect(viewController.messageLabel.text == "Hello")
    #expect(!viewController.messageLabel.isHidden)
    #expect(!viewController.activityIndicator.isAnimating)
  }

  @Test func configurationReceivesInputAndOutputIsKeptWeakly() throws {
    var output: PasscodeModuleOutputSpy? = PasscodeModuleOutputSpy()
    var receivedInput: (any PasscodeModuleInput)?

    let viewController = try #require(
      sut.assemble { input in
        receivedInput = input
        return output
      } as? PasscodeViewController)

    let viewModel = try #require(viewController.viewModel as? PasscodeViewModel)
    #expect(receivedInput === viewModel)
    #expect(viewModel.output === output)
    output = nil
    #expect(viewModel.output == nil)
  }

  @Test func moduleIsReleasedWithItsViewController() async throws {
    let output = PasscodeModuleOutputSpy()
    weak var viewController: PasscodeViewController?
    weak var viewModel: PasscodeViewModel?
    weak var router: (any PasscodeRouting)?

    try await {
      let module = try autoreleasepool {
        let module = try #require(sut.assemble { _ in output } as? PasscodeViewController)
        module.loadViewIfNeeded()
        return module
      }
      let moduleViewModel = try #require(module.viewModel as? PasscodeViewModel)
      await moduleViewModel.loadingTask?.value
      viewController = module
      viewModel = moduleViewModel
      router = moduleViewModel.router
    }()
    // One turn of the main actor first, so that what the module's tasks held is let go before the checks.
    await Task.yield()

    #expect(viewController == nil)
    #expect(viewModel == nil)
    #expect(router == nil)
  }
}
