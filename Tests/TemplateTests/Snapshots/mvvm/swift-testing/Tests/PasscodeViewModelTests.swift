//
//  PasscodeViewModelTests.swift
//  MvvmSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing
import UIKit

@testable import MvvmSwiftTesting

@MainActor
struct PasscodeViewModelTests {
  let view = PasscodeRenderSpy()
  let router = PasscodeRouterSpy()
  let output = PasscodeModuleOutputSpy()

  /// A view model with a view bound to it.
  private func makeSUT(
    service: PasscodeServiceStub = PasscodeServiceStub()
  ) -> PasscodeViewModel {
    let sut = PasscodeViewModel(service: service, router: router)
    sut.bind(view.render)
    sut.output = output
    return sut
  }

  @Test func releasingTheViewModelCancelsItsLoading() {
    var viewModel: PasscodeViewModel? = PasscodeViewModel(
      service: PasscodeServiceStub(), router: router)
    viewModel?.start()
    let loading = viewModel?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    viewModel = nil
    #expect(loading?.isCancelled == true, "leaving the screen stops the loading it started")
  }

  @Test func aViewBoundToTheViewModelIsShownItsStateAtOnce() {
    _ = makeSUT()

    #expect(view.renderings == [PasscodeRenderSpy.Rendering(title: nil, state: .loading)])
  }

  @Test func startShowsTheLoadedContent() async {
    let sut = makeSUT()

    sut.start()
    await sut.loadingTask?.value

    #expect(view.states == [.loading, .content(message: "Hello")])
    #expect(sut.state == .content(message: "Hello"))
  }

  @Test func startShowsAFailure() async {
    let sut = makeSUT(service: .failing)

    sut.start()
    await sut.loadingTask?.value

    #expect(view.states == [.loading, .failure(message: "Something went wrong. Please try again.")])
  }

  @Test func retryLoadsTheContentAgain() async {
    let sut = makeSUT(service: .failing)
    sut.start()
    await sut.loadingTask?.value

    sut.retry()
    await sut.loadingTask?.value

    #expect(
      view.states == [
        .loading, .failure(message: "Something went wrong. Please try again."),
        .loading, .failure(message: "Something went wrong. Please try again."),
      ])
  }

  @Test func closeClosesTheModuleAndTellsTheOwnerOnceClosed() {
    let sut = makeSUT()

    sut.close()

    #expect(router.calls == [.close])
    #expect(output.calls == [], "the owner is told only once the module is off screen")
    router.finishTransition()
    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func leavingTheScreenTellsTheOwnerOnce() {
    let sut = makeSUT()

    sut.didLeaveScreen()
    sut.didLeaveScreen()

    #expect(output.calls == [.passcodeModuleDidClose])
  }

  @Test func closingTellsTheOwnerOnceAlthoughTheScreenAlsoLeaves() {
    let sut = makeSUT()

    sut.close()
    sut.didLeaveScreen()
    router.finishTransition()

    #expect(
      output.calls == [.passcodeModuleDidClose],
      "the view's disappearance and the router's completion are one exit")
  }

  @Test func leavingTheScreenStopsTheLoading() {
    let sut = makeSUT()
    sut.start()
    let loading = sut.loadingTask?.task

    sut.didLeaveScreen()

    #expect(loading?.isCancelled == true)
  }

  @Test func setTitleShowsTheTitle() {
    let sut = makeSUT()

    sut.set(title: "Title")

    #expect(view.renderings.last == PasscodeRenderSpy.Rendering(title: "Title", state: .loading))
  }

  /// The view model never keeps its view: a view controller bound to it goes when nothing else keeps it.
  @Test func aBoundViewIsNotKeptByTheViewModel() {
    let sut = PasscodeViewModel(service: PasscodeServiceStub(), router: router)
    weak var boundView: PasscodeViewController?

    autoreleasepool {
      let viewController = PasscodeViewController()
      viewController.viewModel = sut
      boundView = viewController
    }

    #expect(boundView == nil)
  }
}
