//
//  PasscodeViewControllerTests.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import MvvmSwiftTesting

@MainActor
struct PasscodeViewControllerTests {
  let viewModel = PasscodeViewModelSpy()
  let sut = PasscodeViewController()

  @Test func settingTheViewModelBindsTheViewToIt() {
    sut.viewModel = viewModel

    #expect(viewModel.calls == [.bind])
    #expect(sut.state == .loading, "the view shows the view model's state at once")
  }

  @Test func theViewShowsEachChangeOfTheViewModel() {
    sut.viewModel = viewModel

    viewModel.send(title: "Title", state: .content(message: "Hello"))

    #expect(sut.title == "Title")
    #expect(sut.state == .content(message: "Hello"))
  }

  @Test func aViewModelWithoutATitleLeavesTheTitleAlone() {
    sut.title = "Title"
    sut.viewModel = viewModel

    viewModel.send(title: nil, state: .failure(message: "Error"))

    #expect(sut.title == "Title")
    #expect(sut.state == .failure(message: "Error"))
  }

  @Test func loadingTheViewStartsTheViewModel() {
    sut.viewModel = viewModel

    sut.loadViewIfNeeded()

    #expect(viewModel.calls == [.bind, .start])
  }

  @Test func buttonsAreForwardedToTheViewModel() {
    sut.viewModel = viewModel

    sut.retryButtonTapped()
    sut.closeButtonTapped()

    #expect(viewModel.calls == [.bind, .retry, .close])
  }
}
