import Foundation

/// How a template renders: strictness, partials, limits, extra filters and the clock.
public struct RenderOptions: Sendable {
  /// When true, an undefined variable or key, or an unknown filter, is an error with a
  /// "did you mean" suggestion; when false they render as nothing / pass the value through.
  public var strict: Bool
  /// Where `{% include %}` and `{% render %}` find partials; nil means partials are unavailable.
  public var partials: (any PartialSource)?
  /// Bounds on include depth, loop iterations and output size.
  public var limits: RenderLimits
  /// Extra filters, overriding or extending ``StandardFilters/all``.
  public var filters: [String: FilterFunction]
  /// The moment `'now'` and `'today'` mean for the `date` filter (nil: the real clock).
  public var now: Date?

  /// Creates render options.
  public init(
    strict: Bool = false, partials: (any PartialSource)? = nil, limits: RenderLimits = .init(),
    filters: [String: FilterFunction] = [:], now: Date? = nil
  ) {
    self.strict = strict
    self.partials = partials
    self.limits = limits
    self.filters = filters
    self.now = now
  }
}
