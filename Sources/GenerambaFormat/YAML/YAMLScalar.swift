/// A YAML scalar as written: its text (after unquoting and escapes), how it was quoted, and the
/// value YAML 1.1 gives it (as Ruby's Psych, which Generamba used, types plain scalars).
///
/// Both are kept: `prefix: NO` has the text `NO` and the value `false`, so a caller can follow
/// Generamba (which sees `false`) or warn about the surprise.
package struct YAMLScalar: Sendable, Hashable {
  /// How a scalar was written.
  package enum Style: String, Sendable, Hashable {
    /// Unquoted; typed by YAML 1.1's rules.
    case plain
    /// In `'single quotes'`; always a string.
    case singleQuoted
    /// In `"double quotes"` (escapes processed); always a string.
    case doubleQuoted
    /// A literal (`|`) or folded (`>`) block scalar; always a string.
    case block
  }

  /// The value of a scalar after YAML 1.1 typing.
  package enum Value: Sendable, Hashable {
    /// `~`, `null` (any case) or nothing at all.
    case null
    /// `yes`/`true`/`on` or `no`/`false`/`off`, in any letter case.
    case bool(Bool)
    /// A decimal, octal (`012`), hexadecimal (`0x1F`), binary (`0b11`) or sexagesimal (`1:30`)
    /// integer; `_` and `,` are ignored.
    case int(Int)
    /// A float such as `1.5`, `1.`, `.5`, `1.5e+3`, `.inf`, `-.inf` or `.nan`.
    case float(Double)
    /// Any other text, and every quoted scalar.
    case string(String)
    /// A plain scalar Psych would load as something this reader does not model (a date, a time,
    /// a symbol, an integer beyond 64 bits); the associated text says which, as in "a date".
    case unsupported(String)
  }

  /// The scalar's characters: for plain scalars exactly as written (trailing spaces dropped),
  /// for quoted ones after unquoting.
  package var text: String
  /// How it was written.
  package var style: Style
  /// The YAML 1.1 value.
  package var value: Value

  /// A scalar with the given text and style, typed by YAML 1.1's rules when plain.
  package init(text: String, style: Style) {
    self.text = text
    self.style = style
    self.value = style == .plain ? Self.resolve(plain: text) : .string(text)
  }

  /// The string value, or nil when the scalar is typed as something else (null, a boolean, a number…).
  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// Whether YAML 1.1 reads it as null.
  package var isNull: Bool { value == .null }

  /// Whether Ruby would treat the value as true in a condition (anything but null and `false`).
  package var isTruthy: Bool {
    switch value {
    case .null, .bool(false): return false
    default: return true
    }
  }

  /// A short description of the value's type for messages: `a string`, `a boolean (false)`, …
  package var typeDescription: String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return "a boolean (\(flag))"
    case .int: return "an integer"
    case .float: return "a float"
    case .string: return "a string"
    case .unsupported(let kind): return kind
    }
  }
}
