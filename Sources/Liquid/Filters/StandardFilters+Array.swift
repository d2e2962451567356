extension StandardFilters {
  /// The array filters: `join`, `first`, `last`, `size`, `reverse`, `concat`, `compact`,
  /// `uniq`, `map`, `sort`, `sort_natural`, `where`, `reject`, `has`, `find`, `find_index`, `sum`.
  static let arrayFilters: [String: FilterFunction] = [
    "join": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...1)
      let glue = values.first?.rubyString ?? " "
      let parts = try RubyIndexing.items(input).map(\.rubyString)
      var total = parts.count > 1 ? (parts.count - 1).multipliedReportingOverflow(by: glue.utf8.count).partialValue : 0
      for part in parts { total &+= part.utf8.count }
      try checkSize(total)
      return .string(parts.joined(separator: glue))
    },
    "first": unary { input in
      switch input {
      case .array, .object, .range: input.first ?? .null
      default: .null
      }
    },
    "last": unary { input in
      switch input {
      case .array, .range: input.last ?? .null
      default: .null
      }
    },
    "size": unary { input in
      switch input {
      case .int: .int(Int.bitWidth / 8)
      default: input.size ?? .int(0)
      }
    },
    "reverse": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      return .array(try RubyIndexing.items(input).reversed())
    },
    "concat": { input, arguments throws(FilterError) in
      guard case .array(let tail) = try arguments.single() else {
        throw FilterError("concat filter requires an array argument")
      }
      return .array(try RubyIndexing.items(input) + tail)
    },
    "compact": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...1)
      let items = try RubyIndexing.items(input)
      guard let property = values.first, !property.isNull else { return .array(items.filter { !$0.isNull }) }
      if items.isEmpty { return .array([]) }
      return try selecting(items, property) { !$0.isNull }
    },
    "uniq": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...1)
      let items = try RubyIndexing.items(input)
      guard let property = values.first, !property.isNull else { return .array(unique(items) { $0 }) }
      // Ruby's `uniq` does not call its block for fewer than two items.
      if items.count < 2 { return .array(items) }
      var keys: [LiquidValue] = []
      for item in items {
        switch RubyIndexing.index(item, property) {
        case .value(let key): keys.append(key)
        case .typeError: throw RubyIndexing.propertyError(property)
        case .noMethod: return .null
        }
      }
      var seen = Set<RubyKey>()
      var result: [LiquidValue] = []
      for (item, key) in zip(items, keys) where seen.insert(RubyKey(key)).inserted { result.append(item) }
      return .array(result)
    },
    "map": { input, arguments throws(FilterError) in
      let property = try arguments.single()
      var result: [LiquidValue] = []
      for item in try RubyIndexing.items(input) {
        if case .string("to_liquid") = property {
          result.append(item)
          continue
        }
        switch RubyIndexing.index(item, property) {
        case .value(let value): result.append(value)
        case .typeError: throw RubyIndexing.propertyError(property)
        case .noMethod: result.append(.null)
        }
      }
      return .array(result)
    },
    "sort": { input, arguments throws(FilterError) in try sort(input, arguments, natural: false) },
    "sort_natural": { input, arguments throws(FilterError) in try sort(input, arguments, natural: true) },
    "where": { input, arguments throws(FilterError) in
      try filterArray(input, arguments, empty: .array([])) { items, test throws(FilterError) in
        var kept: [LiquidValue] = []
        for item in items {
          guard let matched = try test(item) else { return .null }
          if matched { kept.append(item) }
        }
        return .array(kept)
      }
    },
    "reject": { input, arguments throws(FilterError) in
      try filterArray(input, arguments, nilPropertyMatchesNothing: true, empty: .array([])) {
        items, test throws(FilterError) in
        var kept: [LiquidValue] = []
        for item in items {
          guard let matched = try test(item) else { return .null }
          if !matched { kept.append(item) }
        }
        return .array(kept)
      }
    },
    "has": { input, arguments throws(FilterError) in
      try filterArray(input, arguments, nilPropertyMatchesNothing: true, empty: false) {
        items, test throws(FilterError) in
        for item in items {
          guard let matched = try test(item) else { return .null }
          if matched { return true }
        }
        return false
      }
    },
    "find": { input, arguments throws(FilterError) in
      try filterArray(input, arguments, nilPropertyMatchesNothing: true, empty: .null) {
        items, test throws(FilterError) in
        for item in items {
          guard let matched = try test(item) else { return .null }
          if matched { return item }
        }
        return .null
      }
    },
    "find_index": { input, arguments throws(FilterError) in
      try filterArray(input, arguments, nilPropertyMatchesNothing: true, empty: .null) {
        items, test throws(FilterError) in
        for (index, item) in items.enumerated() {
          guard let matched = try test(item) else { return .null }
          if matched { return .int(index) }
        }
        return .null
      }
    },
    "sum": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...1)
      let property = values.first.flatMap { $0.isNull ? nil : $0 }
      var total = LiquidNumber.int(0)
      for item in try RubyIndexing.items(input) {
        var term = item
        if let property {
          switch RubyIndexing.index(item, property) {
          case .value(let value): term = value
          case .typeError: throw RubyIndexing.propertyError(property)
          case .noMethod: term = 0
          }
        }
        // Ruby sums nested arrays' items too (the values are flattened again).
        for value in try RubyIndexing.items(term) {
          total = try total.apply(.add, LiquidNumber(value))
        }
      }
      return total.value
    },
  ]

  /// The test an array filter applies to each item: `true`/`false`, or `nil` when the item has
  /// no `[]` (Liquid then returns `nil` from the whole filter).
  typealias ItemTest = (LiquidValue) throws(FilterError) -> Bool?

  /// The shared shape of `where`, `reject`, `has`, `find` and `find_index`: with one argument an
  /// item matches when `item[property]` is truthy, with two when it equals the target; an item
  /// without `[]` makes the whole result `nil`.
  private static func filterArray(
    _ input: LiquidValue, _ arguments: FilterArguments, nilPropertyMatchesNothing: Bool = false,
    empty: LiquidValue, _ body: ([LiquidValue], ItemTest) throws(FilterError) -> LiquidValue
  ) throws(FilterError) -> LiquidValue {
    let values = try arguments.values(accepting: 1...2)
    let property = values[0]
    let target = values.count > 1 ? values[1] : .null
    let items = try RubyIndexing.items(input)
    if items.isEmpty { return empty }
    // The filters added after 5.4 treat an undefined property as selecting nothing (golden-liquid).
    if nilPropertyMatchesNothing && property.isNull { return empty }
    return try body(items) { item throws(FilterError) -> Bool? in
      switch RubyIndexing.index(item, property) {
      case .value(let value): return target.isNull ? value.isTruthy : value.liquidEquals(target)
      case .typeError: throw RubyIndexing.propertyError(property)
      case .noMethod: return nil
      }
    }
  }

  /// Runs `keep` on `item[property]` for every item (`compact: 'p'`).
  private static func selecting(
    _ items: [LiquidValue], _ property: LiquidValue, keep: (LiquidValue) -> Bool
  ) throws(FilterError) -> LiquidValue {
    var kept: [LiquidValue] = []
    for item in items {
      switch RubyIndexing.index(item, property) {
      case .value(let value): if keep(value) { kept.append(item) }
      case .typeError: throw RubyIndexing.propertyError(property)
      case .noMethod: return .null
      }
    }
    return .array(kept)
  }

  /// Ruby's `uniq`: first occurrences by `eql?` (so `1` and `1.0` differ).
  private static func unique(_ items: [LiquidValue], key: (LiquidValue) -> LiquidValue) -> [LiquidValue] {
    var seen = Set<RubyKey>()
    return items.filter { seen.insert(RubyKey(key($0))).inserted }
  }
}
