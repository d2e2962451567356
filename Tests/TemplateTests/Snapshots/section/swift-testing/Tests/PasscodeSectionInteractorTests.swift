//
//  PasscodeSectionInteractorTests.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionSwiftTesting

@MainActor
struct PasscodeSectionInteractorTests {
  @Test func loadContentReturnsTheServicesContent() async throws {
    let content = PasscodeSectionContent(summary: "Weekly", isEnabled: false)
    let sut = PasscodeSectionInteractor(
      service: PasscodeSectionServiceStub(content: content))

    let loaded = try await sut.loadContent()

    #expect(loaded == content)
  }

  @Test func saveGoesToTheService() async throws {
    let log = PasscodeSectionSaveLog()
    let sut = PasscodeSectionInteractor(service: PasscodeSectionServiceStub(log: log))

    try await sut.save(isEnabled: false)

    #expect(log.saved == [false])
  }

  @Test func theServicesFailuresAreThrown() async {
    let sut = PasscodeSectionInteractor(
      service: PasscodeSectionServiceStub(failsLoading: true))

    await #expect(throws: PasscodeSectionTestError.self) {
      try await sut.loadContent()
    }
  }
}
