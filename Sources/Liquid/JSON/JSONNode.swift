import Located

/// A parsed JSON value with the location it starts at; object members keep their order and
/// their keys' locations, so callers can report problems precisely.
public struct JSONNode: Sendable {
  /// An object member: key, where the key starts, and the value.
  public typealias Member = (key: String, keyLocation: SourceLocation, value: JSONNode)

  /// The kinds of JSON values.
  public enum Value: Sendable {
    /// `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits in `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object's members in document order (duplicate keys are kept, for diagnostics).
    case object([Member])
  }

  /// The value.
  public var value: Value
  /// Where the value starts.
  public var location: SourceLocation

  /// Creates a node.
  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// The node as a Liquid value: integers stay integers, object key order is kept, and for a
  /// duplicated key the last value wins (in the first key's position), as Ruby's `JSON.parse`.
  public var liquidValue: LiquidValue {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .int(let integer): return .int(integer)
    case .double(let double): return .double(double)
    case .string(let text): return .string(text)
    case .array(let elements): return .array(elements.map(\.liquidValue))
    case .object(let members):
      var object = LiquidObject()
      for member in members { object[member.key] = member.value.liquidValue }
      return .object(object)
    }
  }
}
