import Foundation

/// UIKit's `UISheetPresentationController`: the presentation controller of a sheet (`.pageSheet`, `.formSheet`, and
/// `.automatic`, which becomes a sheet), with the heights it can rest at.
///
/// The stand-in records the settings and does not lay out the sheet.
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet can rest at.
  @MainActor
  public final class Detent: NSObject {
    /// The name of a detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The name.
      public let rawValue: String

      /// Creates an identifier named `rawValue`.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The medium detent: about half the screen.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")

      /// The large detent: the full sheet.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier

    private init(identifier: Identifier) {
      self.identifier = identifier
      super.init()
    }

    /// About half the screen.
    public static func medium() -> Detent { Detent(identifier: .medium) }

    /// The full sheet (the default).
    public static func large() -> Detent { Detent(identifier: .large) }
  }

  /// The heights the sheet can rest at, smallest first; the full sheet only by default.
  open var detents: [Detent] = [.large()]

  /// The detent the sheet rests at; `nil` means the smallest of ``detents``.
  open var selectedDetentIdentifier: Detent.Identifier?

  /// Whether the sheet shows a grabber at its top edge.
  open var prefersGrabberVisible = false

  /// Creates a sheet presentation controller for `presentedViewController`.
  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presenting: presentedViewController, style: .pageSheet)
  }

  override init(presenting presentedViewController: UIViewController, style: UIModalPresentationStyle) {
    super.init(presenting: presentedViewController, style: style)
  }
}
