//
//  PasscodeInteractorTests.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import CellSwiftTesting

@MainActor
struct PasscodeInteractorTests {
  @Test func loadLikesAsksTheService() async throws {
    let sut = PasscodeInteractor(
      service: PasscodeServiceStub(likes: PasscodeLikes(count: 4, isLiked: true)))

    let likes = try await sut.loadLikes(for: "first")

    #expect(likes == PasscodeLikes(count: 4, isLiked: true))
  }

  @Test func setLikedChangesThroughTheService() async throws {
    let log = PasscodeChangeLog()
    let sut = PasscodeInteractor(service: PasscodeServiceStub(log: log))

    let likes = try await sut.setLiked(true, for: "first")

    #expect(log.changes == [PasscodeLikeChange(isLiked: true, id: "first")])
    #expect(likes == PasscodeLikes(count: 4, isLiked: true))
  }

  @Test func serviceErrorsReachTheCaller() async {
    let sut = PasscodeInteractor(service: PasscodeServiceStub(fails: true))

    await #expect(throws: PasscodeTestError.self) {
      _ = try await sut.loadLikes(for: "first")
    }
  }
}
