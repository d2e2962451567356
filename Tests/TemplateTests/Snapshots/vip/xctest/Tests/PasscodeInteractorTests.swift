//
//  PasscodeInteractorTests.swift
//  VipXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import VipXctest

nonisolated final class PasscodeInteractorTests: XCTestCase {
  @MainActor func testLoadContentPresentsAndStoresLoadedContent() async {
    let content = PasscodeContent(message: "Hello")
    let presenter = PasscodePresentationLogicSpy()
    let sut = PasscodeInteractor(
      worker: PasscodeWorkerStub(result: .success(content)))
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())

    XCTAssertEqual(
      presenter.calls, [.presentLoadContent(Passcode.LoadContent.Response(content: content))])
    XCTAssertEqual(sut.content, content)
  }

  @MainActor func testLoadContentPresentsTheFailureWithItsError() async {
    let presenter = PasscodePresentationLogicSpy()
    let sut = PasscodeInteractor(worker: PasscodeWorkerStub.failing)
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())

    XCTAssertEqual(presenter.calls, [.presentLoadContentFailure(PasscodeTestError())])
    XCTAssertNil(sut.content)
  }

  @MainActor func testAFailedLoadKeepsTheContentLoadedBefore() async {
    let content = PasscodeContent(message: "Hello")
    let presenter = PasscodePresentationLogicSpy()
    let worker = PasscodeWorkerSequence([
      .success(content), .failure(PasscodeTestError()),
    ])
    let sut = PasscodeInteractor(worker: worker)
    sut.presenter = presenter

    await sut.loadContent(request: Passcode.LoadContent.Request())
    await sut.loadContent(request: Passcode.LoadContent.Request())

    XCTAssertEqual(
      presenter.calls,
      [
        .presentLoadContent(Passcode.LoadContent.Response(content: content)),
        .presentLoadContentFailure(PasscodeTestError()),
      ])
    XCTAssertEqual(sut.content, content, "the data store keeps the last good content")
  }

  @MainActor func testSetTitlePresentsTitle() async {
    let presenter = PasscodePresentationLogicSpy()
    let sut = PasscodeInteractor(worker: PasscodeWorkerStub.failing)
    sut.presenter = presenter

    sut.set(title: "Title")

    XCTAssertEqual(
      presenter.calls, [.presentTitle("Title")])
  }
}
