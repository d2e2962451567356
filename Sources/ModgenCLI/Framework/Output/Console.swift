import Located

/// A printer for one output stream with its colour style.
struct Console: Sendable {
  /// Writes raw text to the stream.
  let write: @Sendable (String) -> Void
  /// The colour style of the stream.
  let style: TerminalStyle

  /// Writes `text` followed by a newline.
  func line(_ text: String = "") { write(text + "\n") }

  /// Writes `error: message` (the label in red when colour is on).
  func error(_ message: String) { line(style.paint("error:", .red) + " " + message) }

  /// Writes `warning: message` (the label in yellow when colour is on).
  func warning(_ message: String) { line(style.paint("warning:", .yellow) + " " + message) }

  /// Prints `diagnostic` in the project's one format (`file:line:col: error: message`, source
  /// line, caret, notes), its labels coloured when colour is on.
  func print(_ diagnostic: Diagnostic) {
    line(
      diagnostic.rendered { severity in
        switch severity {
        case .error: style.paint("error:", .red)
        case .warning: style.paint("warning:", .yellow)
        case .note: style.paint("note:", .bold)
        }
      })
  }

  /// Prints every diagnostic of `error` (one unlocated error when it does not report as diagnostics).
  func report(_ error: any Error) {
    Diagnostic.of(error).forEach(print)
  }

  /// Writes `note: message`.
  func note(_ message: String) { line(style.paint("note:", .bold) + " " + message) }
}
