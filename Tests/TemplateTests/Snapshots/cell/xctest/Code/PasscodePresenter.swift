//
//  PasscodePresenter.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore

/// Drives the Passcode module: shows the item its cell shows now, with the gallery where the user
/// left it, loads the item's likes and changes them. An answer for an item the module no longer shows is
/// dropped, so a reused cell never shows the previous item's late results. Showing the item it already shows (the
/// list reconfiguring the cell) keeps its likes and fetches nothing, so a like on its way is never overwritten. A
/// failed load shows as failed, with a way to load again. A like shows at once; taps on the like button wait until
/// the item's change in progress is over, so a double tap never likes twice.
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

  /// Where the shown item's likes are: loading, loaded, or failed to load.
  enum LikesLoad: Equatable {
    /// Asked for, not arrived yet.
    case loading
    /// Arrived (or changed by a like since).
    case loaded(PasscodeLikes)
    /// Could not load; the user can ask again.
    case failed
  }

  /// Where the shown item's likes are.
  private(set) var likesLoad = LikesLoad.loading

  /// The shown item's likes, once loaded.
  var likes: PasscodeLikes? {
    guard case .loaded(let likes) = likesLoad else { return nil }
    return likes
  }

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

  /// Shows `load` when it is the shown item's.
  private func update(_ load: LikesLoad, of id: String) {
    guard item?.id == id else { return }
    likesLoad = load
    display()
  }

  /// Loads the likes of `item`, in place of any load in progress.
  private func loadLikes(of item: PasscodeItem) {
    loadingTask?.cancel()
    likesLoad = .loading
    let task = Task<Void, Never> { [weak self, interactor] in
      let load: LikesLoad
      do {
        load = .loaded(try await interactor.loadLikes(for: item.id))
      } catch {
        load = .failed
      }
      // A load replaced by another one (a retry, another item) reports nothing.
      guard !Task.isCancelled else { return }
      self?.update(load, of: item.id)
    }
    loadingTask = ModuleTask(task)
  }

  /// Ends the like change of the item `id`, showing `likes` when the item is still the shown one.
  private func didEndLiking(_ id: String, with likes: PasscodeLikes) {
    likingIDs.remove(id)
    update(.loaded(likes), of: id)
  }

  private func display() {
    guard let item else { return }
    let likesLine = likes.map { PasscodeStrings.likes($0.count) } ?? ""
    view?.display(
      PasscodeViewModel(
        title: item.title, likes: likesLine, isLiked: likes?.isLiked ?? false, likesFailed: likesLoad == .failed))
  }
}

// MARK: - PasscodeModuleInput

extension PasscodePresenter: PasscodeModuleInput {
  func show(_ item: PasscodeItem, restoring state: PasscodeState?) {
    let isShownItem = self.item?.id == item.id
    self.item = item
    if !isShownItem {
      loadingTask?.cancel()
      likesLoad = .loading
    }
    display()
    view?.scrollGallery(to: state?.galleryOffset ?? 0)
    // The same item reconfigured keeps its likes (loaded, loading, or failed with its retry) and fetches nothing.
    if !isShownItem {
      loadLikes(of: item)
    }
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
    likesLoad = .loaded(
      PasscodeLikes(count: max(0, likes.count + (isLiked ? 1 : -1)), isLiked: isLiked))
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

  func didTapRetry() {
    guard let item, likesLoad == .failed else { return }
    loadLikes(of: item)
    display()
  }

  func didTapOpen() {
    guard let item else { return }
    output?.passcodeDidRequestOpen(item)
  }
}
