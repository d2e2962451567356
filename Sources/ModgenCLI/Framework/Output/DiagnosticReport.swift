import Located

/// A diagnostic as `--json` lists it: the same fields the printer shows, as values.
struct DiagnosticReport: Encodable, Equatable {
  /// `error`, `warning` or `note`.
  var severity: String
  /// What is wrong.
  var message: String
  /// The file it is about, if any.
  var file: String?
  /// The 1-based line, when known.
  var line: Int?
  /// The 1-based column (UTF-8 bytes), when known.
  var column: Int?
  /// Further context.
  var notes: [String]

  init(_ diagnostic: Diagnostic) {
    severity = diagnostic.severity.rawValue
    message = diagnostic.message
    file = diagnostic.file
    line = diagnostic.line
    column = diagnostic.column
    notes = diagnostic.notes
  }
}
