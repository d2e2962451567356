//
//  PasscodePresenter.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Drives the Passcode module: shows the item its cell shows now, with the gallery where the user
/// left it, loads the item's likes and changes them. An answer for an item the module no longer shows is
/// dropped, so a reused cell never shows the previous item's late results. A like shows at once; taps on the like
/// button wait until the item's change in progress is over, so a double tap never likes twice.
@MainActor
final class PasscodePresenter {
  /// The view the presenter updates.
  weak var view: (any PasscodeViewInput)?

  /// The list's output, kept weakly.
  weak var output: (any PasscodeModuleOutput)?

  /// Runs the module's business logic.
  let interactor: any PasscodeInteractorInput

  /// The item shown, if any.
  private(set) var item: PasscodeItem?

  /// The shown item's likes, once loaded.
  private(set) var likes: PasscodeLikes?

  /// The loading of the shown item's likes, if any; cancelled when the cell shows another item or is released.
  private(set) var loadingTask: ModuleTask?

  /// The last like change asked for, if any; it goes through even when the cell shows another item meanwhile.
  private(set) var likingTask: Task<Void, Never>?

  /// The items whose like change is in progress; a tap on the like button of one of them is ignored.
  private var likingIDs: Set<String> = []

  /// Creates a presenter that updates `view` and asks `interactor` for data.
  init(view: any PasscodeViewInput, interactor: any PasscodeInteractorInput) {
    self.view = view
    self.interactor = interactor
  }

  /// Shows `likes` when they are the shown item's.
  private func update(_ likes: PasscodeLikes?, of id: String) {
    guard let likes, item?.id == id else { return }
    self.likes = likes
    display()
  }

  /// Ends the like change of the item `id`, showing `likes` when the item is still the shown one.
  private func didEndLiking(_ id: String, with likes: PasscodeLikes) {
    likingIDs.remove(id)
    update(likes, of: id)
  }

  private func display() {
    guard let item else { return }
    let likesLine = likes.map { PasscodeStrings.likes($0.count) } ?? ""
    view?.display(
      PasscodeViewModel(title: item.title, likes: likesLine, isLiked: likes?.isLiked ?? false))
  }
}

// MARK: - PasscodeModuleInput

extension PasscodePresenter: PasscodeModuleInput {
  func show(_ item: PasscodeItem, restoring state: PasscodeState?) {
    loadingTask?.cancel()
    self.item = item
    likes = nil
    display()
    view?.scrollGallery(to: state?.galleryOffset ?? 0)
    let task = Task<Void, Never> { [weak self, interactor] in
      let likes = try? await interactor.loadLikes(for: item.id)
      self?.update(likes, of: item.id)
    }
    loadingTask = ModuleTask(task)
  }

  func currentState() -> PasscodeState? {
    guard let view, item != nil else { return nil }
    return PasscodeState(galleryOffset: view.galleryOffset)
  }
}

// MARK: - PasscodeViewDelegate

extension PasscodePresenter: PasscodeViewDelegate {
  func didTapLike() {
    guard let item, let likes, !likingIDs.contains(item.id) else { return }
    let isLiked = !likes.isLiked
    self.likes = PasscodeLikes(count: max(0, likes.count + (isLiked ? 1 : -1)), isLiked: isLiked)
    display()
    likingIDs.insert(item.id)
    likingTask = Task { [weak self, interactor] in
      let after: PasscodeLikes
      do {
        after = try await interactor.setLiked(isLiked, for: item.id)
      } catch {
        // The change did not happen: the likes are as they were before the tap.
        after = likes
      }
      self?.didEndLiking(item.id, with: after)
    }
  }

  func didTapOpen() {
    guard let item else { return }
    output?.passcodeDidRequestOpen(item)
  }
}
