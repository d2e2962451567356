/// A mistake in how the command line was written (unknown command or option, missing argument,
/// bad value). The tool prints it with the command's usage and exits with 64 (EX_USAGE).
struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, e.g. "unknown option '--ouput'".
  var message: String
  /// The nearest valid spelling, when there is one ("did you mean '--output'?").
  var suggestion: String?
  /// The command whose usage should be shown, or `nil` for the tool's general usage.
  var command: String?

  /// A usage mistake saying `message`, with a did-you-mean `suggestion` and the `command` whose
  /// usage line is printed after it, when known.
  init(_ message: String, suggestion: String? = nil, command: String? = nil) {
    self.message = message
    self.suggestion = suggestion
    self.command = command
  }

  /// The message with its suggestion: "unknown option '--ouput'; did you mean '--output'?".
  var description: String {
    guard let suggestion else { return message }
    return "\(message); did you mean '\(suggestion)'?"
  }
}
