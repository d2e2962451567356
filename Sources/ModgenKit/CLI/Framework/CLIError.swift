/// A failure a command reports to the user (exit 1), printed as `error: message`.
public struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
