/// Bounds that protect a render from runaway templates; exceeding one is a located error.
public struct RenderLimits: Sendable, Equatable {
  /// How deep `include`/`render` may nest (a partial including itself hits this).
  public var includeDepth: Int
  /// Total loop iterations (`for`, `tablerow`, `render … for`) in one render.
  public var loopIterations: Int
  /// Total bytes of output (including captured text) in one render.
  public var outputBytes: Int

  /// Creates limits; the defaults are 100 partial levels, a million iterations and 64 MiB.
  public init(includeDepth: Int = 100, loopIterations: Int = 1_000_000, outputBytes: Int = 64 << 20) {
    self.includeDepth = includeDepth
    self.loopIterations = loopIterations
    self.outputBytes = outputBytes
  }
}
