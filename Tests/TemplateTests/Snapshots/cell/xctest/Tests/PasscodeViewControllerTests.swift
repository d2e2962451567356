//
//  PasscodeViewControllerTests.swift
//  CellXctest
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import XCTest

@testable import CellXctest

nonisolated final class PasscodeViewControllerTests: XCTestCase {
  @MainActor func testLoadingViewPutsTheGalleryInItAndTriggersNothing() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.loadViewIfNeeded()

    XCTAssertTrue(sut.gallery.superview === sut.view)
    XCTAssertEqual(eventHandler.calls, [])
  }

  @MainActor func testTheGalleryScrollsWithoutLoadingTheView() async {
    let sut = PasscodeViewController()

    sut.scrollGallery(to: 120)

    XCTAssertEqual(sut.galleryOffset, 120)
    XCTAssertFalse(sut.isViewLoaded)
  }

  @MainActor func testGalleryOffsetIsWhereTheUserScrolled() async {
    let sut = PasscodeViewController()

    sut.gallery.contentOffset.x = 64

    XCTAssertEqual(sut.galleryOffset, 64)
  }

  @MainActor func testDisplayShowsTheViewModel() async {
    let sut = PasscodeViewController()
    let viewModel = PasscodeViewModel(title: "Title", likes: "3 likes", isLiked: true)

    sut.display(viewModel)

    XCTAssertEqual(sut.viewModel, viewModel)
  }

  @MainActor func testButtonsAreForwardedToDelegate() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler

    sut.likeButtonTapped()
    sut.openButtonTapped()

    XCTAssertEqual(eventHandler.calls, [.didTapLike, .didTapOpen])
  }
}
