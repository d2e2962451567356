import Foundation

/// Whether a text input corrects spelling as the user types.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice for the context.
  case `default` = 0
  /// No autocorrection.
  case no
  /// Autocorrection.
  case yes
}
