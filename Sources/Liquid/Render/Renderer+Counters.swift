extension Renderer {
  /// Renders `increment` (prints the counter, then adds one) or `decrement` (subtracts one, then
  /// prints). As in Ruby's Liquid, counters share the render's data: a counter starts from the
  /// data's number of that name (an integer or a float), or from 0 when there is none (nil and
  /// false count as none); any other value is an error, as Ruby's `value + 1` fails on it. An
  /// integer counter that would overflow becomes a float (Ruby moves on to a big integer).
  mutating func renderCounter(_ name: String, increment: Bool, line: Int) throws(LiquidError) {
    let current = environment[name] ?? .null
    let delta = increment ? 1 : -1
    let next: LiquidValue
    switch current {
    case .null, .bool(false):
      next = .int(delta)
    case .int(let number):
      let (sum, overflow) = number.addingReportingOverflow(delta)
      next = overflow ? .double(Double(number) + Double(delta)) : .int(sum)
    case .double(let number):
      next = .double(number + Double(delta))
    default:
      throw source.error(.notACounter(name, holding: Self.kindDescription(current)), line: line)
    }
    environment[name] = next
    let shown: LiquidValue
    switch (increment, current) {
    case (false, _): shown = next
    case (true, .null), (true, .bool(false)): shown = .int(0)
    case (true, _): shown = current
    }
    try write(shown.outputString, line: line)
  }

  /// How a counter error names a value that is not a number.
  private static func kindDescription(_ value: LiquidValue) -> String {
    switch value {
    case .string: "a string"
    case .array, .range: "an array"
    case .object: "an object"
    default: "'\(value.outputString)'"
    }
  }
}
