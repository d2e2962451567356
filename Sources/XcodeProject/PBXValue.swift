/// A value of an old-style (OpenStep) property list as `project.pbxproj` holds it, with the byte
/// ranges the editor needs to insert lines without rewriting anything else.
package indirect enum PBXValue: Sendable {
  /// A string, quoted or bare, unescaped; `range` covers it as written.
  case string(String, range: Range<Int>)
  /// `<hex bytes>` data, as written.
  case data(String, range: Range<Int>)
  /// `( … )`; `range` runs from `(` to just after `)`.
  case array([PBXValue], range: Range<Int>)
  /// `{ … }` with its entries in file order; `range` runs from `{` to just after `}`.
  case dictionary([Entry], range: Range<Int>)

  /// One `key = value;` of a dictionary.
  package struct Entry: Sendable {
    /// The key, unescaped.
    package var key: String
    /// Where the key is written.
    package var keyRange: Range<Int>
    /// The value.
    package var value: PBXValue
  }

  /// Where the value is written.
  package var range: Range<Int> {
    switch self {
    case .string(_, let range), .data(_, let range), .array(_, let range), .dictionary(_, let range): range
    }
  }

  /// The string, when the value is one.
  package var string: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// The elements, when the value is an array.
  package var array: [PBXValue]? {
    if case .array(let items, _) = self { return items }
    return nil
  }

  /// The entries, when the value is a dictionary.
  package var entries: [Entry]? {
    if case .dictionary(let entries, _) = self { return entries }
    return nil
  }

  /// The value of `key`, when the value is a dictionary holding it.
  package subscript(key: String) -> PBXValue? {
    entries?.first { $0.key == key }?.value
  }
}
