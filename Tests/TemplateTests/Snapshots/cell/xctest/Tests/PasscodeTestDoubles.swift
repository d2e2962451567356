//
//  PasscodeTestDoubles.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

@testable import CellXctest

/// An error the Passcode module's doubles fail with.
nonisolated struct PasscodeTestError: Error, Equatable {}

/// Records what the presenter asks the view to show; the user scrolls the gallery by setting
/// ``galleryOffset``.
final class PasscodeViewSpy: PasscodeViewInput {
  /// Every view model shown, in order.
  private(set) var viewModels: [PasscodeViewModel] = []

  /// Every offset the gallery was scrolled to by the presenter, in order.
  private(set) var scrolls: [Double] = []

  var galleryOffset = 0.0

  func display(_ viewModel: PasscodeViewModel) {
    viewModels.append(viewModel)
  }

  func scrollGallery(to offset: Double) {
    scrolls.append(offset)
    galleryOffset = offset
  }
}

/// Records the view's actions.
final class PasscodeViewDelegateSpy: PasscodeViewDelegate {
  enum Call: Equatable {
    case didTapLike
    case didTapRetry
    case didTapOpen
  }

  private(set) var calls: [Call] = []

  func didTapLike() {
    calls.append(.didTapLike)
  }

  func didTapRetry() {
    calls.append(.didTapRetry)
  }

  func didTapOpen() {
    calls.append(.didTapOpen)
  }
}

/// An interactor whose likes arrive when the test chooses (`finishLoading(_:with:)`), in any order, and whose
/// like changes answer `likesAfterChange` at once, or, with `holdsChanges`, when the test chooses
/// (`finishChanges(with:)`, `failChanges()`).
final class PasscodeInteractorStub: PasscodeInteractorInput {
  /// The items whose likes were asked for, in order.
  private(set) var loads: [String] = []

  /// The like changes asked for, in order.
  private(set) var changes: [PasscodeLikeChange] = []

  /// What a like change answers.
  var likesAfterChange = PasscodeLikes(count: 1, isLiked: true)

  /// Whether like changes wait for the test to answer them.
  var holdsChanges = false

  private var pendingLoads: [String: CheckedContinuation<PasscodeLikes, any Error>] = [:]
  private var pendingChanges: [CheckedContinuation<PasscodeLikes, any Error>] = []

  func loadLikes(for id: String) async throws -> PasscodeLikes {
    loads.append(id)
    return try await withCheckedThrowingContinuation { pendingLoads[id] = $0 }
  }

  func setLiked(_ isLiked: Bool, for id: String) async throws -> PasscodeLikes {
    changes.append(PasscodeLikeChange(isLiked: isLiked, id: id))
    guard holdsChanges else { return likesAfterChange }
    return try await withCheckedThrowingContinuation { pendingChanges.append($0) }
  }

  /// Answers every like change waiting with `likes`; later changes answer `likesAfterChange` at once.
  func finishChanges(with likes: PasscodeLikes) {
    holdsChanges = false
    for change in pendingChanges {
      change.resume(returning: likes)
    }
    pendingChanges = []
  }

  /// Fails every like change waiting; later changes answer `likesAfterChange` at once.
  func failChanges() {
    holdsChanges = false
    for change in pendingChanges {
      change.resume(throwing: PasscodeTestError())
    }
    pendingChanges = []
  }

  /// Answers the pending load of the item `id` with `likes`.
  func finishLoading(_ id: String, with likes: PasscodeLikes) {
    pendingLoads.removeValue(forKey: id)?.resume(returning: likes)
  }

  /// Fails the pending load of the item `id`.
  func failLoading(_ id: String) {
    pendingLoads.removeValue(forKey: id)?.resume(throwing: PasscodeTestError())
  }
}

/// A like change a double was asked for.
nonisolated struct PasscodeLikeChange: Equatable, Sendable {
  let isLiked: Bool
  let id: String
}

/// Records the module's events, as its list would receive them.
final class PasscodeModuleOutputSpy: PasscodeModuleOutput {
  /// The items the user asked to open, in order.
  private(set) var opened: [PasscodeItem] = []

  func passcodeDidRequestOpen(_ item: PasscodeItem) {
    opened.append(item)
  }
}

/// What a service stub was asked to change, in order.
@MainActor
final class PasscodeChangeLog {
  /// The changes, in order.
  private(set) var changes: [PasscodeLikeChange] = []

  /// Records a change.
  func record(_ change: PasscodeLikeChange) {
    changes.append(change)
  }
}

/// A service answering `likes` for every item, whose calls can fail; changes go to `log`.
nonisolated struct PasscodeServiceStub: PasscodeServicing {
  var likes = PasscodeLikes(count: 3, isLiked: false)
  var fails = false
  var log: PasscodeChangeLog?

  func loadLikes(for id: String) async throws -> PasscodeLikes {
    if fails { throw PasscodeTestError() }
    return likes
  }

  func setLiked(_ isLiked: Bool, for id: String) async throws -> PasscodeLikes {
    if fails { throw PasscodeTestError() }
    await log?.record(PasscodeLikeChange(isLiked: isLiked, id: id))
    return PasscodeLikes(count: likes.count + (isLiked ? 1 : -1), isLiked: isLiked)
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
