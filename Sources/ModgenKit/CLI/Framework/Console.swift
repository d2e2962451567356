/// A printer for one output stream with its colour style.
public struct Console: Sendable {
  /// Writes raw text to the stream.
  public let write: @Sendable (String) -> Void
  /// The colour style of the stream.
  public let style: TerminalStyle

  /// Creates a printer.
  public init(write: @escaping @Sendable (String) -> Void, style: TerminalStyle) {
    self.write = write
    self.style = style
  }

  /// Writes `text` followed by a newline.
  public func line(_ text: String = "") { write(text + "\n") }

  /// Writes `error: message` (the label in red when colour is on).
  public func error(_ message: String) { line(style.paint("error:", .red) + " " + message) }

  /// Writes `warning: message` (the label in yellow when colour is on).
  public func warning(_ message: String) { line(style.paint("warning:", .yellow) + " " + message) }

  /// Writes `note: message`.
  public func note(_ message: String) { line(style.paint("note:", .bold) + " " + message) }
}
