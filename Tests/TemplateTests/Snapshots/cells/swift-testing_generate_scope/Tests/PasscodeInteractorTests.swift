//
//  PasscodeInteractorTests.swift
//  CellsSwiftTestingGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import CellsSwiftTestingGenerateScope

@MainActor
struct PasscodeInteractorTests {
  @Test func loadItemsAsksTheService() async throws {
    let sut = PasscodeInteractor(service: PasscodeServiceStub())

    let items = try await sut.loadItems()

    #expect(items.map(\.id) == ["first", "second"])
  }

  @Test func serviceErrorsReachTheCaller() async {
    let sut = PasscodeInteractor(service: PasscodeServiceStub(fails: true))

    await #expect(throws: PasscodeTestError.self) {
      _ = try await sut.loadItems()
    }
  }
}
