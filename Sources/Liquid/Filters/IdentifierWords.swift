/// Splits identifiers and phrases into words for the code-generation filters.
///
/// Words break at anything that is not a letter or digit (spaces, `-`, `_`, `.`), at a
/// lower-case letter or digit followed by an upper-case letter (`userProfile`, `HTTP2Client`),
/// and before the last capital of an acronym that starts a new word (`URLSession` → `URL`,
/// `Session`). Digits stay with the letters before them (`HTTP2`, `version2`).
public enum IdentifierWords {
  /// The words of `text`, with their original case.
  public static func split(_ text: String) -> [String] {
    text.utf8.allSatisfy { $0 < 0x80 } ? splitASCII(text) : splitCharacters(text)
  }

  /// ``split(_:)`` character by character, for any text.
  static func splitCharacters(_ text: String) -> [String] {
    var words: [String] = []
    var current: [Character] = []
    let characters = Array(text)
    func flush() {
      if !current.isEmpty { words.append(String(current)) }
      current.removeAll()
    }
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        flush()
        continue
      }
      if let previous = current.last, character.isUppercase {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        if previous.isLowercase || previous.isNumber {
          flush()
        } else if previous.isUppercase, let next, next.isLowercase {
          flush()
        }
      }
      current.append(character)
    }
    flush()
    return words
  }

  /// ``split(_:)`` for ASCII text, byte by byte (the usual case: module and type names), with the
  /// same rules and without looking up Unicode properties.
  static func splitASCII(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    var words: [String] = []
    var start: Int?  // where the current word starts; it runs up to the byte before `index`
    for index in bytes.indices {
      let byte = bytes[index]
      guard isASCIIUpper(byte) || isASCIILower(byte) || isASCIIDigit(byte) else {
        if let first = start { words.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
        start = nil
        continue
      }
      if let first = start, isASCIIUpper(byte) {
        let previous = bytes[index - 1]
        let nextIsLower = index + 1 < bytes.count && isASCIILower(bytes[index + 1])
        if isASCIILower(previous) || isASCIIDigit(previous) || (isASCIIUpper(previous) && nextIsLower) {
          words.append(String(decoding: bytes[first..<index], as: UTF8.self))
          start = index
        }
      }
      if start == nil { start = index }
    }
    if let first = start { words.append(String(decoding: bytes[first...], as: UTF8.self)) }
    return words
  }

  private static func isASCIIUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
  private static func isASCIILower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
  private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// Whether a word is an acronym worth keeping in capitals (`URL`, `ID`, `HTTP2`).
  static func isAcronym(_ word: String) -> Bool {
    word.count >= 2 && word.contains(where: \.isLetter) && !word.contains(where: \.isLowercase)
  }

  /// `word` with its first character upper-cased and the rest lower-cased.
  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst().lowercased()
  }
}

extension StandardFilters {
  /// `upper_first`, `lower_first`, `camel_case`, `pascal_case`, `snake_case`, `kebab_case`.
  static let codeGenerationFilters: [String: FilterFunction] = [
    "upper_first": unary { input in
      let text = input.rubyString
      guard let first = text.first else { return .string(text) }
      return .string(first.uppercased() + text.dropFirst())
    },
    "lower_first": unary { input in
      let text = input.rubyString
      guard let first = text.first else { return .string(text) }
      return .string(first.lowercased() + text.dropFirst())
    },
    "camel_case": unary { .string(camelCase($0.rubyString, upperFirst: false)) },
    "pascal_case": unary { .string(camelCase($0.rubyString, upperFirst: true)) },
    "snake_case": unary {
      .string(IdentifierWords.split($0.rubyString).map { $0.lowercased() }.joined(separator: "_"))
    },
    "kebab_case": unary {
      .string(IdentifierWords.split($0.rubyString).map { $0.lowercased() }.joined(separator: "-"))
    },
  ]

  /// Joins the words in camel case. Acronyms written in capitals keep them after the first word
  /// (`userID` → `userID`, `URLSession` → `URLSession` in Pascal case), as Swift's API naming
  /// guidelines ask; a first word is entirely lower-cased in camel case (`urlSession`). Input
  /// written entirely in capitals (`USER_NAME`) is treated as ordinary words.
  static func camelCase(_ text: String, upperFirst: Bool) -> String {
    let words = IdentifierWords.split(text)
    let keepAcronyms = text.contains(where: \.isLowercase)
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0 && !upperFirst {
        result += word.lowercased()
      } else if keepAcronyms && IdentifierWords.isAcronym(word) {
        result += word
      } else {
        result += IdentifierWords.capitalized(word)
      }
    }
    return result
  }
}
