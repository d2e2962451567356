import Foundation

/// Which letters a text input capitalizes by itself.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum UITextAutocapitalizationType: Int, Sendable {
  /// None.
  case none = 0
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (the default).
  case sentences
  /// Every letter.
  case allCharacters
}
