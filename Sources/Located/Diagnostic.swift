/// A located message in the project's one error format:
/// `file:line:column: error: message`, then the source line and a caret under the column.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable {
    /// The run fails.
    case error
    /// Worth knowing; the run goes on.
    case warning
    /// Extra context for the diagnostic before it.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// What is wrong, naming what was expected.
  public var message: String
  /// The file it is about, if any.
  public var file: String?
  /// The 1-based line, 0 when unknown.
  public var line: Int
  /// The 1-based column, 0 when unknown.
  public var column: Int
  /// The text of the line, shown with a caret; `nil` when unknown.
  public var sourceLine: String?
  /// Further lines printed as `note: …`.
  public var notes: [String]

  /// Creates a diagnostic.
  public init(
    _ message: String, severity: Severity = .error, file: String? = nil, line: Int = 0, column: Int = 0,
    sourceLine: String? = nil, notes: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
    self.notes = notes
  }

  /// The printable form: header line, then source line and caret when known, then notes.
  public var description: String {
    var prefix = ""
    if let file {
      prefix = file
      if line > 0 { prefix += ":\(line)" + (column > 0 ? ":\(column)" : "") }
      prefix += ": "
    }
    var lines = ["\(prefix)\(severity.rawValue): \(message)"]
    if let sourceLine, line > 0 {
      lines.append(sourceLine)
      if column > 0 {
        // Keep tabs so the caret lines up under tab-indented source.
        let lead = sourceLine.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        lines.append(lead + "^")
      }
    }
    lines += notes.map { "note: \($0)" }
    return lines.joined(separator: "\n")
  }
}

extension Diagnostic {
  /// The `line`-th (1-based) line of `text`, or `nil` when out of range.
  public static func line(_ line: Int, of text: String) -> String? {
    guard line > 0 else { return nil }
    var current = 1
    var start = text.startIndex
    while current < line {
      guard let newline = text[start...].firstIndex(of: "\n") else { return nil }
      start = text.index(after: newline)
      current += 1
    }
    let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
    var result = String(text[start..<end])
    if result.hasSuffix("\r") { result.removeLast() }
    return result
  }
}
