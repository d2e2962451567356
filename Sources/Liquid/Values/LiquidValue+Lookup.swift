extension LiquidValue {
  /// Looks up `key` the way Liquid's `a.b` / `a[b]` does: an object's key, an array's index
  /// (negative counts from the end), and otherwise the commands `size`, `first` and `last`
  /// (`first`/`last` of arrays and ranges; `first` of an object is its first `[key, value]` pair).
  /// Returns `nil` (Swift optional) when nothing matches, so strict mode can report it.
  public subscript(key: LiquidValue) -> LiquidValue? {
    switch (self, key) {
    case (.object(let object), .string(let name)):
      if let value = object[name] { return value }
      return command(name)
    case (.array(let values), .int(let index)):
      let position = index < 0 ? values.count + index : index
      guard values.indices.contains(position) else { return Optional.none }
      return values[position]
    case (_, .string(let name)):
      return command(name)
    default:
      return nil
    }
  }

  /// Looks up a property by name (`a.b`); see ``subscript(_:)-(LiquidValue)``.
  public subscript(key: String) -> LiquidValue? { self[.string(key)] }

  /// The `size` command: characters (Unicode scalars, as Ruby counts them) of a string, elements
  /// of an array or range, entries of an object, and 8 for an integer (Ruby's `Integer#size`, its
  /// width in bytes); `nil` for other values.
  public var size: LiquidValue? {
    switch self {
    case .string(let text): .int(text.unicodeScalarCount)
    case .array(let values): .int(values.count)
    case .object(let object): .int(object.count)
    case .range(let lower, let upper): .int(Self.rangeCount(lower, upper))
    case .int: .int(8)
    default: nil
    }
  }

  /// The `first` command: an array's first element, a range's lower bound (even when the range is
  /// empty, as Ruby's `Range#first`), an object's first `[key, value]`.
  public var first: LiquidValue? {
    switch self {
    case .array(let values): values.first
    case .object(let object): object.entries.first.map { .array([.string($0.key), $0.value]) }
    case .range(let lower, _): .int(lower)
    default: nil
    }
  }

  /// The `last` command: an array's last element or a range's upper bound (even when the range is
  /// empty, as Ruby's `Range#last`).
  public var last: LiquidValue? {
    switch self {
    case .array(let values): values.last
    case .range(_, let upper): .int(upper)
    default: nil
    }
  }

  /// What `{% for x in value %}` iterates: an array's elements, a range's integers, an object's
  /// `[key, value]` pairs, a non-empty string as a single item; nothing for other values.
  public var iterated: [LiquidValue] {
    switch self {
    case .array(let values): values
    case .range(let lower, let upper): lower <= upper ? (lower...upper).map { .int($0) } : []
    case .object(let object): object.entries.map { .array([.string($0.key), $0.value]) }
    case .string(let text): text.isEmpty ? [] : [self]
    default: []
    }
  }

  /// The number of items ``iterated`` yields, computed without building them.
  public var iterationCount: Int {
    switch self {
    case .array(let values): values.count
    case .range(let lower, let upper): Self.rangeCount(lower, upper)
    case .object(let object): object.count
    case .string(let text): text.isEmpty ? 0 : 1
    default: 0
    }
  }

  /// The number of integers in `lower...upper` (0 when empty, `Int.max` when it overflows).
  static func rangeCount(_ lower: Int, _ upper: Int) -> Int {
    guard lower <= upper else { return 0 }
    let (difference, overflow) = upper.subtractingReportingOverflow(lower)
    return overflow || difference == Int.max ? Int.max : difference + 1
  }

  private func command(_ name: String) -> LiquidValue? {
    switch name {
    case "size": size
    case "first": first
    case "last": last
    default: nil
    }
  }
}
