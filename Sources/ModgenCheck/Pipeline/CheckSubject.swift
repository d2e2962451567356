import Located

/// One template made ready for building: its lint problems and its rendered variants.
package struct CheckSubject: Sendable {
  /// The template's name.
  var name: String
  /// Where it was found.
  var location: String
  /// How many `bool`/`choice` combinations it has.
  var combinations: Int
  /// The cap applied.
  var variantCap: Int
  /// Problems with the template as a whole (manifest errors): when present, no variant is built.
  var problems: [Diagnostic]
  /// The rendered variants.
  var variants: [PreparedVariant]
  /// Warnings about the template that do not fail it (a file identical to the one its base has).
  var warnings: [Diagnostic] = []

  /// A subject without warnings; the preparer adds them after rendering.
  init(
    name: String, location: String, combinations: Int, variantCap: Int, problems: [Diagnostic],
    variants: [PreparedVariant]
  ) {
    self.name = name
    self.location = location
    self.combinations = combinations
    self.variantCap = variantCap
    self.problems = problems
    self.variants = variants
  }
}
