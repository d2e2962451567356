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
    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: PasscodeContent(message: "Hello")))

    #expect(viewController.calls == [.displayLoadContent(Passcode.LoadContent.ViewModel(message: "Hello"))])
  }

  @Test func presentLoadContentDisplaysFailure() {
    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: nil))

    #expect(
      viewController.calls == [
        .displayLoadContent(Passcode.LoadContent.ViewModel(message: "Something went wrong. Please try again."))
      ])
  }
}
