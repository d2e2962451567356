//
//  PasscodeViewControllerTests.swift
//  ViperSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import ViperSwiftTesting

@MainActor
struct PasscodeViewControllerTests {
  let eventHandler = PasscodeViewDelegateSpy()
  let sut = PasscodeViewController()

  init() {
    sut.eventHandler = eventHandler
  }

  @Test func buttonsAreForwardedToDelegate() {
    sut.retryButtonTapped()
    sut.closeButtonTapped()

    #expect(eventHandler.calls == [.didTapRetry, .didTapClose])
  }

  @Test func displayTitleSetsTitle() {
    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }

  @Test func displayViewModelReplacesError() {
    sut.displayError(message: "Error")

    sut.display(PasscodeViewModel(message: "Hello"))

    #expect(sut.viewModel == PasscodeViewModel(message: "Hello"))
    #expect(sut.errorMessage == nil)
  }

  @Test func displayErrorShowsMessage() {
    sut.displayError(message: "Error")

    #expect(sut.errorMessage == "Error")
  }
}
