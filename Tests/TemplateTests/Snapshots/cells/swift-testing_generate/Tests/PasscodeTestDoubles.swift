//
//  PasscodeTestDoubles.swift
//  CellsSwiftTestingGenerate
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

@testable import CellsSwiftTestingGenerate

/// An error the Passcode module's doubles fail with.
nonisolated struct PasscodeTestError: Error, Equatable {}

/// Records what the presenter asks the view to show.
final class PasscodeViewSpy: PasscodeViewInput {
  enum Call: Equatable {
    case displayTitle(String)
    case displayItems([String])
    case displayError(String)
  }

  private(set) var calls: [Call] = []

  func display(title: String) {
    calls.append(.displayTitle(title))
  }

  func display(items: [FeedCardItem]) {
    calls.append(.displayItems(items.map(\.id)))
  }

  func displayError(message: String) {
    calls.append(.displayError(message))
  }
}

/// A cell module's view controller that records its appearance calls.
final class PasscodeCellViewControllerSpy: UIViewController {
  /// `appeared` and `disappeared`, in order.
  private(set) var appearances: [String] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances.append("appeared")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearances.append("disappeared")
  }
}

/// A cell module that records the items it shows and keeps a gallery offset the test sets as the user would.
final class PasscodeCellModuleStub: FeedCardModuleInput {
  let viewController = PasscodeCellViewControllerSpy()

  /// The ids of the items shown, in order.
  private(set) var shownItems: [String] = []

  /// The titles of the items shown, in order.
  private(set) var shownTitles: [String] = []

  /// The gallery offset restored with each item shown (`nil`: none saved), in order.
  private(set) var restoredOffsets: [Double?] = []

  /// Where the user left the gallery.
  var galleryOffset = 0.0

  /// The module as a list holds it.
  var module: ReusableModule<FeedCardItem, FeedCardState> {
    ReusableModule(viewController: viewController, input: self)
  }

  func show(_ item: FeedCardItem, restoring state: FeedCardState?) {
    shownItems.append(item.id)
    shownTitles.append(item.title)
    restoredOffsets.append(state?.galleryOffset)
    galleryOffset = state?.galleryOffset ?? 0
  }

  func currentState() -> FeedCardState? {
    FeedCardState(galleryOffset: galleryOffset)
  }
}

/// Makes a cell module stub each time the view asks for one, and records the view's actions.
final class PasscodeViewDelegateSpy: PasscodeViewDelegate {
  enum Call: Equatable {
    case didTapRetry
    case didTapClose
    case didLeaveScreen
  }

  private(set) var calls: [Call] = []

  /// The cell modules made, in order.
  private(set) var madeModules: [PasscodeCellModuleStub] = []

  func makeCellModule() -> ReusableModule<FeedCardItem, FeedCardState> {
    let stub = PasscodeCellModuleStub()
    madeModules.append(stub)
    return stub.module
  }

  func didTapRetry() {
    calls.append(.didTapRetry)
  }

  func didTapClose() {
    calls.append(.didTapClose)
  }

  func didLeaveScreen() {
    calls.append(.didLeaveScreen)
  }
}

/// An interactor answering `result`.
final class PasscodeInteractorStub: PasscodeInteractorInput {
  var result: Result<[FeedCardItem], PasscodeTestError> = .success([])

  /// How many times the items were asked for.
  private(set) var loadCount = 0

  func loadItems() async throws -> [FeedCardItem] {
    loadCount += 1
    return try result.get()
  }
}

/// Records the transitions and cell modules the presenter asks for.
final class PasscodeRouterSpy: PasscodeRouterInput {
  enum Call: Equatable {
    case makeCellModule
    case close
  }

  private(set) var calls: [Call] = []

  /// The outputs given to the cell modules, in order.
  private(set) var cellOutputs: [any FeedCardModuleOutput] = []

  private var pendingCompletion: (@MainActor () -> Void)?

  func makeCellModule(
    output: any FeedCardModuleOutput
  ) -> ReusableModule<FeedCardItem, FeedCardState> {
    calls.append(.makeCellModule)
    cellOutputs.append(output)
    return PasscodeCellModuleStub().module
  }

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

/// Builds cell module stubs, configured as the real assembly would, and records them and their outputs.
final class PasscodeCellAssemblySpy: FeedCardModuleAssemblying {
  /// The modules built, in order.
  private(set) var madeModules: [PasscodeCellModuleStub] = []

  /// The outputs the configurations returned, in order.
  private(set) var outputs: [(any FeedCardModuleOutput)?] = []

  func assemble(_ configuration: FeedCardConfiguration?) -> UIViewController {
    let stub = PasscodeCellModuleStub()
    madeModules.append(stub)
    outputs.append(configuration?(stub))
    return stub.viewController
  }
}

/// Records the module's events, as its owner would receive them.
final class PasscodeModuleOutputSpy: PasscodeModuleOutput {
  enum Call: Equatable {
    case passcodeModuleDidOpen(String)
    case passcodeModuleDidClose
  }

  private(set) var calls: [Call] = []

  /// Called after each recorded call, so a test can wait for an event that comes after a transition.
  var onCall: (@MainActor () -> Void)?

  func passcodeModuleDidOpen(_ item: FeedCardItem) {
    calls.append(.passcodeModuleDidOpen(item.id))
    onCall?()
  }

  func passcodeModuleDidClose() {
    calls.append(.passcodeModuleDidClose)
    onCall?()
  }
}

/// A service answering `items`, or failing.
nonisolated struct PasscodeServiceStub: PasscodeServicing {
  var items: [FeedCardItem] = [
    FeedCardItem(id: "first", title: "First"),
    FeedCardItem(id: "second", title: "Second"),
  ]
  var fails = false

  func loadItems() async throws -> [FeedCardItem] {
    if fails { throw PasscodeTestError() }
    return items
  }
}

/// Records the requests of cell modules, as the list's presenter would receive them.
final class PasscodeCellOutputSpy: FeedCardModuleOutput {
  /// The ids of the items the user asked to open, in order.
  private(set) var opened: [String] = []

  func feedCardDidRequestOpen(_ item: FeedCardItem) {
    opened.append(item.id)
  }
}
