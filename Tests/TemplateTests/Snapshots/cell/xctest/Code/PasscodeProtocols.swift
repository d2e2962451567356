//
//  PasscodeProtocols.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// What the Passcode view shows of its item.
nonisolated struct PasscodeViewModel: Equatable {
  /// The card's title.
  let title: String

  /// The likes line: "12 likes", or empty while they load or when they failed to load.
  let likes: String

  /// Whether the user likes the item.
  let isLiked: Bool

  /// Whether the likes failed to load: the card says so and offers to load them again.
  var likesFailed = false
}

/// What the presenter tells the Passcode view.
@MainActor
protocol PasscodeViewInput: AnyObject {
  /// Shows `viewModel` in place of what the card showed.
  func display(_ viewModel: PasscodeViewModel)

  /// Scrolls the gallery to `offset` at once.
  func scrollGallery(to offset: Double)

  /// How far the user scrolled the gallery.
  var galleryOffset: Double { get }
}

/// Receives every user action of the Passcode view; the presenter.
@MainActor
protocol PasscodeViewDelegate: AnyObject {
  /// The user tapped the like button.
  func didTapLike()

  /// The user asked to load the likes again after they failed to load.
  func didTapRetry()

  /// The user asked to open the item.
  func didTapOpen()
}

/// The Passcode module's business logic.
@MainActor
protocol PasscodeInteractorInput: AnyObject {
  /// Loads the likes of the item `id`.
  func loadLikes(for id: String) async throws -> PasscodeLikes

  /// Likes the item `id`, or takes the like back; returns its likes after the change.
  func setLiked(_ isLiked: Bool, for id: String) async throws -> PasscodeLikes
}
