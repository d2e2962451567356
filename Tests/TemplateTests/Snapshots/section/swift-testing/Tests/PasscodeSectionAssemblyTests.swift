//
//  PasscodeSectionAssemblyTests.swift
//  SectionSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionSwiftTesting

@MainActor
struct PasscodeSectionAssemblyTests {
  let sut = PasscodeSectionAssembly(service: PasscodeSectionServiceStub())

  @Test func theAssembledSectionHasItsIdAndLoadsItsRows() async throws {
    let section = sut.assemble()
    let model = await section.loadSection()

    #expect(section.sectionID == PasscodeSection.id)
    #expect(
      model.cells.map(\.id) == [PasscodeSection.summary, PasscodeSection.enabled])
    let view = try #require(section as? PasscodeSectionView)
    let presenter = try #require(view.eventHandler as? PasscodeSectionPresenter)
    #expect(presenter.view === view)
  }

  @Test func theSectionIsReleasedWithItsView() async throws {
    weak var view: PasscodeSectionView?
    weak var presenter: PasscodeSectionPresenter?
    weak var interactor: (any PasscodeSectionInteractorInput)?

    try await {
      let section = sut.assemble()
      _ = await section.loadSection()
      let sectionView = try #require(section as? PasscodeSectionView)
      let sectionPresenter = try #require(sectionView.eventHandler as? PasscodeSectionPresenter)
      view = sectionView
      presenter = sectionPresenter
      interactor = sectionPresenter.interactor
    }()
    // One turn of the main actor first, so that what the section's tasks held is let go before the checks.
    await Task.yield()

    #expect(view == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
  }
}
