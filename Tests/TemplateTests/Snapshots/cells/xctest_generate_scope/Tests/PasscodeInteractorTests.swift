//
//  PasscodeInteractorTests.swift
//  CellsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import CellsXctestGenerateScope

nonisolated final class PasscodeInteractorTests: XCTestCase {
  @MainActor func testLoadItemsAsksTheService() async throws {
    let sut = PasscodeInteractor(service: PasscodeServiceStub())

    let items = try await sut.loadItems()

    XCTAssertEqual(items.map(\.id), ["first", "second"])
  }

  @MainActor func testServiceErrorsReachTheCaller() async {
    let sut = PasscodeInteractor(service: PasscodeServiceStub(fails: true))

    do {
      _ = try await sut.loadItems()
      XCTFail("loading should fail")
    } catch {
      XCTAssertEqual(error as? PasscodeTestError, PasscodeTestError())
    }
  }
}
