/// What rendering produces: the text and, for each of its lines, where it came from.
public struct RenderResult: Sendable, Equatable {
  /// The rendered text.
  public var output: String
  /// The template origin of each output line.
  public var sourceMap: SourceMap
  /// In lax mode, each undefined variable or key the render read (once per path and place, in
  /// the order first read, at most ``undefinedVariablesLimit``); strict mode
  /// throws instead, so it is empty there.
  public var undefinedVariables: [UndefinedVariable]

  /// The most undefined variables one render records.
  public static let undefinedVariablesLimit = 1000

  /// Creates a result.
  public init(output: String, sourceMap: SourceMap, undefinedVariables: [UndefinedVariable] = []) {
    self.output = output
    self.sourceMap = sourceMap
    self.undefinedVariables = undefinedVariables
  }
}
