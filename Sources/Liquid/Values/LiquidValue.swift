/// A value a Liquid template works with: what variables hold and what expressions and filters yield.
///
/// Objects keep their keys in insertion order (as Ruby hashes and JSON documents do), so `for`
/// over an object and `json` output are deterministic.
public enum LiquidValue: Sendable, Hashable {
  /// Liquid's `nil`: undefined variables and missing keys evaluate to it.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer (Ruby's Integer; arithmetic on two integers stays integral).
  case int(Int)
  /// A floating-point number (Ruby's Float).
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([LiquidValue])
  /// An object (Ruby hash) with keys in insertion order.
  case object(LiquidObject)
  /// An inclusive integer range such as `(1..5)`.
  case range(lower: Int, upper: Int)
}

/// An insertion-ordered string-keyed dictionary of ``LiquidValue``s.
public struct LiquidObject: Sendable, Hashable {
  /// The keys, in insertion order.
  public private(set) var keys: [String] = []
  private var storage: [String: LiquidValue] = [:]

  /// Creates an empty object.
  public init() {}

  /// Creates an object from key/value pairs; a repeated key keeps its first position and last value.
  public init(_ pairs: [(String, LiquidValue)]) {
    for (key, value) in pairs { self[key] = value }
  }

  /// The value for `key`, or `nil` when absent. Setting `nil` removes the key.
  public subscript(key: String) -> LiquidValue? {
    get { storage[key] }
    set {
      if let newValue {
        if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else if storage.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  /// The number of entries.
  public var count: Int { keys.count }

  /// The entries, in insertion order.
  public var entries: [(key: String, value: LiquidValue)] { keys.map { ($0, storage[$0]!) } }
}

extension LiquidValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// Creates a string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates an integer value.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// Creates a boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// Creates a float value.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// Creates an array value.
  public init(arrayLiteral elements: LiquidValue...) { self = .array(elements) }
  /// Creates an object value, keeping the literal's key order.
  public init(dictionaryLiteral elements: (String, LiquidValue)...) { self = .object(LiquidObject(elements)) }
  /// Creates `null`.
  public init(nilLiteral: ()) { self = .null }
}
