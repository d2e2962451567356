import Foundation

/// What a text field asks and tells its delegate while it is edited. Every method has a default that allows the
/// change, as UIKit's optional methods do when not implemented. The stand-in has no keyboard, so it calls none of
/// them by itself.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled (return `false` after acting on it yourself).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Allows the change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Allows clearing.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Lets the text field handle the return key.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
