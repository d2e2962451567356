/// A position in a template or data file: file name plus 1-based line and column.
///
/// Columns count UTF-8 bytes from the start of the line, plus one.
public struct SourceLocation: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The file name as given to the parser (for example `Code/Presenter.swift.liquid`).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column number.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file name, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    return lhs.column < rhs.column
  }
}
