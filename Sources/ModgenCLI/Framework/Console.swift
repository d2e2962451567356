import Located

/// A printer for one output stream with its colour style.
package struct Console: Sendable {
  /// Writes raw text to the stream.
  package let write: @Sendable (String) -> Void
  /// The colour style of the stream.
  package let style: TerminalStyle

  /// Creates a printer.
  package init(write: @escaping @Sendable (String) -> Void, style: TerminalStyle) {
    self.write = write
    self.style = style
  }

  /// Writes `text` followed by a newline.
  package func line(_ text: String = "") { write(text + "\n") }

  /// Writes `error: message` (the label in red when colour is on).
  package func error(_ message: String) { line(style.paint("error:", .red) + " " + message) }

  /// Writes `warning: message` (the label in yellow when colour is on).
  package func warning(_ message: String) { line(style.paint("warning:", .yellow) + " " + message) }

  /// Prints `diagnostic` in the project's one format (`file:line:col: error: message`, source
  /// line, caret, notes), its labels coloured when colour is on.
  package func print(_ diagnostic: Diagnostic) {
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
  package func report(_ error: any Error) {
    Diagnostic.of(error).forEach(print)
  }

  /// Writes `note: message`.
  package func note(_ message: String) { line(style.paint("note:", .bold) + " " + message) }
}
