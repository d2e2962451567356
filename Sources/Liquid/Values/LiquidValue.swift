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
///
/// Small objects (the common case: `forloop`, scopes, records from JSON) are searched linearly,
/// which beats hashing for a handful of keys; a hash index is built once an object grows past
/// ``indexThreshold`` keys.
public struct LiquidObject: Sendable, Hashable {
  /// The keys, in insertion order.
  public private(set) var keys: [String] = []
  private var values: [LiquidValue] = []
  private var index: [String: Int]?

  /// The key count from which lookups go through a hash index.
  static let indexThreshold = 12

  /// Creates an empty object.
  public init() {}

  /// Creates an object from key/value pairs; a repeated key keeps its first position and last value.
  public init(_ pairs: [(String, LiquidValue)]) {
    keys.reserveCapacity(pairs.count)
    values.reserveCapacity(pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  /// The position of `key`, if present.
  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    // Comparing lengths first skips most of String's slower unequal-comparison path.
    let length = key.utf8.count
    for position in keys.indices where keys[position].utf8.count == length && keys[position] == key {
      return position
    }
    return nil
  }

  /// The value for `key`, or `nil` when absent. Setting `nil` removes the key.
  public subscript(key: String) -> LiquidValue? {
    get {
      guard let position = position(of: key) else { return nil }
      return values[position]
    }
    set {
      if let position = position(of: key) {
        if let newValue {
          values[position] = newValue
        } else {
          keys.remove(at: position)
          values.remove(at: position)
          rebuildIndex()
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
        if index != nil {
          index?[key] = keys.count - 1
        } else if keys.count > Self.indexThreshold {
          rebuildIndex()
        }
      }
    }
  }

  private mutating func rebuildIndex() {
    guard keys.count > Self.indexThreshold else {
      index = nil
      return
    }
    var built: [String: Int] = [:]
    built.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() { built[key] = position }
    index = built
  }

  /// The number of entries.
  public var count: Int { keys.count }

  /// The entries, in insertion order.
  public var entries: [(key: String, value: LiquidValue)] {
    var result: [(key: String, value: LiquidValue)] = []
    result.reserveCapacity(keys.count)
    for position in keys.indices { result.append((keys[position], values[position])) }
    return result
  }

  /// Objects are equal when they hold the same keys in the same order with equal values.
  public static func == (left: LiquidObject, right: LiquidObject) -> Bool {
    left.keys == right.keys && left.values == right.values
  }

  /// Hashes keys and values in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(values)
  }
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
