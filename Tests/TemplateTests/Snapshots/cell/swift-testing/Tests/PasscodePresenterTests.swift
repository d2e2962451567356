//
//  PasscodePresenterTests.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import CellSwiftTesting

@MainActor
struct PasscodePresenterTests {
  let sut: PasscodePresenter
  let view = PasscodeViewSpy()
  let interactor = PasscodeInteractorStub()
  let output = PasscodeModuleOutputSpy()
  let first = PasscodeItem(id: "first", title: "First")
  let second = PasscodeItem(id: "second", title: "Second")

  init() {
    sut = PasscodePresenter(view: view, interactor: interactor)
    sut.output = output
  }

  /// Answers the pending loads of `ids` with no likes and waits for the presenter.
  private func finishLoading(_ ids: String...) async {
    await PasscodeTasks.runUntil { interactor.loads.count >= ids.count }
    for id in ids {
      interactor.finishLoading(id, with: PasscodeLikes(count: 0, isLiked: false))
    }
    await sut.loadingTask?.value
  }

  @Test func releasingThePresenterCancelsItsLoading() async {
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: view, interactor: interactor)
    presenter?.show(first, restoring: nil)
    let loading = presenter?.loadingTask?.task

    #expect(loading?.isCancelled == false)
    presenter = nil
    #expect(loading?.isCancelled == true, "a released cell stops loading its item's likes")
    // The load had already been asked for: answer it so that no task is left waiting.
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    await loading?.value
  }

  @Test func showDisplaysTheItemWithItsGalleryAtTheStartAndLoadsItsLikes() async {
    sut.show(first, restoring: nil)

    #expect(view.viewModels == [PasscodeViewModel(title: "First", likes: "", isLiked: false)])
    #expect(view.scrolls == [0])
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    #expect(interactor.loads == ["first"])
    await finishLoading("first")
  }

  @Test func showRestoresTheItemsGalleryOffset() async {
    sut.show(first, restoring: PasscodeState(galleryOffset: 120))

    #expect(view.scrolls == [120])
    await finishLoading("first")
  }

  @Test func loadedLikesAreShown() async {
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }

    interactor.finishLoading("first", with: PasscodeLikes(count: 12, isLiked: true))
    await sut.loadingTask?.value

    #expect(
      view.viewModels.last == PasscodeViewModel(title: "First", likes: "12 likes", isLiked: true))
  }

  @Test func likesThatFailToLoadShowAsFailed() async {
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }

    interactor.failLoading("first")
    await sut.loadingTask?.value

    #expect(
      view.viewModels.last
        == PasscodeViewModel(title: "First", likes: "", isLiked: false, likesFailed: true))
  }

  @Test func thePreviousItemsLateLikesAreIgnored() async {
    sut.show(first, restoring: nil)
    let firstLoading = sut.loadingTask
    await PasscodeTasks.runUntil { interactor.loads == ["first"] }

    sut.show(second, restoring: nil)
    await PasscodeTasks.runUntil { interactor.loads == ["first", "second"] }
    interactor.finishLoading("first", with: PasscodeLikes(count: 5, isLiked: true))
    await firstLoading?.value

    #expect(firstLoading?.isCancelled == true, "the previous item's loading is cancelled")
    #expect(
      view.viewModels.last == PasscodeViewModel(title: "Second", likes: "", isLiked: false))
    #expect(!view.viewModels.contains { $0.likes == "5 likes" }, "the first item's likes never show")
    interactor.finishLoading("second", with: PasscodeLikes(count: 7, isLiked: false))
    await sut.loadingTask?.value
    #expect(
      view.viewModels.last == PasscodeViewModel(title: "Second", likes: "7 likes", isLiked: false))
  }

  @Test func currentStateIsWhereTheUserLeftTheGallery() async {
    #expect(sut.currentState() == nil, "no item, no state")
    sut.show(first, restoring: nil)

    view.galleryOffset = 80

    #expect(sut.currentState() == PasscodeState(galleryOffset: 80))
    await finishLoading("first")
  }

  @Test func aLikeGoesThroughTheInteractorAndShowsItsResult() async {
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.likesAfterChange = PasscodeLikes(count: 2, isLiked: true)

    sut.didTapLike()
    await sut.likingTask?.value

    #expect(interactor.changes == [PasscodeLikeChange(isLiked: true, id: "first")])
    #expect(
      view.viewModels.last == PasscodeViewModel(title: "First", likes: "2 likes", isLiked: true))
  }

  /// The like shows at once; a second tap while the like is on its way is ignored, and a tap once it is over
  /// takes the like back: a double tap never likes twice.
  @Test func aLikeShowsAtOnceAndATapWhileItIsOnItsWayIsIgnored() async {
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.holdsChanges = true

    sut.didTapLike()
    #expect(
      view.viewModels.last == PasscodeViewModel(title: "First", likes: "2 likes", isLiked: true),
      "the like shows before the service answers")
    sut.didTapLike()
    await PasscodeTasks.runUntil { !interactor.changes.isEmpty }
    interactor.finishChanges(with: PasscodeLikes(count: 2, isLiked: true))
    await sut.likingTask?.value
    interactor.likesAfterChange = PasscodeLikes(count: 1, isLiked: false)
    sut.didTapLike()
    await sut.likingTask?.value

    #expect(
      interactor.changes == [
        PasscodeLikeChange(isLiked: true, id: "first"),
        PasscodeLikeChange(isLiked: false, id: "first"),
      ])
    #expect(
      view.viewModels.last == PasscodeViewModel(title: "First", likes: "1 like", isLiked: false))
  }

  @Test func aFailedLikeShowsTheLikesFromBeforeTheTap() async {
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.holdsChanges = true

    sut.didTapLike()
    await PasscodeTasks.runUntil { !interactor.changes.isEmpty }
    interactor.failChanges()
    await sut.likingTask?.value

    #expect(
      Array(view.viewModels.suffix(2)) == [
        PasscodeViewModel(title: "First", likes: "2 likes", isLiked: true),
        PasscodeViewModel(title: "First", likes: "1 like", isLiked: false),
      ])
  }

  @Test func aLikeBeforeTheLikesLoadedDoesNothing() async {
    sut.show(first, restoring: nil)

    sut.didTapLike()

    #expect(sut.likingTask == nil)
    #expect(interactor.changes == [])
    await finishLoading("first")
  }

  @Test func openReachesTheOutputWithTheShownItem() async {
    sut.didTapOpen()
    #expect(output.opened == [], "nothing to open before an item is shown")
    sut.show(first, restoring: nil)
    sut.show(second, restoring: nil)

    sut.didTapOpen()

    #expect(output.opened == [second])
    await finishLoading("first", "second")
  }

  @Test func aRetryAfterAFailedLoadLoadsTheLikesAgain() async {
    sut.didTapRetry()
    #expect(interactor.loads == [], "no item, nothing to retry")
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.failLoading("first")
    await sut.loadingTask?.value

    sut.didTapRetry()

    #expect(
      view.viewModels.last == PasscodeViewModel(title: "First", likes: "", isLiked: false),
      "loading again")
    await PasscodeTasks.runUntil { interactor.loads.count == 2 }
    #expect(interactor.loads == ["first", "first"])
    interactor.finishLoading("first", with: PasscodeLikes(count: 4, isLiked: false))
    await sut.loadingTask?.value
    #expect(
      view.viewModels.last == PasscodeViewModel(title: "First", likes: "4 likes", isLiked: false))
    sut.didTapRetry()
    #expect(interactor.loads.count == 2, "loaded likes are not loaded again")
  }

  /// The list reconfigures a visible cell with the same item (a new title, say): its likes stay, nothing is
  /// fetched, and a like on its way is not overwritten.
  @Test func showingTheShownItemAgainKeepsItsLikesAndFetchesNothing() async {
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.holdsChanges = true
    sut.didTapLike()

    sut.show(PasscodeItem(id: "first", title: "First, renamed"), restoring: nil)

    #expect(interactor.loads == ["first"], "no second fetch")
    #expect(
      view.viewModels.last
        == PasscodeViewModel(title: "First, renamed", likes: "2 likes", isLiked: true),
      "the like on its way still shows")
    await PasscodeTasks.runUntil { !interactor.changes.isEmpty }
    interactor.finishChanges(with: PasscodeLikes(count: 2, isLiked: true))
    await sut.likingTask?.value
    #expect(
      view.viewModels.last
        == PasscodeViewModel(title: "First, renamed", likes: "2 likes", isLiked: true))
  }
}
