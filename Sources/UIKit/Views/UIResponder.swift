import Foundation

/// UIKit's `UIResponder` where UIKit does not exist: the base of views and view controllers.
///
/// Like UIKit's, it is an `NSObject`, so views and controllers compare and hash by identity and can
/// conform to UIKit's `NSObjectProtocol`-based delegate protocols. The stand-in has no responder
/// chain or events.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }
}
