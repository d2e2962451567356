//
//  PasscodeViewControllerTests.swift
//  ViperXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import ViperXctest

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  @MainActor func testButtonsAreForwardedToDelegate() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.retryButtonTapped()
    sut.closeButtonTapped()

    XCTAssertEqual(eventHandler.calls, [.didTapRetry, .didTapClose])
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    XCTAssertEqual(sut.title, "Title")
  }

  @MainActor func testDisplayViewModelReplacesError() async {
    let sut = PasscodeViewController()
    sut.displayError(message: "Error")

    sut.display(PasscodeViewModel(message: "Hello"))

    XCTAssertEqual(sut.viewModel, PasscodeViewModel(message: "Hello"))
    XCTAssertNil(sut.errorMessage)
  }

  @MainActor func testDisplayErrorShowsMessage() async {
    let sut = PasscodeViewController()

    sut.displayError(message: "Error")

    XCTAssertEqual(sut.errorMessage, "Error")
  }
}
