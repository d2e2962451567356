//
//  PasscodeSectionInteractorTests.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionXctest

nonisolated final class PasscodeSectionInteractorTests: XCTestCase {
  @MainActor func testLoadContentReturnsTheServicesContent() async throws {
    let content = PasscodeSectionContent(summary: "Weekly", isEnabled: false)
    let sut = PasscodeSectionInteractor(
      service: PasscodeSectionServiceStub(content: content))

    let loaded = try await sut.loadContent()

    XCTAssertEqual(loaded, content)
  }

  @MainActor func testSaveGoesToTheService() async throws {
    let log = PasscodeSectionSaveLog()
    let sut = PasscodeSectionInteractor(service: PasscodeSectionServiceStub(log: log))

    try await sut.save(isEnabled: false)

    XCTAssertEqual(log.saved, [false])
  }

  @MainActor func testTheServicesFailuresAreThrown() async {
    let sut = PasscodeSectionInteractor(
      service: PasscodeSectionServiceStub(failsLoading: true))

    do {
      _ = try await sut.loadContent()
      XCTFail("loading should have failed")
    } catch {
      XCTAssertEqual(error as? PasscodeSectionTestError, PasscodeSectionTestError())
    }
  }
}
