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

  init() {
    sut.viewModel = viewModel
  }

  @Test func viewDidLoadNotifiesViewModel() {
    sut.loadViewIfNeeded()

    #expect(viewModel.calls == [.viewDidLoad])
  }

  @Test func buttonsAreForwardedToViewModel() {
    sut.retryButtonTapped()
    sut.closeButtonTapped()

    #expect(viewModel.calls == [.didTapRetry, .didTapClose])
  }

  @Test func displayTitleSetsTitle() {
    sut.display(title: "Title")

    #expect(sut.title == "Title")
  }

  @Test func renderKeepsState() {
    sut.render(.content(message: "Hello"))

    #expect(sut.state == .content(message: "Hello"))
  }
}
