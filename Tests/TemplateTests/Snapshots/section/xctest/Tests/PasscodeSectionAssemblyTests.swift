//
//  PasscodeSectionAssemblyTests.swift
//  SectionXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionXctest

nonisolated final class PasscodeSectionAssemblyTests: XCTestCase {
  @MainActor func testTheAssembledSectionHasItsIdAndLoadsItsRows() async throws {
    let sut = PasscodeSectionAssembly(service: PasscodeSectionServiceStub())

    let section = sut.assemble()
    let model = await section.loadSection()

    XCTAssertEqual(section.sectionID, PasscodeSection.id)
    XCTAssertEqual(
      model.cells.map(\.id), [PasscodeSection.summary, PasscodeSection.enabled])
    let view = try XCTUnwrap(section as? PasscodeSectionView)
    let presenter = try XCTUnwrap(view.eventHandler as? PasscodeSectionPresenter)
    XCTAssertTrue(presenter.view === view)
  }

  @MainActor func testTheSectionIsReleasedWithItsView() async throws {
    let assembly = PasscodeSectionAssembly(service: PasscodeSectionServiceStub())
    var section: (any SectionModule)? = assembly.assemble()
    _ = await section?.loadSection()
    let view = try XCTUnwrap(section as? PasscodeSectionView)
    let presenter = try XCTUnwrap(view.eventHandler as? PasscodeSectionPresenter)
    addTeardownBlock { [weak view, weak presenter, weak interactor = presenter.interactor] in
      XCTAssertNil(view)
      XCTAssertNil(presenter)
      XCTAssertNil(interactor)
    }

    section = nil
  }
}
