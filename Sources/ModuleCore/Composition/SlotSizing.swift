#if canImport(UIKit) && !os(macOS)
  import UIKit

  /// How a slot container gets the height of the child module embedded in it.
  ///
  /// A child's view is pinned to its container's edges, and a child screen's own constraints only bound its height
  /// (its content centred, at least a margin from the top and bottom). A plain `UIView` has no intrinsic content
  /// size, so content hugging alone leaves its height to the layout engine. An explicit `height == 0` constraint at
  /// `fittingSizeLevel`, the lowest priority, gives the engine one answer: the smallest height the child's required
  /// constraints allow.
  @MainActor
  public enum SlotSizing {
    /// The identifier of the constraint ``wrapChild(in:)`` adds.
    public static let identifier = "ModuleCore.SlotSizing.wrapsChild"

    /// Adds and activates `container.height == 0` at `fittingSizeLevel`, once; returns it.
    @discardableResult
    public static func wrapChild(in container: UIView) -> NSLayoutConstraint {
      if let existing = container.constraints.first(where: { $0.identifier == identifier }) { return existing }
      let wraps = container.heightAnchor.constraint(equalToConstant: 0)
      wraps.priority = .fittingSizeLevel
      wraps.identifier = identifier
      wraps.isActive = true
      return wraps
    }
  }
#endif
