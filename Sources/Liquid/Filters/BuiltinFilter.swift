/// A standard filter the renderer applies directly, without a closure call or an argument
/// array, when a call has exactly the arguments the filter takes (resolved at parse time).
///
/// Results and errors are those of the same filter in ``StandardFilters/all`` (a test compares
/// them); the renderer uses these only when no extra filters or fixed clock are configured.
enum BuiltinFilter: Sendable {
  /// `plus`, `minus`, `times`, `divided_by`, `modulo` with one argument.
  case arithmetic(LiquidNumber.Operation)
  /// `append` with one argument.
  case append
  /// `prepend` with one argument.
  case prepend
  /// `default` with one positional argument.
  case defaultValue
  /// `upcase` without arguments.
  case upcase
  /// `downcase` without arguments.
  case downcase
  /// `capitalize` without arguments.
  case capitalize
  /// `escape` / `h` without arguments.
  case escape
  /// `size` without arguments.
  case size
  /// `ceil` without arguments.
  case ceil
  /// `floor` without arguments.
  case floor

  /// The builtin for filter `name` called with `positional` positional and `keyword` keyword
  /// arguments, or nil when the call must go through the filter table.
  init?(name: String, positional: Int, keyword: Int) {
    guard keyword == 0, positional <= 1 else { return nil }
    let filter: BuiltinFilter
    switch name {
    case "plus": filter = .arithmetic(.add)
    case "minus": filter = .arithmetic(.subtract)
    case "times": filter = .arithmetic(.multiply)
    case "divided_by": filter = .arithmetic(.divide)
    case "modulo": filter = .arithmetic(.modulo)
    case "append": filter = .append
    case "prepend": filter = .prepend
    case "default": filter = .defaultValue
    case "upcase": filter = .upcase
    case "downcase": filter = .downcase
    case "capitalize": filter = .capitalize
    case "escape", "h": filter = .escape
    case "size": filter = .size
    case "ceil": filter = .ceil
    case "floor": filter = .floor
    default: return nil
    }
    guard filter.argumentCount == positional else { return nil }
    self = filter
  }

  /// How many positional arguments the builtin takes (0 or 1).
  var argumentCount: Int {
    switch self {
    case .arithmetic, .append, .prepend, .defaultValue: 1
    case .upcase, .downcase, .capitalize, .escape, .size, .ceil, .floor: 0
    }
  }

  /// Applies the filter to `input` with `argument` (ignored by filters without arguments).
  func apply(_ input: LiquidValue, _ argument: LiquidValue) throws(FilterError) -> LiquidValue {
    switch self {
    case .arithmetic(let operation):
      return try LiquidNumber(input).apply(operation, LiquidNumber(argument)).value
    case .append: return try Self.bounded(input.rubyString + argument.rubyString)
    case .prepend: return try Self.bounded(argument.rubyString + input.rubyString)
    case .defaultValue: return StandardFilters.defaultValue(input, fallback: argument, allowFalse: false)
    case .upcase: return try Self.bounded(input.rubyString.uppercased())
    case .downcase: return try Self.bounded(input.rubyString.lowercased())
    case .capitalize: return try Self.bounded(StandardFilters.capitalize(input.rubyString))
    case .escape: return input.isNull ? .null : try Self.bounded(HTMLText.escape(input.rubyString))
    case .size:
      if case .int = input { return .int(Int.bitWidth / 8) }
      return input.size ?? .int(0)
    case .ceil: return try LiquidNumber(input).rounded(.up).value
    case .floor: return try LiquidNumber(input).rounded(.down).value
    }
  }

  /// `text` as a value, checked against ``StandardFilters/maximumResultBytes``.
  private static func bounded(_ text: String) throws(FilterError) -> LiquidValue {
    try StandardFilters.checkResult(.string(text))
  }
}
