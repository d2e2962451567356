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
/// The likes line shows an activity indicator while the likes load. The card has no background of its own: it sits
/// on its list cell's.
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

  /// The likes line ("12 likes").
  let likesLabel = UILabel()

  /// Spins while the likes load.
  let likesIndicator = UIActivityIndicatorView(style: .medium)

  /// Likes or unlikes the item; selected while the user likes it.
  let likeButton = UIButton(type: .system)

  /// Opens the item.
  let openButton = UIButton(type: .system)

  override func loadView() {
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.numberOfLines = 0
    titleLabel.accessibilityIdentifier = "Passcode.title"
    likesLabel.font = .preferredFont(forTextStyle: .subheadline)
    likesLabel.textColor = .secondaryLabel
    likesLabel.accessibilityIdentifier = "Passcode.likes"
    likesIndicator.accessibilityIdentifier = "Passcode.likesLoading"
    likeButton.setTitle(PasscodeStrings.like, for: .normal)
    likeButton.accessibilityIdentifier = "Passcode.like"
    likeButton.addAction(UIAction { [weak self] _ in self?.likeButtonTapped() }, for: .touchUpInside)
    openButton.setTitle(PasscodeStrings.open, for: .normal)
    openButton.accessibilityIdentifier = "Passcode.open"
    openButton.addAction(UIAction { [weak self] _ in self?.openButtonTapped() }, for: .touchUpInside)
    let likes = UIStackView(arrangedSubviews: [likesLabel, likesIndicator, likeButton, openButton])
    likes.axis = .horizontal
    likes.spacing = 8
    let stack = UIStackView(arrangedSubviews: [titleLabel, gallery, likes])
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

  /// Forwards a tap on the like button.
  func likeButtonTapped() {
    eventHandler?.didTapLike()
  }

  /// Forwards a tap on the card's open button.
  func openButtonTapped() {
    eventHandler?.didTapOpen()
  }

  /// Shows the view model in the views: the likes line, or the activity indicator while the likes load.
  private func render() {
    guard isViewLoaded else { return }
    titleLabel.text = viewModel?.title
    let likes = viewModel?.likes ?? ""
    likesLabel.text = likes
    likesLabel.isHidden = likes.isEmpty
    if likes.isEmpty {
      likesIndicator.startAnimating()
    } else {
      likesIndicator.stopAnimating()
    }
    likeButton.isSelected = viewModel?.isLiked ?? false
    likeButton.accessibilityLabel = likeButton.isSelected ? "Unlike" : "Like"
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
