/// A problem found in a file, kept as a value until the command line prints it.
///
/// Every layer reports through this one type: template, manifest and configuration errors, JSON
/// syntax errors, mapped compiler errors, write refusals. Its ``description`` is the one rendering:
/// `file:line:column: error: message`, then the source line and a caret under the column, then one
/// `note: …` line per note.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, Codable {
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
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column in UTF-8 bytes, when known.
  public var column: Int?
  /// The text of the line, shown with a caret; `nil` when unknown.
  public var sourceLine: String?
  /// Further context, printed as `note: …` lines.
  public var notes: [String]
  /// What the user typed that the problem is about, when it is a value given on the command line
  /// rather than a place in a file; a front end uses it to point at that value. Not printed.
  public var subject: Subject? = nil

  private enum CodingKeys: String, CodingKey {
    case severity, message, file, line, column, sourceLine = "source_line", notes
  }

  /// A diagnostic about `file` (or about no file), with as much of the position as is known.
  public init(
    _ message: String, severity: Severity = .error, file: String? = nil, line: Int? = nil, column: Int? = nil,
    sourceLine: String? = nil, notes: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line.flatMap { $0 > 0 ? $0 : nil }
    self.column = self.line == nil ? nil : column.flatMap { $0 > 0 ? $0 : nil }
    self.sourceLine = sourceLine
    self.notes = notes
  }

  /// A diagnostic at `location`, with the text of its line for the caret.
  public init(
    _ message: String, severity: Severity = .error, at location: SourceLocation, sourceLine: String?,
    notes: [String] = []
  ) {
    self.init(
      message, severity: severity, file: location.file, line: location.line, column: location.column,
      sourceLine: sourceLine, notes: notes)
  }

  /// Where it is, when the file and the line are known (column 1 when the column is not).
  public var location: SourceLocation? {
    guard let file, let line else { return nil }
    return SourceLocation(file: file, line: line, column: column ?? 1)
  }

  /// The printable form: header line, then source line and caret when known, then notes.
  public var description: String { rendered { "\($0.rawValue):" } }

  /// The printable form with each severity label (`error:`, `note:`) drawn by `label`, so a
  /// terminal printer can colour the labels without taking the text apart.
  public func rendered(label: (Severity) -> String) -> String {
    var prefix = ""
    if let file {
      prefix = file
      if let line { prefix += ":\(line)" + (column.map { ":\($0)" } ?? "") }
      prefix += ": "
    }
    var lines = ["\(prefix)\(label(severity)) \(message)"]
    if let sourceLine, line != nil {
      lines.append(sourceLine)
      if let column { lines.append(Self.caret(under: column, in: sourceLine)) }
    }
    lines += notes.map { "\(label(.note)) \($0)" }
    return lines.joined(separator: "\n")
  }

  /// A caret under 1-based UTF-8 byte `column` of `sourceLine`, keeping tabs so it lines up under
  /// tab-indented source.
  static func caret(under column: Int, in sourceLine: String) -> String {
    var lead = ""
    var byte = 1
    for unit in sourceLine.utf8 {
      if byte >= column { break }
      // Continuation bytes of a multi-byte character take no column of their own on screen.
      if unit & 0xC0 != 0x80 { lead.append(unit == UInt8(ascii: "\t") ? "\t" : " ") }
      byte += 1
    }
    return lead + "^"
  }
}

extension Diagnostic {
  /// The `line`-th (1-based) line of `text` without its line terminator (`\n` or `\r\n`), or
  /// `nil` when out of range.
  public static func line(_ line: Int, of text: String) -> String? {
    let source = SourceText(text, file: "")
    guard line >= 1, line <= source.lineStarts.count else { return nil }
    return source.lineText(line)
  }
}
