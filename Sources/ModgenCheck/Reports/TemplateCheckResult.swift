import Located

/// The result of checking one template.
package struct TemplateCheckResult: Sendable, Codable, Equatable {
  /// The template's name.
  package var name: String
  /// Where it was found (a folder, or `built-in`).
  package var location: String
  /// How many `bool`/`choice` combinations it has.
  package var combinations: Int
  /// The cap on variants per template.
  package var variantCap: Int
  /// The variants checked.
  package var variants: [VariantCheckResult]
  /// Problems found before rendering (manifest, parse errors), each `file:line:col: error: …`.
  package var problems: [Diagnostic]
  /// Warnings that do not fail the template (a file identical to the one its base has).
  package var warnings: [Diagnostic] = []

  private enum CodingKeys: String, CodingKey {
    case name, location, combinations, variantCap = "variant_cap", variants, problems, warnings
  }

  /// Creates a template result.
  package init(
    name: String, location: String, combinations: Int, variantCap: Int, variants: [VariantCheckResult],
    problems: [Diagnostic]
  ) {
    self.name = name
    self.location = location
    self.combinations = combinations
    self.variantCap = variantCap
    self.variants = variants
    self.problems = problems
  }

  /// Whether the template and all its variants passed.
  package var passed: Bool { problems.isEmpty && !variants.isEmpty && variants.allSatisfy(\.passed) }
}
