import TemplateSpec

/// What the asking closure is told when a required parameter has no value.
package struct ParameterPrompt: Sendable {
  /// The parameter to ask for.
  package var parameter: TemplateParameter
  /// Why the previous answer was refused, when this is a second try.
  package var previousError: String?
}

/// Asks the user for a parameter's value (only ever set on a TTY); returns `nil` to give up.
package typealias ParameterAsker = @Sendable (ParameterPrompt) -> String?
