import Foundation

/// What an accessibility element is and what state it is in, as VoiceOver announces it ("button", "heading",
/// "selected", "dimmed").
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The trait bits.
  public let rawValue: UInt64

  /// Traits with `rawValue`'s bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// The element acts as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element opens a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected (a chosen tab, a checked row).
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element is a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarizes the screen when it appears.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is disabled and does not respond.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often (a timer).
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session, so VoiceOver stays quiet.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value can be raised and lowered (a slider).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element takes touches directly (a drawing canvas).
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a heading that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
