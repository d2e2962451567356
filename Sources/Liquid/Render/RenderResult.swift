/// What rendering produces: the text and, for each of its lines, where it came from.
public struct RenderResult: Sendable, Equatable {
  /// The rendered text.
  public var output: String
  /// The template origin of each output line.
  public var sourceMap: SourceMap

  /// Creates a result.
  public init(output: String, sourceMap: SourceMap) {
    self.output = output
    self.sourceMap = sourceMap
  }
}
