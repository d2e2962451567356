//
//  PasscodeInteractorTests.swift
//  ContainerXctestVipReference
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import ContainerXctestVipReference

nonisolated final class PasscodeInteractorTests: XCTestCase {
  @MainActor func testLoadContentReportsLoadedContent() async {
    let content = PasscodeContent(message: "Hello")
    let output = PasscodeInteractorOutputSpy()
    let sut = PasscodeInteractor(
      service: PasscodeServiceStub(result: .success(content)))
    sut.output = output

    await sut.loadContent()

    XCTAssertEqual(output.calls, [.didLoad(content)])
  }

  @MainActor func testLoadContentReportsFailure() async {
    let output = PasscodeInteractorOutputSpy()
    let sut = PasscodeInteractor(service: PasscodeServiceStub.failing)
    sut.output = output

    await sut.loadContent()

    XCTAssertEqual(output.calls, [.didFailToLoadContent])
  }
}
