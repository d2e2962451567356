//
//  PasscodeInteractorTests.swift
//  SectionsXctestGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import SectionsXctestGenerate

nonisolated final class PasscodeInteractorTests: XCTestCase {
  typealias Stub = PasscodeSectionStub

  @MainActor func testLoadingStartsEverySectionBeforeAnyFinishes() async {
    let (sut, output, stubs) = makeSUT()

    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }

    XCTAssertEqual(stubs.map { $0.isLoading }, [true, true, true], "every section starts at once")
    XCTAssertTrue(output.updates.isEmpty)
    stubs.forEach { $0.finish() }
    await loading.value
  }

  @MainActor func testSectionsAreShownInTheirOrderWhateverOrderTheyArriveIn() async {
    let (sut, output, stubs) = makeSUT()
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }

    stubs[2].finish()
    await PasscodeTasks.runUntil { output.updates.count == 1 }
    XCTAssertEqual(output.shownSections, ["c"], "a section shows as soon as it arrives")
    stubs[0].finish()
    await PasscodeTasks.runUntil { output.updates.count == 2 }
    XCTAssertEqual(output.shownSections, ["a", "c"])
    stubs[1].finish()
    await loading.value

    XCTAssertEqual(output.shownSections, ["a", "b", "c"])
  }

  @MainActor func testASlowSectionHoldsBackNoOther() async {
    let (sut, output, stubs) = makeSUT()
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }

    stubs[1].finish()
    stubs[2].finish()
    await PasscodeTasks.runUntil { output.updates.count == 2 }

    XCTAssertEqual(output.shownSections, ["b", "c"], "the first section is still loading")
    stubs[0].finish()
    await loading.value
    XCTAssertEqual(output.shownSections, ["a", "b", "c"])
  }

  @MainActor func testAnEventReachesOnlyTheSectionOfItsRow() async {
    let (sut, _, stubs) = makeSUT()

    sut.handle(.toggled(true), at: ItemID("b", "row"))
    sut.handle(.selected, at: ItemID("unknown", "row"))

    XCTAssertEqual(stubs.map { $0.events }, [[], [.toggled(true)], []])
  }

  @MainActor func testASectionThatChangesReplacesOnlyItsOwnRows() async throws {
    let (sut, output, stubs) = makeSUT()
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }
    stubs.forEach { $0.finish() }
    await loading.value
    let row = AnyCellModel(RowModel(id: ItemID("b", "new"), title: "New"))
    let changed = SectionModel(id: "b", header: "b", cells: [row])

    try XCTUnwrap(stubs[1].sectionOutput).sectionDidChange(changed)

    XCTAssertEqual(output.updates.last, [stubs[0].model, changed, stubs[2].model])
  }

  @MainActor func testTheInteractorIsEverySectionsOutputAndKeepsTheirOrder() async {
    let (sut, _, stubs) = makeSUT()

    XCTAssertEqual(sut.list.sections.map { $0.sectionID }, ["a", "b", "c"])
    XCTAssertTrue(stubs.allSatisfy { $0.sectionOutput === sut })
  }

  @MainActor private func makeSUT() -> (
    PasscodeInteractor, PasscodeInteractorOutputSpy, [Stub]
  ) {
    let stubs = [Stub("a"), Stub("b"), Stub("c")]
    let sut = PasscodeInteractor(sections: stubs)
    let output = PasscodeInteractorOutputSpy()
    sut.output = output
    addTeardownBlock { [weak sut] in
      XCTAssertNil(sut, "the interactor is released once the test ends")
    }
    return (sut, output, stubs)
  }
}
