import Foundation

extension StandardFilters {
  /// `abs`, `plus`, `minus`, `times`, `divided_by`, `modulo`, `round`, `ceil`, `floor`,
  /// `at_least`, `at_most`.
  static let mathFilters: [String: FilterFunction] = [
    "abs": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      return LiquidNumber(input).magnitude.value
    },
    "plus": binary(.add),
    "minus": binary(.subtract),
    "times": binary(.multiply),
    "divided_by": binary(.divide),
    "modulo": binary(.modulo),
    "round": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...1)
      let places = values.first.map { LiquidNumber($0) } ?? .int(0)
      var scale: Int
      switch places {
      case .int(let integer): scale = integer
      case .decimal, .double:
        let double = places.doubleValue
        guard double.isFinite else { throw FilterError("\(RubyFloatFormatter.format(double))") }
        scale = Renderer.truncate(double)
      }
      // Ruby passes the places to C as an `int`.
      guard let places = Int32(exactly: scale) else {
        throw FilterError("integer \(scale) too big to convert to int")
      }
      scale = Swift.max(-1000, Swift.min(1000, Int(places)))
      return try LiquidNumber(input).rounded(.plain, scale: scale).value
    },
    "ceil": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      return try LiquidNumber(input).rounded(.up).value
    },
    "floor": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      return try LiquidNumber(input).rounded(.down).value
    },
    "at_least": { input, arguments throws(FilterError) in
      let bound = LiquidNumber(try arguments.single())
      let number = LiquidNumber(input)
      return (number.isLess(than: bound) ? bound : number).value
    },
    "at_most": { input, arguments throws(FilterError) in
      let bound = LiquidNumber(try arguments.single())
      let number = LiquidNumber(input)
      return (bound.isLess(than: number) ? bound : number).value
    },
  ]

  private static func binary(_ operation: LiquidNumber.Operation) -> FilterFunction {
    { input, arguments throws(FilterError) in
      let operand = LiquidNumber(try arguments.single())
      return try LiquidNumber(input).apply(operation, operand).value
    }
  }
}
