extension StandardFilters {
  /// `sort` (Ruby's `<=>`, `nil` last, "cannot sort values of incompatible types") and
  /// `sort_natural` (case-insensitive comparison of the values' text, `nil` last), optionally by
  /// a property of each item.
  static func sort(_ input: LiquidValue, _ arguments: FilterArguments, natural: Bool) throws(FilterError) -> LiquidValue
  {
    let values = try arguments.values(accepting: 0...1)
    let items = try RubyIndexing.items(input)
    if items.isEmpty { return .array([]) }
    var keys = items
    if let property = values.first, !property.isNull {
      let outcomes = items.map { RubyIndexing.index($0, property) }
      // Ruby first checks that every item has `[]` (else the result is nil), then sorts.
      if outcomes.contains(where: { if case .noMethod = $0 { return true } else { return false } }) { return .null }
      for (index, outcome) in outcomes.enumerated() {
        guard case .value(let key) = outcome else { throw RubyIndexing.propertyError(property) }
        keys[index] = key
      }
    }
    var failure: FilterError?
    let order = keys.indices.sorted { left, right in
      if failure != nil { return false }
      let result: Int
      if natural {
        result = caseInsensitiveOrder(keys[left], keys[right])
      } else if let ordered = spaceship(keys[left], keys[right]) {
        result = ordered
      } else if keys[left].isNull {
        result = 1
      } else if keys[right].isNull {
        result = -1
      } else {
        failure = FilterError("cannot sort values of incompatible types")
        return false
      }
      return result < 0
    }
    if let failure { throw failure }
    return .array(order.map { items[$0] })
  }

  /// Ruby's `<=>` for the values Liquid holds: `nil` when the two cannot be ordered.
  static func spaceship(_ left: LiquidValue, _ right: LiquidValue) -> Int? {
    switch (left, right) {
    case (.null, .null): return 0
    case (.bool(let a), .bool(let b)): return a == b ? 0 : nil
    case (.object, .object): return left.liquidEquals(right) ? 0 : nil
    case (.array(let a), .array(let b)):
      for (x, y) in zip(a, b) {
        guard let result = spaceship(x, y) else { return nil }
        if result != 0 { return result }
      }
      return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    default:
      guard let result = left.compare(right) else { return nil }
      switch result {
      case .orderedAscending: return -1
      case .orderedSame: return 0
      case .orderedDescending: return 1
      }
    }
  }

  /// Ruby's `nil_safe_casecmp`: `casecmp` of the two texts (ASCII letters folded), `nil` last.
  private static func caseInsensitiveOrder(_ left: LiquidValue, _ right: LiquidValue) -> Int {
    if left.isNull || right.isNull { return left.isNull ? 1 : -1 }
    var a = left.rubyString.utf8.makeIterator()
    var b = right.rubyString.utf8.makeIterator()
    while true {
      switch (a.next(), b.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let x?, let y?):
        let foldedX = x >= 0x41 && x <= 0x5A ? x + 0x20 : x
        let foldedY = y >= 0x41 && y <= 0x5A ? y + 0x20 : y
        if foldedX != foldedY { return foldedX < foldedY ? -1 : 1 }
      }
    }
  }
}
