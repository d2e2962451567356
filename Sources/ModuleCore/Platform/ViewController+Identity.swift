#if !canImport(UIKit)
  /// Controllers compare by identity, as `UIViewController` does through `NSObject`.
  extension ViewController: Hashable {
    /// Whether `lhs` and `rhs` are the same controller.
    nonisolated public static func == (lhs: ViewController, rhs: ViewController) -> Bool {
      lhs === rhs
    }

    /// Hashes the controller's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
#endif
