//
//  PasscodeTestDoubles.swift
//  SectionsXctestGenerateScope
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

@testable import SectionsXctestGenerateScope

/// Records what the presenter asks the view to show.
final class PasscodeViewSpy: PasscodeViewInput {
  enum Call: Equatable {
    case displayTitle(String)
    case displaySections([SectionID])
  }

  private(set) var calls: [Call] = []

  func display(title: String) {
    calls.append(.displayTitle(title))
  }

  func display(sections: [SectionModel]) {
    calls.append(.displaySections(sections.map(\.id)))
  }
}

/// Records the view's actions.
final class PasscodeViewDelegateSpy: PasscodeViewDelegate {
  enum Call: Equatable {
    case didReceive(CellEvent, ItemID)
    case didTapClose
    case didLeaveScreen
  }

  private(set) var calls: [Call] = []

  func didReceive(_ event: CellEvent, at item: ItemID) {
    calls.append(.didReceive(event, item))
  }

  func didTapClose() {
    calls.append(.didTapClose)
  }

  func didLeaveScreen() {
    calls.append(.didLeaveScreen)
  }
}

/// Records the business logic the presenter asks for.
final class PasscodeInteractorSpy: PasscodeInteractorInput {
  enum Call: Equatable {
    case loadSections
    case handle(CellEvent, ItemID)
  }

  private(set) var calls: [Call] = []

  func loadSections() async {
    calls.append(.loadSections)
  }

  func handle(_ event: CellEvent, at item: ItemID) {
    calls.append(.handle(event, item))
  }
}

/// Records the sections the interactor reports, each time as the list of their ids and, for every section,
/// its rows' ids.
final class PasscodeInteractorOutputSpy: PasscodeInteractorOutput {
  /// Every update, in order.
  private(set) var updates: [[SectionModel]] = []

  /// The ids of the sections of the last update.
  var shownSections: [SectionID] { updates.last?.map(\.id) ?? [] }

  func didUpdate(sections: [SectionModel]) {
    updates.append(sections)
  }
}

/// Records the transitions the presenter asks for.
final class PasscodeRouterSpy: PasscodeRouterInput {
  enum Call: Equatable {
    case close
  }

  private(set) var calls: [Call] = []
  private var pendingCompletion: (@MainActor () -> Void)?

  func close(completion: @escaping @MainActor () -> Void) {
    calls.append(.close)
    pendingCompletion = completion
  }

  /// Finishes the last transition asked for, as UIKit does once its animation ends.
  func finishTransition() {
    pendingCompletion?()
    pendingCompletion = nil
  }
}

/// Records the module's events, as its owner would receive them.
final class PasscodeModuleOutputSpy: PasscodeModuleOutput {
  enum Call: Equatable {
    case passcodeModuleDidClose
  }

  private(set) var calls: [Call] = []

  /// Called after each recorded call, so a test can wait for an event that comes after a transition.
  var onCall: (@MainActor () -> Void)?

  func passcodeModuleDidClose() {
    calls.append(.passcodeModuleDidClose)
    onCall?()
  }
}

/// A section whose loading the test finishes when it chooses (`finish()`), recording the events it is given.
final class PasscodeSectionStub: SectionModule {
  let sectionID: SectionID
  weak var sectionOutput: (any SectionModuleOutput)?

  /// The section's rows once loaded: one row, `<id>/row`.
  var model: SectionModel

  /// Whether loading has begun.
  private(set) var isLoading = false

  /// The events routed to this section, in order.
  private(set) var events: [CellEvent] = []

  private var pendingLoad: CheckedContinuation<SectionModel, Never>?

  /// A section `id` with one row, `row`.
  init(_ id: SectionID) {
    sectionID = id
    model = SectionModel(
      id: id, header: id.rawValue, cells: [AnyCellModel(RowModel(id: ItemID(id, "row"), title: id.rawValue))])
  }

  func loadSection() async -> SectionModel {
    isLoading = true
    return await withCheckedContinuation { pendingLoad = $0 }
  }

  /// Finishes loading with ``model``.
  func finish() {
    pendingLoad?.resume(returning: model)
    pendingLoad = nil
  }

  func handle(_ event: CellEvent, at item: ItemID) {
    events.append(event)
  }
}

/// Turns of the main actor for the tests.
@MainActor
enum PasscodeTasks {
  /// Lets the tasks waiting on the main actor run until `condition` holds (a bounded number of turns, so a
  /// broken condition fails the test instead of hanging it).
  static func runUntil(_ condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
      await Task.yield()
    }
  }
}
