/// A value wrapped so that `Hashable` follows Ruby's `eql?`/`hash` (what `uniq` uses): integers
/// and floats are distinct (`1` vs `1.0`), `0.0` equals `-0.0`, objects compare by content
/// regardless of key order.
struct RubyKey: Hashable {
  /// The wrapped value.
  let value: LiquidValue

  /// Wraps `value`.
  init(_ value: LiquidValue) { self.value = value }

  static func == (left: RubyKey, right: RubyKey) -> Bool { eql(left.value, right.value) }

  func hash(into hasher: inout Hasher) { Self.combine(value, into: &hasher) }

  private static func eql(_ left: LiquidValue, _ right: LiquidValue) -> Bool {
    switch (left, right) {
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { eql($0, $1) }
    case (.object(let a), .object(let b)):
      guard a.count == b.count else { return false }
      for (key, value) in a.entries {
        guard let other = b[key], eql(value, other) else { return false }
      }
      return true
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
    case (.range(let a1, let a2), .range(let b1, let b2)): return a1 == b1 && a2 == b2
    default: return false
    }
  }

  private static func combine(_ value: LiquidValue, into hasher: inout Hasher) {
    switch value {
    case .null: hasher.combine(0)
    case .bool(let flag): hasher.combine(flag)
    case .int(let integer): hasher.combine(integer)
    case .double(let double): hasher.combine(double == 0 ? 0 : (double.isNaN ? .nan : double))
    case .string(let text): hasher.combine(text.utf8.count); for byte in text.utf8.prefix(64) { hasher.combine(byte) }
    case .array(let values): hasher.combine(values.count); for item in values { combine(item, into: &hasher) }
    case .object(let object): hasher.combine(object.count)
    case .range(let lower, let upper): hasher.combine(lower); hasher.combine(upper)
    }
  }
}
