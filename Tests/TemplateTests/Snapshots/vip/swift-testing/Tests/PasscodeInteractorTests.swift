//
//  PasscodeInteractorTests.swift
//  VipSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import VipSwiftTesting

@MainActor
struct PasscodeInteractorTests {
  let presenter = PasscodePresentationLogicSpy()

  @Test func loadContentPresentsAndStoresLoadedContent() async {
    let content = PasscodeContent(message: "Hello")
    let sut = PasscodeInteractor(
      worker: PasscodeWorkerStub(result: .success(content)))
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())

    #expect(
      presenter.calls == [.presentLoadContent(Passcode.LoadContent.Response(content: content))])
    #expect(sut.content == content)
  }

  @Test func loadContentPresentsTheFailureWithItsError() async {
    let sut = PasscodeInteractor(worker: PasscodeWorkerStub.failing)
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())

    #expect(presenter.calls == [.presentLoadContentFailure(PasscodeTestError())])
    #expect(sut.content == nil)
  }

  @Test func aFailedLoadKeepsTheContentLoadedBefore() async {
    let content = PasscodeContent(message: "Hello")
    let worker = PasscodeWorkerSequence([
      .success(content), .failure(PasscodeTestError()),
    ])
    let sut = PasscodeInteractor(worker: worker)
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())
    await sut.loadContent(request: Passcode.LoadContent.Request())

    #expect(
      presenter.calls == [
        .presentLoadContent(Passcode.LoadContent.Response(content: content)),
        .presentLoadContentFailure(PasscodeTestError()),
      ])
    #expect(sut.content == content, "the data store keeps the last good content")
  }

  @Test func setTitlePresentsTitle() {
    let sut = PasscodeInteractor(worker: PasscodeWorkerStub.failing)
    sut.presenter = presenter

    sut.set(title: "Title")

    #expect(
      presenter.calls == [.presentTitle("Title")])
  }
}
