import Foundation

/// A view's or view controller's part in the trait model: its overrides, and the traits it read while laying out.
@MainActor
final class TraitEnvironmentState {
  /// The traits the owner sets over those it inherits.
  var overrides: [ObjectIdentifier: Any] = [:]

  /// The traits the owner read from its own trait collection while laying out, with the values it read.
  fileprivate let reads = TraitReads()

  /// How many of the owner's layout methods are running (they may nest).
  private var layoutDepth = 0

  /// Whether ``TraitTracking`` watches this state.
  fileprivate var isRegistered = false

  /// The view or view controller this belongs to.
  fileprivate weak var owner: (any TraitTrackingOwner)?

  /// The state of `owner`.
  init(owner: any TraitTrackingOwner) {
    self.owner = owner
  }

  /// The trait collection made of `inherited` with the overrides applied; reads from it are recorded while the
  /// owner lays out.
  func collection(inheriting inherited: [ObjectIdentifier: Any]) -> UITraitCollection {
    UITraitCollection(values: inherited.merging(overrides) { $1 }, reads: reads)
  }

  /// Forgets the traits read in the previous layout pass: the owner's next pass records what it reads now.
  func beginLayoutPass() {
    reads.removeAll()
  }

  /// Runs `body`, one of the owner's layout methods, recording the traits it reads; an owner that read a trait is
  /// watched from then on.
  func trackingReads(_ body: () -> Void) {
    layoutDepth += 1
    reads.isRecording = true
    defer {
      layoutDepth -= 1
      reads.isRecording = layoutDepth > 0
      if !isRegistered, !reads.isEmpty {
        isRegistered = true
        TraitTracking.register(self)
      }
    }
    body()
  }
}

/// The traits read from an owner's trait collections while it laid out, with their values; thread-safe, since a
/// trait collection can be read anywhere.
final class TraitReads: @unchecked Sendable {
  private let lock = NSLock()
  private var recording = false
  private var values: [ObjectIdentifier: AnyHashable] = [:]

  /// Whether reads are recorded now.
  var isRecording: Bool {
    get { lock.withLock { recording } }
    set { lock.withLock { recording = newValue } }
  }

  /// The traits read, with the values read.
  var recorded: [ObjectIdentifier: AnyHashable] { lock.withLock { values } }

  /// Whether no trait was read.
  var isEmpty: Bool { lock.withLock { values.isEmpty } }

  /// Records that the trait keyed `key` was read as `value`, if reads are recorded now.
  func record(_ key: ObjectIdentifier, _ value: AnyHashable) {
    lock.withLock {
      if recording { values[key] = value }
    }
  }

  /// Forgets every read.
  func removeAll() {
    lock.withLock { values = [:] }
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

  /// Starts watching `state` for trait changes.
  fileprivate static func register(_ state: TraitEnvironmentState) {
    entries.append(Entry(state: state))
  }

  /// Traits may have changed (an override was set, a view moved): each owner whose read traits changed needs
  /// layout.
  static func traitsMayHaveChanged() {
    entries.removeAll { $0.state?.owner == nil }
    for state in entries.compactMap(\.state) {
      guard let owner = state.owner, !state.reads.isEmpty else { continue }
      let current = owner.traitCollection
      if state.reads.recorded.contains(where: { key, value in current.hashableValue(for: key) != value }) {
        owner.invalidateLayoutForTraitChange()
      }
    }
  }
}
