/// A failure a command reports to the user (exit 1), printed as `error: message`.
struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  var message: String

  /// Creates an error.
  init(_ message: String) { self.message = message }

  /// The message.
  var description: String { message }
}
