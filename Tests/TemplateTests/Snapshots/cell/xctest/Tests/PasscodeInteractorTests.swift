//
//  PasscodeInteractorTests.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import CellXctest

nonisolated final class PasscodeInteractorTests: XCTestCase {
  @MainActor func testLoadLikesAsksTheService() async throws {
    let sut = PasscodeInteractor(
      service: PasscodeServiceStub(likes: PasscodeLikes(count: 4, isLiked: true)))

    let likes = try await sut.loadLikes(for: "first")

    XCTAssertEqual(likes, PasscodeLikes(count: 4, isLiked: true))
  }

  @MainActor func testSetLikedChangesThroughTheService() async throws {
    let log = PasscodeChangeLog()
    let sut = PasscodeInteractor(service: PasscodeServiceStub(log: log))

    let likes = try await sut.setLiked(true, for: "first")

    XCTAssertEqual(log.changes, [PasscodeLikeChange(isLiked: true, id: "first")])
    XCTAssertEqual(likes, PasscodeLikes(count: 4, isLiked: true))
  }

  @MainActor func testServiceErrorsReachTheCaller() async {
    let sut = PasscodeInteractor(service: PasscodeServiceStub(fails: true))

    do {
      _ = try await sut.loadLikes(for: "first")
      XCTFail("loading should fail")
    } catch {
      XCTAssertEqual(error as? PasscodeTestError, PasscodeTestError())
    }
  }
}
