/// What a `string` parameter must be, declared with `"format"` in template.json, checked (and
/// normalised) before anything is rendered, so a value cannot produce code that does not compile.
package enum StringFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// A Swift type name, or the part of one (`LoadCart`): letters and digits, starting with a
  /// letter; the first letter is made uppercase (`loadCart` → `LoadCart`).
  case swiftType = "swift-type"
  /// A Swift identifier in lowerCamelCase (`loadCart`): letters and digits, starting with a
  /// letter; the first letter is made lowercase (`LoadCart` → `loadCart`).
  case swiftIdentifier = "swift-identifier"
  /// The name of a module (`ProfileHeader`): a Swift type name as `swift-type`, which `gen` also
  /// checks as it checks the module's own name (no keyword, no common type such as `Task`).
  case moduleName = "module-name"

  /// The value in its normal form, or why it cannot be one (with a suggestion when there is one).
  package func normalize(_ value: String) -> Result<String, FormatFailure> {
    let scalars = Array(value.unicodeScalars)
    let isWord = scalars.allSatisfy { Self.isLetter($0) || ("0"..."9").contains($0) }
    guard let first = scalars.first, Self.isLetter(first), isWord else {
      return .failure(FormatFailure(value: value, format: self, suggestion: suggestion(for: value)))
    }
    let head = String(first)
    let normalized = (self == .swiftIdentifier ? head.lowercased() : head.uppercased()) + String(value.dropFirst())
    if Self.keywords.contains(normalized) {
      return .failure(FormatFailure(value: value, format: self, suggestion: nil))
    }
    return .success(normalized)
  }

  /// Words of `value` joined in this format's case, when that gives a valid name.
  private func suggestion(for value: String) -> String? {
    let words = value.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    joined = String(joined.drop { $0.isNumber })
    guard !joined.isEmpty, case .success(let fixed) = normalize(joined) else { return nil }
    return fixed
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Keywords that cannot name a type or a member even after normalising.
  private static let keywords: Set<String> = [
    "Any", "Self", "Type", "Protocol", "self", "super", "init", "deinit", "subscript", "default", "case", "class",
    "struct", "enum", "func", "var", "let", "if", "else", "for", "while", "return", "switch", "import", "in", "is",
    "as", "nil", "true", "false", "try", "throw", "throws", "where", "do", "catch", "repeat", "guard", "defer",
    "break", "continue", "fallthrough", "extension", "protocol", "static", "public", "private", "internal",
    "fileprivate", "open", "operator", "inout", "typealias", "associatedtype", "some", "any", "await",
  ]
}

/// Why a value does not fit its parameter's ``StringFormat``.
package struct FormatFailure: Error, Sendable, Equatable {
  /// The value given.
  package var value: String
  /// The format it had to fit.
  package var format: StringFormat
  /// A value that fits, made from the same words, when there is one.
  package var suggestion: String?

  /// `'Fetch Orders' is not a Swift type name (letters and digits, starting with a letter); did you mean …`
  package var message: String {
    let what =
      switch format {
      case .swiftType: "a Swift type name"
      case .swiftIdentifier: "a Swift identifier"
      case .moduleName: "a module name"
      }
    var text = "'\(value)' is not \(what) (letters and digits, starting with a letter, not a keyword)"
    if let suggestion { text += "; did you mean '\(suggestion)'?" }
    return text
  }
}
