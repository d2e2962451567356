/// A failure a command reports to the user (exit 1), printed as `error: message`.
struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The sentence printed after `error: `.
  var message: String

  /// An error that prints `error: message`.
  init(_ message: String) { self.message = message }

  /// ``message`` alone, without the `error: ` label.
  var description: String { message }
}
