import Foundation

/// A validated module name: an ASCII Swift identifier in UpperCamelCase that is not a keyword,
/// e.g. `Passcode` or `UserProfile`.
package struct ModuleName: Sendable, Hashable, CustomStringConvertible {
  /// The name as the user typed it (already valid).
  package let value: String

  /// Validates `raw`; the error explains what is wrong and suggests a valid name when it can.
  package init(_ raw: String) throws(ModuleNameError) {
    if let reason = Self.problem(with: raw) {
      throw ModuleNameError(name: raw, reason: reason, suggestion: Self.suggestion(for: raw))
    }
    value = raw
  }

  /// The name itself.
  package var description: String { value }

  /// Swift keywords (and the capitalised words that act as keywords) that cannot name a type.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "package",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any",
  ]

  static func problem(with raw: String) -> ModuleNameError.Reason? {
    guard let first = raw.unicodeScalars.first else { return .empty }
    if let bad = raw.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
      return .invalidCharacter(Character(bad))
    }
    if ("0"..."9").contains(first) { return .startsWithDigit }
    if keywords.contains(raw) { return .keyword }
    if !("A"..."Z").contains(first) { return .notUpperCamelCase }
    if raw.contains("_") { return .notUpperCamelCase }
    return nil
  }

  static func suggestion(for raw: String) -> String? {
    let folded = raw.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    let words = folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    var candidate = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
    candidate = String(candidate.drop(while: { $0.isNumber }))
    guard let first = candidate.first else { return nil }
    if !first.isUppercase { candidate = candidate.prefix(1).uppercased() + candidate.dropFirst() }
    if keywords.contains(candidate) { candidate += "Module" }
    return candidate == raw || problem(with: candidate) != nil ? nil : candidate
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}
