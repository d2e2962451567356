#if !canImport(UIKit)
  /// Views compare by identity, as `UIView` does through `NSObject`.
  extension PlatformView: Hashable {
    /// Whether `lhs` and `rhs` are the same view.
    nonisolated public static func == (lhs: PlatformView, rhs: PlatformView) -> Bool {
      lhs === rhs
    }

    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
#endif
