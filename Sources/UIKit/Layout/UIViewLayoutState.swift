import Foundation

/// What a view keeps for Auto Layout: its installed constraints, its layout guides, its content priorities and its
/// margins (stored here so the `UIView+Layout.swift` extension can offer UIKit's API).
@MainActor
final class UIViewLayoutState {
  var constraints: [NSLayoutConstraint] = []
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaLayoutGuide: UILayoutGuide?
  var layoutMarginsGuide: UILayoutGuide?
  var readableContentGuide: UILayoutGuide?
  var keyboardLayoutGuide: UIKeyboardLayoutGuide?
  var translatesAutoresizingMaskIntoConstraints = true
  var autoresizingMask: UIView.AutoresizingMask = []
  var autoresizesSubviews = true
  var contentHugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
  var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var insetsLayoutMarginsFromSafeArea = true
  var preservesSuperviewLayoutMargins = false
}
