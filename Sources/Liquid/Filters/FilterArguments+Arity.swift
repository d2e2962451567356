extension FilterArguments {
  /// The arguments as Ruby's filter method receives them: the positional ones, then the keyword
  /// arguments as one trailing hash when there are any (Liquid passes `key: v` that way).
  ///
  /// Throws Ruby's "wrong number of arguments (given N, expected M)" when the count is outside
  /// `accepted`; Ruby's counts include the filter's input, and so do these messages.
  func values(accepting accepted: ClosedRange<Int>) throws(FilterError) -> [LiquidValue] {
    var values = positional
    if keyword.count > 0 { values.append(.object(keyword)) }
    guard accepted.contains(values.count) else {
      let expected =
        accepted.lowerBound == accepted.upperBound
        ? "\(accepted.lowerBound + 1)" : "\(accepted.lowerBound + 1)..\(accepted.upperBound + 1)"
      throw FilterError("wrong number of arguments (given \(values.count + 1), expected \(expected))")
    }
    return values
  }

  /// Checks that no argument was passed.
  func requireNone() throws(FilterError) { _ = try values(accepting: 0...0) }

  /// The single argument of a one-argument filter.
  func single() throws(FilterError) -> LiquidValue { try values(accepting: 1...1)[0] }
}
