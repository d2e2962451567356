import Liquid

/// A typed parameter value.
package enum ParameterValue: Sendable, Hashable, Encodable, CustomStringConvertible {
  /// A `string` or `choice` value.
  case string(String)
  /// A `bool` value.
  case bool(Bool)
  /// An `int` value.
  case int(Int)
  /// A `list` value.
  case list([String])

  /// A value typed by its spelling, where no template says what type it has (a project default):
  /// `true` and `false` a bool, a whole number an int, anything else a string.
  package init(spelling value: String) {
    self =
      value == "true" ? .bool(true) : value == "false" ? .bool(false) : Int(value).map { .int($0) } ?? .string(value)
  }

  /// The value as text (`true`, `42`, `swift-testing`).
  package var description: String {
    switch self {
    case .string(let value): return value
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .list(let items): return items.joined(separator: ",")
    }
  }

  /// Encodes the bare scalar, keeping its JSON type (for `--json` output).
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .bool(let flag): try container.encode(flag)
    case .int(let number): try container.encode(number)
    case .list(let items): try container.encode(items)
    }
  }

  /// The value as templates see it.
  package var liquidValue: LiquidValue {
    switch self {
    case .string(let value): return .string(value)
    case .bool(let value): return .bool(value)
    case .int(let value): return .int(value)
    case .list(let items): return .array(items.map { .string($0) })
    }
  }
}
