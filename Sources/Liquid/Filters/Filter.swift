/// The arguments a filter receives besides its input: `{{ x | f: a, b, key: v }}`.
public struct FilterArguments: Sendable {
  /// Positional arguments, in order (`a`, `b`).
  public var positional: [LiquidValue]
  /// Keyword arguments, in source order (`key: v`).
  public var keyword: LiquidObject

  /// Creates filter arguments.
  public init(positional: [LiquidValue] = [], keyword: LiquidObject = LiquidObject()) {
    self.positional = positional
    self.keyword = keyword
  }
}

/// A filter implementation: input value and arguments in, value out. A thrown ``FilterError`` is
/// turned by the renderer into a located template error.
public typealias FilterFunction = @Sendable (LiquidValue, FilterArguments) throws(FilterError) -> LiquidValue

/// A failure inside a filter (wrong argument count or type, division by zero, …); the renderer
/// adds the location of the filter in the template.
public struct FilterError: Error, Sendable, Equatable {
  /// What went wrong, e.g. "divided by 0" or "wrong number of arguments (given 0, expected 1)".
  public var message: String
  /// Creates a filter error.
  public init(_ message: String) { self.message = message }
}
