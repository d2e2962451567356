/// A failure a command reports to the user (exit 1), printed as `error: message`.
package struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  /// The message.
  package var description: String { message }
}
