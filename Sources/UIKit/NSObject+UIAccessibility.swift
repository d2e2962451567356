import Foundation

/// The labels set with ``ObjectiveC/NSObject/accessibilityLabel``, each kept with a weak reference to its object so
/// that a label never outlives the object it was set on.
@MainActor
private var accessibilityLabels: [ObjectIdentifier: (object: WeakObject, label: String)] = [:]

/// A weak reference to an object that has an accessibility label.
private final class WeakObject {
  weak var object: NSObject?
  init(_ object: NSObject) { self.object = object }
}

extension NSObject {
  /// The text VoiceOver reads for the element (UIKit's `UIAccessibility` property), such as a switch's row title;
  /// `nil` (the default) when the element has none.
  ///
  /// Where UIKit does not exist this is a stored value only (nothing reads it aloud), and, unlike UIKit's, it
  /// cannot be overridden.
  @MainActor public var accessibilityLabel: String? {
    get {
      guard let entry = accessibilityLabels[ObjectIdentifier(self)], entry.object.object === self else { return nil }
      return entry.label
    }
    set {
      accessibilityLabels = accessibilityLabels.filter { $0.value.object.object != nil }
      accessibilityLabels[ObjectIdentifier(self)] = newValue.map { (WeakObject(self), $0) }
    }
  }
}
