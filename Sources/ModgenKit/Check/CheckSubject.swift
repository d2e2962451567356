/// One template made ready for building: its lint problems and its rendered variants.
public struct CheckSubject: Sendable {
  /// The template's name.
  public var name: String
  /// Where it was found.
  public var location: String
  /// How many `bool`/`choice` combinations it has.
  public var combinations: Int
  /// The cap applied.
  public var variantCap: Int
  /// Problems with the template as a whole (manifest errors): when present, no variant is built.
  public var problems: [String]
  /// The rendered variants.
  public var variants: [PreparedVariant]

  /// Creates a subject.
  public init(
    name: String, location: String, combinations: Int, variantCap: Int, problems: [String],
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
