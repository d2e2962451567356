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

  @Test func loadContentPresentsFailure() async {
    let sut = PasscodeInteractor(worker: PasscodeWorkerStub.failing)
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())

    #expect(
      presenter.calls == [.presentLoadContent(Passcode.LoadContent.Response(content: nil))])
    #expect(sut.content == nil)
  }

  @Test func setTitlePresentsTitle() {
    let sut = PasscodeInteractor(worker: PasscodeWorkerStub.failing)
    sut.presenter = presenter

    sut.set(title: "Title")

    #expect(
      presenter.calls == [.presentTitle("Title")])
  }
}
