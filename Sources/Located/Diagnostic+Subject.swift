extension Diagnostic {
  /// What a diagnostic is about when the cause is something the user typed (a parameter name or
  /// value), so the command line can put the caret under it without reading the message.
  public enum Subject: Sendable, Hashable {
    /// The name of a parameter that was given (an unknown one, say): `tset` of `-p tset=x`.
    case parameterName(String)
    /// The value given for parameter `name`: `junit` of `-p tests=junit`.
    case parameterValue(name: String)
    /// A value that may have been typed as a parameter or as one item of a list parameter (a
    /// child module's name in `-p children=Header,Stats`).
    case value(String)
  }

  /// This diagnostic about `subject`.
  public func about(_ subject: Subject?) -> Diagnostic {
    var copy = self
    copy.subject = subject
    return copy
  }
}
