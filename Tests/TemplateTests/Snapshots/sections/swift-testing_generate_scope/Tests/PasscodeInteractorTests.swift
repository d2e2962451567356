//
//  PasscodeInteractorTests.swift
//  SectionsSwiftTestingGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import SectionsSwiftTestingGenerateScope

@MainActor
struct PasscodeInteractorTests {
  typealias Stub = PasscodeSectionStub

  let stubs = [Stub("a"), Stub("b"), Stub("c")]
  let sut: PasscodeInteractor
  let output = PasscodeInteractorOutputSpy()

  init() {
    sut = PasscodeInteractor(sections: stubs)
    sut.output = output
  }

  @Test func loadingStartsEverySectionBeforeAnyFinishes() async {
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }

    #expect(stubs.map { $0.isLoading } == [true, true, true], "every section starts at once")
    #expect(output.updates.isEmpty)
    stubs.forEach { $0.finish() }
    await loading.value
  }

  @Test func sectionsAreShownInTheirOrderWhateverOrderTheyArriveIn() async {
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }

    stubs[2].finish()
    await PasscodeTasks.runUntil { output.updates.count == 1 }
    #expect(output.shownSections == ["c"], "a section shows as soon as it arrives")
    stubs[0].finish()
    await PasscodeTasks.runUntil { output.updates.count == 2 }
    #expect(output.shownSections == ["a", "c"])
    stubs[1].finish()
    await loading.value

    #expect(output.shownSections == ["a", "b", "c"])
  }

  @Test func aSlowSectionHoldsBackNoOther() async {
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }

    stubs[1].finish()
    stubs[2].finish()
    await PasscodeTasks.runUntil { output.updates.count == 2 }

    #expect(output.shownSections == ["b", "c"], "the first section is still loading")
    stubs[0].finish()
    await loading.value
    #expect(output.shownSections == ["a", "b", "c"])
  }

  @Test func anEventReachesOnlyTheSectionOfItsRow() {
    sut.handle(.toggled(true), at: ItemID("b", "row"))
    sut.handle(.selected, at: ItemID("unknown", "row"))

    #expect(stubs.map { $0.events } == [[], [.toggled(true)], []])
  }

  @Test func aSectionThatChangesReplacesOnlyItsOwnRows() async throws {
    let loading = Task { await sut.loadSections() }
    await PasscodeTasks.runUntil { stubs.allSatisfy { $0.isLoading } }
    stubs.forEach { $0.finish() }
    await loading.value
    let row = AnyCellModel(RowModel(id: ItemID("b", "new"), title: "New"))
    let changed = SectionModel(id: "b", header: "b", cells: [row])

    try #require(stubs[1].sectionOutput).sectionDidChange(changed)

    #expect(output.updates.last == [stubs[0].model, changed, stubs[2].model])
  }

  @Test func theInteractorIsEverySectionsOutputAndKeepsTheirOrder() {
    #expect(sut.list.sections.map { $0.sectionID } == ["a", "b", "c"])
    #expect(stubs.allSatisfy { $0.sectionOutput === sut })
  }

  @Test func theInteractorIsNotKeptAliveByItsSections() {
    weak var interactor: PasscodeInteractor?
    do {
      let sections = [Stub("a")]
      let local = PasscodeInteractor(sections: sections)
      interactor = local
      #expect(sections[0].sectionOutput === local)
    }

    #expect(interactor == nil)
  }
}
