import Foundation

/// UIKit's `UIStoryboard` where UIKit does not exist: declared so that code which loads screens from
/// storyboards compiles, but no storyboard file can be read here.
///
/// ``instantiateInitialViewController()`` finds nothing, and asking for a controller by identifier stops
/// the program with the message UIKit's exception carries for an identifier a storyboard lacks. Tests that
/// run where UIKit does not exist build their screens in code.
@MainActor
open class UIStoryboard: NSObject {
  /// The storyboard file's name, without its extension (the stand-in's own record; UIKit does not expose it).
  let name: String

  /// The storyboard `name` in `bundle` (the main bundle when `nil`); a convenience initializer, as in UIKit.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.init(storyboardName: name)
  }

  /// The designated initializer, which UIKit's Swift API does not show.
  init(storyboardName name: String) {
    self.name = name
    super.init()
  }

  /// The storyboard's initial view controller; `nil` here, where storyboards are not read.
  open func instantiateInitialViewController() -> UIViewController? {
    nil
  }

  /// The view controller with `identifier`; stops the program here, where storyboards are not read.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    preconditionFailure(
      "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)' "
        + "(storyboards are not read where UIKit does not exist).")
  }
}
