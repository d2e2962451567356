import Located

/// Maps each line of rendered output to the template file and line that produced its first
/// character (through `include` and `render`), so that errors in generated code can be
/// reported at template lines.
public struct SourceMap: Sendable, Equatable {
  /// `lines[i]` is the origin of output line `i + 1`; nil when unknown. Columns are always 1.
  public var lines: [SourceLocation?]

  /// Creates a source map.
  public init(lines: [SourceLocation?]) { self.lines = lines }

  /// The origin of 1-based output line `line`, or nil when out of range or unknown.
  public func origin(ofOutputLine line: Int) -> SourceLocation? {
    guard line >= 1, line <= lines.count else { return nil }
    return lines[line - 1]
  }
}
