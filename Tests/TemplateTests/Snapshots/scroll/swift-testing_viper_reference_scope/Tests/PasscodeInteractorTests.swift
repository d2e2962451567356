//
//  PasscodeInteractorTests.swift
//  ScrollSwiftTestingViperReferenceScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import ScrollSwiftTestingViperReferenceScope

@MainActor
struct PasscodeInteractorTests {
  @Test func loadContentReportsLoadedContent() async {
    let content = PasscodeContent(message: "Hello")
    let output = PasscodeInteractorOutputSpy()
    let sut = PasscodeInteractor(
      service: PasscodeServiceStub(result: .success(content)))
    sut.output = output

    await sut.loadContent()

    #expect(output.calls == [.didLoad(content)])
  }

  @Test func loadContentReportsFailure() async {
    let output = PasscodeInteractorOutputSpy()
    let sut = PasscodeInteractor(service: PasscodeServiceStub.failing)
    sut.output = output

    await sut.loadContent()

    #expect(output.calls == [.didFailToLoadContent])
  }
}
