//
//  PasscodePresenterTests.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import CellXctest

nonisolated final class PasscodePresenterTests: XCTestCase {
  private let first = PasscodeItem(id: "first", title: "First")
  private let second = PasscodeItem(id: "second", title: "Second")

  @MainActor private func makeSUT() -> (
    PasscodePresenter, PasscodeViewSpy, PasscodeInteractorStub,
    PasscodeModuleOutputSpy
  ) {
    let view = PasscodeViewSpy()
    let interactor = PasscodeInteractorStub()
    let output = PasscodeModuleOutputSpy()
    let sut = PasscodePresenter(view: view, interactor: interactor)
    sut.output = output
    return (sut, view, interactor, output)
  }

  @MainActor func testReleasingThePresenterCancelsItsLoading() async {
    let interactor = PasscodeInteractorStub()
    var presenter: PasscodePresenter? = PasscodePresenter(
      view: PasscodeViewSpy(), interactor: interactor)
    presenter?.show(first, restoring: nil)
    let loading = presenter?.loadingTask?.task

    XCTAssertEqual(loading?.isCancelled, false)
    presenter = nil
    XCTAssertEqual(loading?.isCancelled, true, "a released cell stops loading its item's likes")
    // The load had already been asked for: answer it so that no task is left waiting.
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    await loading?.value
  }

  @MainActor func testShowDisplaysTheItemWithItsGalleryAtTheStartAndLoadsItsLikes() async {
    let (sut, view, interactor, _) = makeSUT()

    sut.show(first, restoring: nil)

    XCTAssertEqual(view.viewModels, [PasscodeViewModel(title: "First", likes: "", isLiked: false)])
    XCTAssertEqual(view.scrolls, [0])
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    XCTAssertEqual(interactor.loads, ["first"])
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    await sut.loadingTask?.value
  }

  @MainActor func testShowRestoresTheItemsGalleryOffset() async {
    let (sut, view, interactor, _) = makeSUT()

    sut.show(first, restoring: PasscodeState(galleryOffset: 120))

    XCTAssertEqual(view.scrolls, [120])
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    await sut.loadingTask?.value
  }

  @MainActor func testLoadedLikesAreShown() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }

    interactor.finishLoading("first", with: PasscodeLikes(count: 12, isLiked: true))
    await sut.loadingTask?.value

    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First", likes: "12 likes", isLiked: true))
  }

  @MainActor func testLikesThatFailToLoadShowAsFailed() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }

    interactor.failLoading("first")
    await sut.loadingTask?.value

    XCTAssertEqual(
      view.viewModels.last,
      PasscodeViewModel(title: "First", likes: "", isLiked: false, likesFailed: true))
  }

  @MainActor func testThePreviousItemsLateLikesAreIgnored() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    let firstLoading = sut.loadingTask
    await PasscodeTasks.runUntil { interactor.loads == ["first"] }

    sut.show(second, restoring: nil)
    await PasscodeTasks.runUntil { interactor.loads == ["first", "second"] }
    interactor.finishLoading("first", with: PasscodeLikes(count: 5, isLiked: true))
    await firstLoading?.value

    XCTAssertEqual(firstLoading?.isCancelled, true, "the previous item's loading is cancelled")
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "Second", likes: "", isLiked: false))
    XCTAssertFalse(view.viewModels.contains { $0.likes == "5 likes" }, "the first item's likes never show")
    interactor.finishLoading("second", with: PasscodeLikes(count: 7, isLiked: false))
    await sut.loadingTask?.value
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "Second", likes: "7 likes", isLiked: false))
  }

  @MainActor func testCurrentStateIsWhereTheUserLeftTheGallery() async {
    let (sut, view, interactor, _) = makeSUT()
    XCTAssertNil(sut.currentState(), "no item, no state")
    sut.show(first, restoring: nil)

    view.galleryOffset = 80

    XCTAssertEqual(sut.currentState(), PasscodeState(galleryOffset: 80))
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    await sut.loadingTask?.value
  }

  @MainActor func testALikeGoesThroughTheInteractorAndShowsItsResult() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.likesAfterChange = PasscodeLikes(count: 2, isLiked: true)

    sut.didTapLike()
    await sut.likingTask?.value

    XCTAssertEqual(interactor.changes, [PasscodeLikeChange(isLiked: true, id: "first")])
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First", likes: "2 likes", isLiked: true))
  }

  /// The like shows at once; a second tap while the like is on its way is ignored, and a tap once it is over
  /// takes the like back: a double tap never likes twice.
  @MainActor func testALikeShowsAtOnceAndATapWhileItIsOnItsWayIsIgnored() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.holdsChanges = true

    sut.didTapLike()
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First", likes: "2 likes", isLiked: true),
      "the like shows before the service answers")
    sut.didTapLike()
    await PasscodeTasks.runUntil { !interactor.changes.isEmpty }
    interactor.finishChanges(with: PasscodeLikes(count: 2, isLiked: true))
    await sut.likingTask?.value
    interactor.likesAfterChange = PasscodeLikes(count: 1, isLiked: false)
    sut.didTapLike()
    await sut.likingTask?.value

    XCTAssertEqual(
      interactor.changes,
      [
        PasscodeLikeChange(isLiked: true, id: "first"),
        PasscodeLikeChange(isLiked: false, id: "first"),
      ])
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First", likes: "1 like", isLiked: false))
  }

  @MainActor func testAFailedLikeShowsTheLikesFromBeforeTheTap() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.holdsChanges = true

    sut.didTapLike()
    await PasscodeTasks.runUntil { !interactor.changes.isEmpty }
    interactor.failChanges()
    await sut.likingTask?.value

    XCTAssertEqual(
      Array(view.viewModels.suffix(2)),
      [
        PasscodeViewModel(title: "First", likes: "2 likes", isLiked: true),
        PasscodeViewModel(title: "First", likes: "1 like", isLiked: false),
      ])
  }

  @MainActor func testALikeBeforeTheLikesLoadedDoesNothing() async {
    let (sut, _, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)

    sut.didTapLike()

    XCTAssertNil(sut.likingTask)
    XCTAssertEqual(interactor.changes, [])
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    await sut.loadingTask?.value
  }

  @MainActor func testOpenReachesTheOutputWithTheShownItem() async {
    let (sut, _, interactor, output) = makeSUT()
    sut.didTapOpen()
    XCTAssertEqual(output.opened, [], "nothing to open before an item is shown")
    sut.show(first, restoring: nil)
    sut.show(second, restoring: nil)

    sut.didTapOpen()

    XCTAssertEqual(output.opened, [second])
    await PasscodeTasks.runUntil { interactor.loads.count == 2 }
    interactor.finishLoading("first", with: PasscodeLikes(count: 0, isLiked: false))
    interactor.finishLoading("second", with: PasscodeLikes(count: 0, isLiked: false))
    await sut.loadingTask?.value
  }

  @MainActor func testARetryAfterAFailedLoadLoadsTheLikesAgain() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.didTapRetry()
    XCTAssertEqual(interactor.loads, [], "no item, nothing to retry")
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.failLoading("first")
    await sut.loadingTask?.value

    sut.didTapRetry()

    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First", likes: "", isLiked: false),
      "loading again")
    await PasscodeTasks.runUntil { interactor.loads.count == 2 }
    XCTAssertEqual(interactor.loads, ["first", "first"])
    interactor.finishLoading("first", with: PasscodeLikes(count: 4, isLiked: false))
    await sut.loadingTask?.value
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First", likes: "4 likes", isLiked: false))
    sut.didTapRetry()
    XCTAssertEqual(interactor.loads.count, 2, "loaded likes are not loaded again")
  }

  /// The list reconfigures a visible cell with the same item (a new title, say): its likes stay, nothing is
  /// fetched, and a like on its way is not overwritten.
  @MainActor func testShowingTheShownItemAgainKeepsItsLikesAndFetchesNothing() async {
    let (sut, view, interactor, _) = makeSUT()
    sut.show(first, restoring: nil)
    await PasscodeTasks.runUntil { !interactor.loads.isEmpty }
    interactor.finishLoading("first", with: PasscodeLikes(count: 1, isLiked: false))
    await sut.loadingTask?.value
    interactor.holdsChanges = true
    sut.didTapLike()

    sut.show(PasscodeItem(id: "first", title: "First, renamed"), restoring: nil)

    XCTAssertEqual(interactor.loads, ["first"], "no second fetch")
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First, renamed", likes: "2 likes", isLiked: true),
      "the like on its way still shows")
    await PasscodeTasks.runUntil { !interactor.changes.isEmpty }
    interactor.finishChanges(with: PasscodeLikes(count: 2, isLiked: true))
    await sut.likingTask?.value
    XCTAssertEqual(
      view.viewModels.last, PasscodeViewModel(title: "First, renamed", likes: "2 likes", isLiked: true))
  }
}
