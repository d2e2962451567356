import TemplateSpec

/// A JSON scalar for `--json` output (parameter values and defaults keep their JSON type).
package enum JSONScalar: Encodable, Sendable, Equatable {
  /// A string.
  case string(String)
  /// A boolean.
  case bool(Bool)
  /// An integer.
  case int(Int)

  /// The JSON form of a parameter value.
  package init(_ value: ParameterValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .int(number)
    }
  }

  /// Encodes the bare scalar.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .bool(let flag): try container.encode(flag)
    case .int(let number): try container.encode(number)
    }
  }
}
