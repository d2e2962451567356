/// One located diagnostic printed by swiftc or SwiftPM (`path:line:col: error: message`).
package struct CompilerDiagnostic: Hashable, Sendable, Codable {
  /// How serious a diagnostic is.
  package enum Severity: String, Hashable, Sendable, Codable {
    /// Stops the build.
    case error
    /// Stops the build too when warnings are errors.
    case warning
    /// Explains the diagnostic before it.
    case note
    /// Informational.
    case remark
  }

  /// The file as the compiler printed it (usually absolute).
  package var path: String
  /// 1-based line.
  package var line: Int
  /// 1-based column (in UTF-8 bytes, as swiftc counts).
  package var column: Int
  /// Error, warning, note or remark.
  package var severity: Severity
  /// The message, without a trailing diagnostic group such as `[#no-usage]`.
  package var message: String
  /// The source excerpt lines the compiler printed after the header (may be empty).
  package var excerpt: [String]

  /// A diagnostic as the compiler printed it at `path:line:column`; `excerpt` is empty unless the
  /// compiler printed source lines after it.
  package init(
    path: String, line: Int, column: Int, severity: Severity, message: String, excerpt: [String] = []
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.excerpt = excerpt
  }

  /// Identity used for deduplication: the same place, severity and message.
  var key: String { "\(path):\(line):\(column):\(severity.rawValue):\(message)" }
}
