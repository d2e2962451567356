/// The result of checking one template.
public struct TemplateCheckResult: Sendable, Codable, Equatable {
  /// The template's name.
  public var name: String
  /// Where it was found (a folder, or `built-in`).
  public var location: String
  /// How many `bool`/`choice` combinations it has.
  public var combinations: Int
  /// The cap on variants per template.
  public var variantCap: Int
  /// The variants checked.
  public var variants: [VariantCheckResult]
  /// Problems found before rendering (manifest, parse errors), each `file:line:col: error: …`.
  public var problems: [String]

  /// Creates a template result.
  public init(
    name: String, location: String, combinations: Int, variantCap: Int, variants: [VariantCheckResult],
    problems: [String]
  ) {
    self.name = name
    self.location = location
    self.combinations = combinations
    self.variantCap = variantCap
    self.variants = variants
    self.problems = problems
  }

  /// Whether the template and all its variants passed.
  public var passed: Bool { problems.isEmpty && !variants.isEmpty && variants.allSatisfy(\.passed) }
}
