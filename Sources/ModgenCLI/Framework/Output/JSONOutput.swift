import Foundation

/// Encodes `--json` output: pretty-printed with sorted keys, unescaped slashes, empty arrays and
/// objects as `[]` and `{}`, and a final newline.
enum JSONOutput {
  /// The JSON text of `value`.
  static func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    return compactingEmptyContainers(text) + "\n"
  }

  /// Folds `[` or `{` followed only by line breaks and spaces up to its closing bracket into `[]`
  /// or `{}`. Strings cannot contain a raw line break in JSON, so only layout is touched.
  static func compactingEmptyContainers(_ text: String) -> String {
    var result = ""
    var characters = text[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      result.append(character)
      guard character == "[" || character == "{", characters.first == "\n" else { continue }
      let rest = characters.drop { $0 == "\n" || $0 == " " }
      let closer: Character = character == "[" ? "]" : "}"
      if rest.first == closer {
        result.append(closer)
        characters = rest.dropFirst()
      }
    }
    return result
  }
}
