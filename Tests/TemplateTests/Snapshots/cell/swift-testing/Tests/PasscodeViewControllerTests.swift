//
//  PasscodeViewControllerTests.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import Testing

@testable import CellSwiftTesting

@MainActor
struct PasscodeViewControllerTests {
  let sut = PasscodeViewController()
  let eventHandler = PasscodeViewDelegateSpy()

  init() {
    sut.eventHandler = eventHandler
  }

  @Test func loadingViewPutsTheGalleryInItAndTriggersNothing() {
    sut.loadViewIfNeeded()

    #expect(sut.gallery.superview === sut.view)
    #expect(eventHandler.calls == [])
  }

  @Test func theGalleryScrollsWithoutLoadingTheView() {
    sut.scrollGallery(to: 120)

    #expect(sut.galleryOffset == 120)
    #expect(!sut.isViewLoaded)
  }

  @Test func galleryOffsetIsWhereTheUserScrolled() {
    sut.gallery.contentOffset.x = 64

    #expect(sut.galleryOffset == 64)
  }

  @Test func displayShowsTheViewModel() {
    let viewModel = PasscodeViewModel(title: "Title", likes: "3 likes", isLiked: true)

    sut.display(viewModel)

    #expect(sut.viewModel == viewModel)
  }

  @Test func buttonsAreForwardedToDelegate() {
    sut.likeButtonTapped()
    sut.openButtonTapped()

    #expect(eventHandler.calls == [.didTapLike, .didTapOpen])
  }
}
