//
//  PasscodePresenterTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import VipXctest

nonisolated final class PasscodePresenterTests: XCTestCase {
  @MainActor func testPresentTitleDisplaysTitle() async {
    let viewController = PasscodeDisplayLogicSpy()
    let sut = PasscodePresenter()
    sut.viewController = viewController

    sut.presentTitle("Title")

    XCTAssertEqual(viewController.calls, [.displayTitle("Title")])
  }

  @MainActor func testPresentLoadContentDisplaysMessage() async {
    let viewController = PasscodeDisplayLogicSpy()
    let sut = PasscodePresenter()
    sut.viewController = viewController

    let content = PasscodeContent(message: "Hello")

    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: content))

    let viewModel = Passcode.LoadContent.ViewModel(message: "Hello", errorMessage: nil)
    XCTAssertEqual(viewController.calls, [.displayLoadContent(viewModel)])
  }

  @MainActor func testPresentLoadContentDisplaysFailure() async {
    let viewController = PasscodeDisplayLogicSpy()
    let sut = PasscodePresenter()
    sut.viewController = viewController

    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: nil))

    let viewModel = Passcode.LoadContent.ViewModel(
      message: nil, errorMessage: "Something went wrong. Please try again.")
    XCTAssertEqual(viewController.calls, [.displayLoadContent(viewModel)])
  }
}
