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

    XCTAssertTrue(sut.gallery.isDescendant(of: sut.view))
    XCTAssertTrue(sut.titleLabel.isDescendant(of: sut.view))
    XCTAssertTrue(sut.likeButton.isDescendant(of: sut.view))
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
    sut.loadViewIfNeeded()

    XCTAssertEqual(sut.titleLabel.text, "Title")
    XCTAssertEqual(sut.likesLabel.text, "3 likes")
    XCTAssertFalse(sut.likesLabel.isHidden)
    XCTAssertTrue(sut.likesIndicator.isHidden, "a stopped indicator hides")
    XCTAssertTrue(sut.likeButton.isSelected)
    XCTAssertEqual(
      sut.likeButton.accessibilityLabel, PasscodeStrings.like, "label in name: the visible title")
  }

  @MainActor func testWhileTheLikesLoadTheCardShowsAnActivityIndicatorInTheirPlace() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.display(PasscodeViewModel(title: "Title", likes: "", isLiked: false))

    XCTAssertTrue(sut.likesIndicator.isAnimating)
    XCTAssertFalse(sut.likesIndicator.isHidden)
    XCTAssertEqual(sut.likesIndicator.accessibilityIdentifier, "Passcode.likesLoading")
    XCTAssertTrue(sut.likesLabel.isHidden)
    XCTAssertFalse(sut.likeButton.isSelected)
    XCTAssertEqual(sut.likeButton.accessibilityLabel, PasscodeStrings.like)
  }

  /// A tap on a button sends its `.touchUpInside` actions (`UIControl.sendActions(for:)` plays it): the button's
  /// `UIAction` forwards it.
  @MainActor func testTheButtonsTapsAreForwardedToDelegate() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.loadViewIfNeeded()

    sut.likeButton.sendActions(for: .touchUpInside)
    sut.openButton.sendActions(for: .touchUpInside)

    XCTAssertEqual(eventHandler.calls, [.didTapLike, .didTapOpen])
    XCTAssertEqual(sut.likeButton.accessibilityIdentifier, "Passcode.like")
    XCTAssertEqual(sut.openButton.accessibilityIdentifier, "Passcode.open")
  }

  @MainActor func testLikesThatFailedShowWhyAndARetryInPlaceOfTheIndicator() async {
    let eventHandler = PasscodeViewDelegateSpy()
    let sut = PasscodeViewController()
    sut.eventHandler = eventHandler
    sut.loadViewIfNeeded()
    XCTAssertTrue(sut.retryButton.isHidden, "no retry while the likes load")

    sut.display(PasscodeViewModel(title: "Title", likes: "", isLiked: false, likesFailed: true))

    XCTAssertFalse(sut.likesIndicator.isAnimating, "no endless spinner")
    XCTAssertEqual(sut.likesLabel.text, PasscodeStrings.likesFailed)
    XCTAssertFalse(sut.likesLabel.isHidden)
    XCTAssertFalse(sut.retryButton.isHidden)
    XCTAssertFalse(sut.likeButton.isEnabled, "nothing to like before the likes load")
    sut.retryButton.sendActions(for: .touchUpInside)
    XCTAssertEqual(eventHandler.calls, [.didTapRetry])
    sut.display(PasscodeViewModel(title: "Title", likes: "3 likes", isLiked: false))
    XCTAssertTrue(sut.retryButton.isHidden)
    XCTAssertTrue(sut.likeButton.isEnabled)
  }

  @MainActor func testTextsFollowTheUsersTextSizeAndWrap() async {
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    for label in [sut.titleLabel, sut.likesLabel] {
      XCTAssertTrue(label.adjustsFontForContentSizeCategory)
      XCTAssertEqual(label.numberOfLines, 0)
    }
    for button in [sut.likeButton, sut.retryButton, sut.openButton] {
      XCTAssertEqual(button.titleLabel?.adjustsFontForContentSizeCategory, true)
    }
  }

  @MainActor func testTheButtonsStackAtAccessibilityTextSizesAndSitSideBySideOtherwise() async throws {
    guard #available(iOS 18.0, *) else {
      throw XCTSkip("a text size read while laying out is tracked from iOS 18; before, the labels' new fonts lay out")
    }
    let sut = PasscodeViewController()
    sut.loadViewIfNeeded()

    sut.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    sut.view.layoutIfNeeded()
    XCTAssertEqual(sut.buttonsRow.axis, .vertical)

    sut.traitOverrides.preferredContentSizeCategory = .large
    sut.view.layoutIfNeeded()
    XCTAssertEqual(sut.buttonsRow.axis, .horizontal)
  }
}
