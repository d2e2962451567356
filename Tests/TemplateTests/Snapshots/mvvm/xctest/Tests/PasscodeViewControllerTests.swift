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
  @MainActor func testSettingTheViewModelBindsTheViewToIt() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()

    sut.viewModel = viewModel

    XCTAssertEqual(viewModel.calls, [.bind])
    XCTAssertEqual(sut.state, .loading, "the view shows the view model's state at once")
  }

  @MainActor func testTheViewShowsEachChangeOfTheViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.viewModel = viewModel

    viewModel.send(title: "Title", state: .content(message: "Hello"))

    XCTAssertEqual(sut.title, "Title")
    XCTAssertEqual(sut.state, .content(message: "Hello"))
  }

  @MainActor func testAViewModelWithoutATitleLeavesTheTitleAlone() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.title = "Title"
    sut.viewModel = viewModel

    viewModel.send(title: nil, state: .failure(message: "Error"))

    XCTAssertEqual(sut.title, "Title")
    XCTAssertEqual(sut.state, .failure(message: "Error"))
  }

  @MainActor func testLoadingTheViewStartsTheViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.viewModel = viewModel

    sut.loadViewIfNeeded()

    XCTAssertEqual(viewModel.calls, [.bind, .start])
  }

  @MainActor func testButtonsAreForwardedToTheViewModel() async {
    let viewModel = PasscodeViewModelSpy()
    let sut = PasscodeViewController()
    sut.viewModel = viewModel

    sut.retryButtonTapped()
    sut.closeButtonTapped()

    XCTAssertEqual(viewModel.calls, [.bind, .retry, .close])
  }
}
