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

    #expect(sut.gallery.isDescendant(of: sut.view))
    #expect(sut.titleLabel.isDescendant(of: sut.view))
    #expect(sut.likeButton.isDescendant(of: sut.view))
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
    sut.loadViewIfNeeded()

    #expect(sut.titleLabel.text == "Title")
    #expect(sut.likesLabel.text == "3 likes")
    #expect(!sut.likesLabel.isHidden)
    #expect(sut.likesIndicator.isHidden, "a stopped indicator hides")
    #expect(sut.likeButton.isSelected)
    #expect(sut.likeButton.accessibilityLabel == "Unlike")
  }

  @Test func whileTheLikesLoadTheCardShowsAnActivityIndicatorInTheirPlace() {
    sut.loadViewIfNeeded()

    sut.display(PasscodeViewModel(title: "Title", likes: "", isLiked: false))

    #expect(sut.likesIndicator.isAnimating)
    #expect(!sut.likesIndicator.isHidden)
    #expect(sut.likesIndicator.accessibilityIdentifier == "Passcode.likesLoading")
    #expect(sut.likesLabel.isHidden)
    #expect(!sut.likeButton.isSelected)
    #expect(sut.likeButton.accessibilityLabel == "Like")
  }

  /// A tap on a button sends its `.touchUpInside` actions (`UIControl.sendActions(for:)` plays it): the button's
  /// `UIAction` forwards it.
  @Test func theButtonsTapsAreForwardedToDelegate() {
    sut.loadViewIfNeeded()

    sut.likeButton.sendActions(for: .touchUpInside)
    sut.openButton.sendActions(for: .touchUpInside)

    #expect(eventHandler.calls == [.didTapLike, .didTapOpen])
    #expect(sut.likeButton.accessibilityIdentifier == "Passcode.like")
    #expect(sut.openButton.accessibilityIdentifier == "Passcode.open")
  }
}
