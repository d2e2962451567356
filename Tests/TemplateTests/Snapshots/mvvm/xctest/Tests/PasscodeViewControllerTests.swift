//
//  PasscodeViewControllerTests.swift
//  MvvmXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import MvvmXctest

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  @MainActor func testViewDidLoadNotifiesViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.viewModel = viewModel

    sut.loadViewIfNeeded()

    XCTAssertEqual(viewModel.calls, [.viewDidLoad])
  }

  @MainActor func testButtonsAreForwardedToViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.viewModel = viewModel

    sut.retryButtonTapped()
    sut.closeButtonTapped()

    XCTAssertEqual(viewModel.calls, [.didTapRetry, .didTapClose])
  }

  @MainActor func testDisplayTitleSetsTitle() async {
    let sut = PasscodeViewController()

    sut.display(title: "Title")

    XCTAssertEqual(sut.title, "Title")
  }

  @MainActor func testRenderKeepsState() async {
    let sut = PasscodeViewController()

    sut.render(.content(message: "Hello"))

    XCTAssertEqual(sut.state, .content(message: "Hello"))
  }
}
