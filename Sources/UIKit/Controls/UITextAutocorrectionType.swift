import Foundation

/// Whether a text input corrects spelling as the user types.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice for the context.
  case `default` = 0
  /// No autocorrection.
  case no
  /// Autocorrection.
  case yes
}
