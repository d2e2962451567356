/// What the asking closure is told when a required parameter has no value.
public struct ParameterPrompt: Sendable {
  /// The parameter to ask for.
  public var parameter: TemplateParameter
  /// Why the previous answer was refused, when this is a second try.
  public var previousError: String?
}

/// Asks the user for a parameter's value (only ever set on a TTY); returns `nil` to give up.
public typealias ParameterAsker = @Sendable (ParameterPrompt) -> String?
