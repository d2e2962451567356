/// A variable path: a root name (or a bracketed expression) followed by lookups. A class, so
/// that evaluating a path shares it instead of copying its segments.
final class VariablePath: Sendable {
  /// One step of a path.
  enum Segment: Sendable {
    /// `.name` or the root name itself.
    case key(String)
    /// `[expression]`.
    case index(Expression)
  }

  /// The root of the path.
  let root: Segment
  /// The lookups after the root, in order.
  let lookups: [Segment]
  /// Offset of the path in the template (for errors).
  let offset: Int

  /// Creates a path.
  init(root: Segment, lookups: [Segment], offset: Int) {
    self.root = root
    self.lookups = lookups
    self.offset = offset
  }
}
