/// What Ruby's `item[property]` does for the values Liquid's array filters look into, including
/// its failures, which the filters turn into Liquid's messages.
enum RubyIndexing {
  /// The outcome of `item[property]`.
  enum Outcome {
    /// A value (`nil` included).
    case value(LiquidValue)
    /// Ruby raised `TypeError` (e.g. an integer indexed by a string): "cannot select the property".
    case typeError
    /// The item has no `[]` (`nil`, booleans, floats): the filter returns `nil`.
    case noMethod
  }

  /// Ruby's `item[property]`: hash key, array index, substring or character of a string, bit of an
  /// integer.
  static func index(_ item: LiquidValue, _ property: LiquidValue) -> Outcome {
    switch item {
    case .object(let object):
      if case .string(let key) = property { return .value(object[key] ?? .null) }
      return .value(.null)
    case .array(let values):
      guard let position = integerIndex(property) else { return .typeError }
      let resolved = position < 0 ? values.count + position : position
      return .value(values.indices.contains(resolved) ? values[resolved] : .null)
    case .string(let text):
      if case .string(let needle) = property { return .value(RubyText.includes(text, needle) ? property : .null) }
      guard let position = integerIndex(property) else { return .typeError }
      let scalars = Array(text.unicodeScalars)
      let resolved = position < 0 ? scalars.count + position : position
      guard scalars.indices.contains(resolved) else { return .value(.null) }
      return .value(.string(String(scalars[resolved])))
    case .int(let integer):
      guard let bit = integerIndex(property) else { return .typeError }
      if bit < 0 { return .value(0) }
      if bit >= Int.bitWidth { return .value(.int(integer < 0 ? 1 : 0)) }
      return .value(.int((integer >> bit) & 1))
    case .null, .bool, .double, .range:
      return .noMethod
    }
  }

  /// Ruby's implicit integer conversion of an index: integers, and floats truncated.
  private static func integerIndex(_ property: LiquidValue) -> Int? {
    switch property {
    case .int(let integer): return integer
    case .double(let double):
      guard double.isFinite, Swift.abs(double) < 9.2e18 else { return nil }
      return Int(double.rounded(.towardZero))
    default: return nil
    }
  }

  /// The items Liquid's array filters walk (`InputIterator`): arrays flattened, an object as a
  /// one-item list, a range's integers, `nil` as nothing, anything else as a one-item list.
  /// Ranges longer than ``maximumRangeItems`` are refused rather than materialised.
  static func items(_ input: LiquidValue) throws(FilterError) -> [LiquidValue] {
    switch input {
    case .array(let values):
      if !values.contains(where: { if case .array = $0 { return true } else { return false } }) { return values }
      var flat: [LiquidValue] = []
      flatten(values, into: &flat, depth: 0)
      return flat
    case .null: return []
    case .range:
      guard input.iterationCount <= maximumRangeItems else {
        throw FilterError("range \(input.outputString) is too large for an array filter")
      }
      return input.iterated
    default: return [input]
    }
  }

  /// The longest range an array filter expands into items.
  static let maximumRangeItems = 1_000_000

  private static func flatten(_ values: [LiquidValue], into flat: inout [LiquidValue], depth: Int) {
    for value in values {
      if case .array(let nested) = value, depth < 10_000 {
        flatten(nested, into: &flat, depth: depth + 1)
      } else {
        flat.append(value)
      }
    }
  }

  /// Ruby's "cannot select the property" error.
  static func propertyError(_ property: LiquidValue) -> FilterError {
    FilterError("cannot select the property '\(property.rubyString)'")
  }
}
