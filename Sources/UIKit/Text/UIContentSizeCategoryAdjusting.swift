import Foundation

/// A view whose text can follow the user's preferred text size (labels, text fields).
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font updates when the user changes the preferred text size; set it on views whose font comes from
  /// `UIFont.preferredFont(forTextStyle:)`.
  var adjustsFontForContentSizeCategory: Bool { get set }
}
