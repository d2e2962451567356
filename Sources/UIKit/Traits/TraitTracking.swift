import Foundation

/// A view's or view controller's part in the trait model: its overrides, and the traits it read while laying out.
@MainActor
final class TraitEnvironmentState {
  /// The traits the owner sets over those it inherits.
  var overrides: [ObjectIdentifier: Any] = [:]

  /// The traits the owner read from its own trait collection while laying out, with the values it read.
  fileprivate var readValues: [ObjectIdentifier: AnyHashable] = [:]

  /// How many of the owner's layout methods are running (they may nest).
  fileprivate var layoutDepth = 0

  /// Whether ``TraitTracking`` watches this state.
  fileprivate var isRegistered = false

  /// The view or view controller this belongs to.
  fileprivate weak var owner: (any TraitTrackingOwner)?

  /// The state of `owner`.
  init(owner: any TraitTrackingOwner) {
    self.owner = owner
  }

  /// The trait collection made of `inherited` with the overrides applied, reporting reads made during the owner's
  /// layout.
  func collection(inheriting inherited: [ObjectIdentifier: Any]) -> UITraitCollection {
    let values = inherited.merging(overrides) { $1 }
    guard layoutDepth > 0 else { return UITraitCollection(values: values) }
    return UITraitCollection(values: values) { [weak self] key, value in
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated { self?.record(key, value) }
    }
  }

  /// Forgets the traits read in the previous layout pass: the owner's next pass records what it reads now.
  func beginLayoutPass() {
    readValues = [:]
  }

  private func record(_ key: ObjectIdentifier, _ value: any Hashable & Sendable) {
    guard layoutDepth > 0 else { return }
    if !isRegistered {
      isRegistered = true
      TraitTracking.register(self)
    }
    readValues[key] = AnyHashable(value)
  }
}

/// A view or view controller whose layout depends on the traits it reads while laying out.
@MainActor
protocol TraitTrackingOwner: AnyObject {
  /// The owner's current traits.
  var traitCollection: UITraitCollection { get }
  /// Asks for a layout pass of the owner (its view, for a view controller).
  func invalidateLayoutForTraitChange()
}

/// Automatic trait tracking: the traits a view reads in `layoutSubviews()`, or a view controller in
/// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`, from its own `traitCollection` are remembered; when one
/// of them changes (an override, or a move to another superview or window), the view needs layout again.
@MainActor
enum TraitTracking {
  /// A tracked state, kept weakly.
  private struct Entry {
    weak var state: TraitEnvironmentState?
  }

  /// The states that read traits while laying out.
  private static var entries: [Entry] = []

  /// The traits of the stand-in's screen: iOS's default text size.
  static let screenTraits: [ObjectIdentifier: Any] = [
    UITraitCollection.contentSizeCategoryKey: UIContentSizeCategory.large
  ]

  /// Runs `body`, one of the owner of `state`'s layout methods, recording the traits it reads.
  static func trackingReads(of state: TraitEnvironmentState, _ body: () -> Void) {
    state.layoutDepth += 1
    defer { state.layoutDepth -= 1 }
    body()
  }

  /// Starts watching `state` for trait changes.
  fileprivate static func register(_ state: TraitEnvironmentState) {
    entries.append(Entry(state: state))
  }

  /// Traits may have changed (an override was set, a view moved): each owner whose read traits changed needs
  /// layout.
  static func traitsMayHaveChanged() {
    entries.removeAll { $0.state?.owner == nil }
    for state in entries.compactMap(\.state) {
      guard let owner = state.owner else { continue }
      let current = owner.traitCollection
      if state.readValues.contains(where: { key, value in current.hashableValue(for: key) != value }) {
        owner.invalidateLayoutForTraitChange()
      }
    }
  }
}
