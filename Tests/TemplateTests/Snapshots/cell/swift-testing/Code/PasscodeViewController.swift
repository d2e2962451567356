//
//  PasscodeViewController.swift
//  CellSwiftTesting
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Acme. All rights reserved.
//

import ModuleCore
import UIKit

/// The Passcode card: a passive view in a list cell that shows what it is given (a title, a likes line,
/// a like button), with a gallery the user scrolls sideways, and reports every user action to its event handler.
///
/// The likes line shows an activity indicator while the likes load, and a retry button when they failed to load.
/// Texts follow the user's text size while on screen (Dynamic Type) and wrap instead of being cut. What VoiceOver
/// and Voice Control call the like button is its visible title; whether the item is liked is the button's selected
/// state, which UIKit reports as a trait. The card has no background of its own: it sits on its list cell's.
final class PasscodeViewController: UIViewController {
  /// Receives every user action; the presenter by default.
  ///
  /// Strong, unlike a Cocoa delegate, on purpose: the list keeps only this view controller, so this reference
  /// keeps the presenter, and through it the rest of the module, alive. The presenter keeps the view weakly, so
  /// there is no retain cycle.
  var eventHandler: (any PasscodeViewDelegate)?

  /// What the card shows.
  private(set) var viewModel: PasscodeViewModel?

  /// The item's photos, scrolled sideways; made with the controller, so its offset can be set before the view
  /// loads.
  let gallery = UIScrollView()

  /// The item's title.
  let titleLabel = UILabel()

  /// The likes line ("12 likes"), or that they did not load.
  let likesLabel = UILabel()

  /// Spins while the likes load.
  let likesIndicator = UIActivityIndicatorView(style: .medium)

  /// Likes or unlikes the item; selected while the user likes it.
  let likeButton = UIButton(type: .system)

  /// Loads the likes again after they failed to load; hidden otherwise.
  let retryButton = UIButton(type: .system)

  /// Opens the item.
  let openButton = UIButton(type: .system)

  /// The like and open buttons, side by side; stacked at accessibility text sizes, where side by side they would
  /// not fit.
  let buttonsRow = UIStackView()

  override func loadView() {
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.accessibilityIdentifier = "Passcode.title"
    likesLabel.font = .preferredFont(forTextStyle: .subheadline)
    likesLabel.textColor = .secondaryLabel
    likesLabel.accessibilityIdentifier = "Passcode.likes"
    for label in [titleLabel, likesLabel] {
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
    }
    likesIndicator.accessibilityIdentifier = "Passcode.likesLoading"
    configure(likeButton, title: PasscodeStrings.like, identifier: "Passcode.like") {
      $0.likeButtonTapped()
    }
    configure(
      retryButton, title: PasscodeStrings.tryAgain, identifier: "Passcode.retryLikes"
    ) { $0.retryButtonTapped() }
    configure(openButton, title: PasscodeStrings.open, identifier: "Passcode.open") {
      $0.openButtonTapped()
    }
    // The likes line and the buttons sit on rows of their own, so that large text wraps instead of squeezing them.
    let likesLine = UIStackView(arrangedSubviews: [likesLabel, likesIndicator, retryButton])
    likesLine.axis = .horizontal
    likesLine.spacing = 8
    buttonsRow.addArrangedSubview(likeButton)
    buttonsRow.addArrangedSubview(openButton)
    buttonsRow.spacing = 8
    let stack = UIStackView(arrangedSubviews: [titleLabel, gallery, likesLine, buttonsRow])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    let view = UIView()
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      gallery.heightAnchor.constraint(equalToConstant: 120),
    ])
    self.view = view
    render()
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // UIKit lays the view out again when the text size changes: from iOS 18 because the trait is read here, before
    // because the labels' fonts change.
    buttonsRow.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
  }

  /// Forwards a tap on the like button.
  func likeButtonTapped() {
    eventHandler?.didTapLike()
  }

  /// Forwards a tap on the retry button of the likes line.
  func retryButtonTapped() {
    eventHandler?.didTapRetry()
  }

  /// Forwards a tap on the card's open button.
  func openButtonTapped() {
    eventHandler?.didTapOpen()
  }

  /// Gives `button` its localized title (which is also what assistive technologies call it), a text size that
  /// follows the user's, its accessibility identifier, and `action` for a tap.
  private func configure(
    _ button: UIButton, title: String, identifier: String,
    action: @escaping @MainActor (PasscodeViewController) -> Void
  ) {
    button.setTitle(title, for: .normal)
    button.titleLabel?.font = .preferredFont(forTextStyle: .body)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    button.accessibilityIdentifier = identifier
    button.addAction(
      UIAction { [weak self] _ in
        if let self { action(self) }
      }, for: .touchUpInside)
  }

  /// Shows the view model in the views: the likes line, the activity indicator while the likes load, or that
  /// they failed with a retry button.
  private func render() {
    guard isViewLoaded else { return }
    titleLabel.text = viewModel?.title
    let failed = viewModel?.likesFailed ?? false
    let likes = failed ? PasscodeStrings.likesFailed : viewModel?.likes ?? ""
    likesLabel.text = likes
    likesLabel.isHidden = likes.isEmpty
    let isLoading = likes.isEmpty
    if isLoading {
      likesIndicator.startAnimating()
    } else {
      likesIndicator.stopAnimating()
    }
    retryButton.isHidden = !failed
    likeButton.isSelected = viewModel?.isLiked ?? false
    likeButton.isEnabled = !isLoading && !failed
  }
}

// MARK: - PasscodeViewInput

extension PasscodeViewController: PasscodeViewInput {
  func display(_ viewModel: PasscodeViewModel) {
    self.viewModel = viewModel
    render()
  }

  func scrollGallery(to offset: Double) {
    gallery.setContentOffset(.init(x: offset, y: 0), animated: false)
  }

  var galleryOffset: Double {
    Double(gallery.contentOffset.x)
  }
}
