/// A value read from a JSON (or YAML) document, with the location it starts at; object members
/// keep their order and their keys' locations, so callers can report problems precisely.
public struct DocumentNode: Sendable {
  /// An object member: key, where the key starts, and the value.
  public typealias Member = (key: String, keyLocation: SourceLocation, value: DocumentNode)

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
    case array([DocumentNode])
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
}
