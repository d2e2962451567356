//
//  PasscodePresenterTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import VipSwiftTesting

@MainActor
struct PasscodePresenterTests {
  let viewController = PasscodeDisplayLogicSpy()
  let sut = PasscodePresenter()

  init() {
    sut.viewController = viewController
  }

  @Test func presentTitleDisplaysTitle() {
    sut.presentTitle("Title")

    #expect(viewController.calls == [.displayTitle("Title")])
  }

  @Test func presentLoadContentDisplaysMessage() {
    let content = PasscodeContent(message: "Hello")

    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: content))

    let viewModel = Passcode.LoadContent.ViewModel(message: "Hello", errorMessage: nil)
    #expect(viewController.calls == [.displayLoadContent(viewModel)])
  }

  @Test func presentLoadContentDisplaysFailure() {
    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: nil))

    let viewModel = Passcode.LoadContent.ViewModel(
      message: nil, errorMessage: "Something went wrong. Please try again.")
    #expect(viewController.calls == [.displayLoadContent(viewModel)])
  }
}
