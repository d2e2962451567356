import Foundation

/// The keyboard a text input shows.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// ASCII characters only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits 0–9.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A phone keypad that also types names.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts (@ and #).
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits 0–9.
  case asciiCapableNumberPad
}
