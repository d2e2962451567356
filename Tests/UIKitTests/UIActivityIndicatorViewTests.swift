import Testing
import UIKit

/// The activity indicator's `hidesWhenStopped` rule.
@MainActor
struct UIActivityIndicatorViewTests {
  /// `UIActivityIndicatorView.hidesWhenStopped`: "If the value of this property is true (the default), the receiver
  /// sets its isHidden property (UIView) to true when receiver is not animating."
  @Test func aStoppedIndicatorIsHiddenByDefault() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.hidesWhenStopped)
    #expect(spinner.isHidden)
    #expect(!spinner.isAnimating)

    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)

    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
  }

  /// `UIActivityIndicatorView.stopAnimating()`: "When animating is stopped, the indicator is hidden, unless
  /// hidesWhenStopped is false."
  @Test func anIndicatorThatDoesNotHideStaysVisibleWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)

    spinner.startAnimating()
    spinner.stopAnimating()

    #expect(!spinner.isHidden)
    spinner.hidesWhenStopped = true
    #expect(spinner.isHidden)
  }
}
