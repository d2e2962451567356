import Foundation

/// UIKit's `UIApplication` where UIKit does not exist: the shared application, which has no scenes.
@MainActor
open class UIApplication: UIResponder {
  /// The application.
  public static let shared = UIApplication()

  /// The scenes connected to the app; there are none where UIKit does not exist, so windows are made
  /// with a frame.
  open var connectedScenes: Set<UIScene> { [] }
}

/// UIKit's `UIScene` where UIKit does not exist.
@MainActor
open class UIScene: UIResponder {}

/// UIKit's `UIWindowScene` where UIKit does not exist.
@MainActor
open class UIWindowScene: UIScene {}
