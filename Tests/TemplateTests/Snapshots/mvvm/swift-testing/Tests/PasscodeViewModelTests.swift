//
//  PasscodeViewModelTests.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import MvvmSwiftTesting

@MainActor
struct PasscodeViewModelTests {
  let view = PasscodeViewSpy()
  let router = PasscodeRouterSpy()
  let output = PasscodeModuleOutputSpy()

  private func makeSUT(
    service: PasscodeServiceStub = PasscodeServiceStub()
  ) -> PasscodeViewModel {
    let sut = PasscodeViewModel(service: service, router: router)
    sut.view = view
    sut.output = output
    return sut
  }

  @Test func releasingTheViewModelCancelsItsLoading() {
    var viewModel: PasscodeViewModel? = PasscodeViewModel(
      service: PasscodeServiceStub(), router: router)
    viewModel?.viewDidLoad()
    let loading = viewModel?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    viewModel = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func viewDidLoadRendersLoadedContent() async {
    let sut = makeSUT()

    sut.viewDidLoad()
    await sut.loadingTask?.value

    #expect(view.calls == [.render(.loading), .render(.content(message: "Hello"))])
  }

  @Test func viewDidLoadRendersFailure() async {
    let sut = makeSUT(service: .failing)

    sut.viewDidLoad()
    await sut.loadingTask?.value

    #expect(view.calls == [.render(.loading), .render(.failure(message: "Something went wrong. Please try again."))])
  }

  @Test func didTapRetryLoadsContentAgain() async {
    let sut = makeSUT()

    sut.didTapRetry()
    await sut.loadingTask?.value

    #expect(view.calls == [.render(.loading), .render(.content(message: "Hello"))])
  }

  @Test func didTapCloseClosesModuleAndNotifiesOutputOnceClosed() {
    let sut = makeSUT()

    sut.didTapClose()

    #expect(router.calls == [.close])
    #expect(output.calls == [], "the owner is told only once the module is off screen")
    router.finishTransition()
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func setTitleDisplaysTitle() {
    let sut = makeSUT()

    sut.set(title: "Title")

    #expect(view.calls == [.displayTitle("Title")])
  }
}
