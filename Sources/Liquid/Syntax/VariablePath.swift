/// A variable path: a root name (or a bracketed expression) followed by lookups.
struct VariablePath: Sendable {
  /// One step of a path.
  enum Segment: Sendable {
    /// `.name` or the root name itself.
    case key(String)
    /// `[expression]`.
    case index(Expression)
  }

  /// The root of the path.
  var root: Segment
  /// The lookups after the root, in order.
  var lookups: [Segment]
  /// Offset of the path in the template (for errors).
  var offset: Int
}
