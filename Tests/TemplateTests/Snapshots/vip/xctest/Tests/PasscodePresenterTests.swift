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

final class PasscodePresenterTests: XCTestCase {
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

    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: PasscodeContent(message: "Hello")))

    XCTAssertEqual(viewController.calls, [.displayLoadContent(Passcode.LoadContent.ViewModel(message: "Hello"))])
  }

  @MainActor func testPresentLoadContentDisplaysFailure() async {
    let viewController = PasscodeDisplayLogicSpy()
    let sut = PasscodePresenter()
    sut.viewController = viewController

    sut.presentLoadContent(response: Passcode.LoadContent.Response(content: nil))

    XCTAssertEqual(
      viewController.calls,
      [.displayLoadContent(Passcode.LoadContent.ViewModel(message: "Something went wrong. Please try again."))])
  }
}
