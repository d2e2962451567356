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
    #expect(
      sut.likeButton.accessibilityLabel == PasscodeStrings.like, "label in name: the visible title")
  }

  @Test func whileTheLikesLoadTheCardShowsAnActivityIndicatorInTheirPlace() {
    sut.loadViewIfNeeded()

    sut.display(PasscodeViewModel(title: "Title", likes: "", isLiked: false))

    #expect(sut.likesIndicator.isAnimating)
    #expect(!sut.likesIndicator.isHidden)
    #expect(sut.likesIndicator.accessibilityIdentifier == "Passcode.likesLoading")
    #expect(sut.likesLabel.isHidden)
    #expect(!sut.likeButton.isSelected)
    #expect(sut.likeButton.accessibilityLabel == PasscodeStrings.like)
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

  @Test func likesThatFailedShowWhyAndARetryInPlaceOfTheIndicator() {
    sut.loadViewIfNeeded()
    #expect(sut.retryButton.isHidden, "no retry while the likes load")

    sut.display(PasscodeViewModel(title: "Title", likes: "", isLiked: false, likesFailed: true))

    #expect(!sut.likesIndicator.isAnimating, "no endless spinner")
    #expect(sut.likesLabel.text == PasscodeStrings.likesFailed)
    #expect(!sut.likesLabel.isHidden)
    #expect(!sut.retryButton.isHidden)
    #expect(!sut.likeButton.isEnabled, "nothing to like before the likes load")
    sut.retryButton.sendActions(for: .touchUpInside)
    #expect(eventHandler.calls == [.didTapRetry])
    sut.display(PasscodeViewModel(title: "Title", likes: "3 likes", isLiked: false))
    #expect(sut.retryButton.isHidden)
    #expect(sut.likeButton.isEnabled)
  }

  @Test func textsFollowTheUsersTextSizeAndWrap() {
    sut.loadViewIfNeeded()

    for label in [sut.titleLabel, sut.likesLabel] {
      #expect(label.adjustsFontForContentSizeCategory)
      #expect(label.numberOfLines == 0)
    }
    for button in [sut.likeButton, sut.retryButton, sut.openButton] {
      #expect(button.titleLabel?.adjustsFontForContentSizeCategory == true)
    }
  }

  @Test func theButtonsStackAtAccessibilityTextSizesAndSitSideBySideOtherwise() {
    // From iOS 18 a text size read while laying out is tracked; before, the labels' new fonts lay the view out, which
    // no test can wait for here.
    guard #available(iOS 18.0, *) else { return }
    sut.loadViewIfNeeded()

    sut.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    sut.view.layoutIfNeeded()
    #expect(sut.buttonsRow.axis == .vertical)

    sut.traitOverrides.preferredContentSizeCategory = .large
    sut.view.layoutIfNeeded()
    #expect(sut.buttonsRow.axis == .horizontal)
  }
}
