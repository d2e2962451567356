import Foundation

/// The title of the keyboard's return key.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}
