import Foundation

/// UIKit's `UITraitCollection` where UIKit does not exist: the environment a view, a view controller or a
/// configuration state is in.
///
/// The stand-in models one trait, the preferred text size (``preferredContentSizeCategory``); an empty collection
/// (what configuration states carry here) answers ``UIContentSizeCategory/unspecified``. Views and view
/// controllers get theirs from the hierarchy: see `UIView.traitCollection`.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The collection's trait values, by trait; a trait without a value answers its default.
  let values: [ObjectIdentifier: Any]

  /// Where reads of this collection's traits are recorded (automatic trait tracking, while its owner lays out).
  private let reads: TraitReads?

  /// An empty trait collection.
  public override init() {
    values = [:]
    reads = nil
    super.init()
  }

  /// A collection with `values`, recording in `reads` the traits code reads.
  init(values: [ObjectIdentifier: Any], reads: TraitReads? = nil) {
    self.values = values
    self.reads = reads
    super.init()
  }

  /// A collection whose only trait is `preferredContentSizeCategory`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: [Self.contentSizeCategoryKey: preferredContentSizeCategory])
  }

  /// Archives are not supported, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The user's preferred text size; ``UIContentSizeCategory/unspecified`` when the collection does not set it.
  open var preferredContentSizeCategory: UIContentSizeCategory {
    let value = values[Self.contentSizeCategoryKey] as? UIContentSizeCategory ?? .unspecified
    reads?.record(Self.contentSizeCategoryKey, value)
    return value
  }

  /// The value of the trait keyed `key`, without telling a tracker, for comparisons.
  func hashableValue(for key: ObjectIdentifier) -> AnyHashable? {
    values[key] as? AnyHashable
  }

  /// The key of the preferred text size.
  static let contentSizeCategoryKey = ObjectIdentifier(UITraitPreferredContentSizeCategory.self)
}
