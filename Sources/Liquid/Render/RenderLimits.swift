/// Bounds that protect a render from runaway templates; exceeding one is a located error.
public struct RenderLimits: Sendable, Equatable {
  /// How deep `include`/`render` may nest (a partial including itself hits this).
  public var includeDepth: Int
  /// Total loop iterations (`for`, `tablerow`, `render … for`) in one render.
  public var loopIterations: Int
  /// Total bytes of output (including captured text) in one render.
  public var outputBytes: Int
  /// Total filter work in one render: every filter call costs the size of its input and of its
  /// result (a byte of text counts 1, an array item or object entry 16). This bounds the time a
  /// render can take where iterations and output alone do not, e.g. `{{ big | uniq }}` inside a
  /// loop over `big`.
  public var filterWork: Int

  /// Creates limits; the defaults are 100 partial levels, a million iterations, 64 MiB of output
  /// and 64 Mi units of filter work.
  public init(
    includeDepth: Int = 100, loopIterations: Int = 1_000_000, outputBytes: Int = 64 << 20,
    filterWork: Int = 64 << 20
  ) {
    self.includeDepth = includeDepth
    self.loopIterations = loopIterations
    self.outputBytes = outputBytes
    self.filterWork = filterWork
  }
}
