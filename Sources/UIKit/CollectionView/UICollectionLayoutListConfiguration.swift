import Foundation

/// UIKit's `UICollectionLayoutListConfiguration` where UIKit does not exist: how a list layout looks (plain,
/// grouped, inset grouped or sidebar) and whether its sections have header and footer views.
public struct UICollectionLayoutListConfiguration {
  /// The list's look.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Appearance {
    /// Rows from edge to edge.
    case plain
    /// Sections separated by space, on the grouped background.
    case grouped
    /// Grouped sections with rounded corners, inset from the edges (a settings screen).
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A sidebar without the sidebar's background.
    case sidebarPlain
  }

  /// Whether sections have a header, and how.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum HeaderMode {
    /// No header.
    case none
    /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader`` at each section's top, made by
    /// the data source.
    case supplementary
    /// The first item of each section is shown as its header.
    case firstItemInSection
  }

  /// Whether sections have a footer.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum FooterMode {
    /// No footer.
    case none
    /// A supplementary view of kind ``UICollectionView/elementKindSectionFooter`` at each section's bottom, made
    /// by the data source.
    case supplementary
  }

  /// The list's look.
  public private(set) var appearance: Appearance
  /// Whether rows are separated by lines.
  public var showsSeparators = true
  /// The list's background color; `nil` (the default) is the appearance's system background.
  public var backgroundColor: UIColor?
  /// Whether sections have a header, and how.
  public var headerMode = HeaderMode.none
  /// Whether sections have a footer.
  public var footerMode = FooterMode.none

  /// A list configuration with `appearance`, no headers and no footers.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
