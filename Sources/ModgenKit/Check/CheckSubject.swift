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

/// One variant rendered in memory, or the problems that stopped it.
public struct PreparedVariant: Sendable {
  /// The variant.
  public var variant: CheckVariant
  /// Lint problems (parse, strict render, paths), each `file:line:col: error: …`.
  public var problems: [String]
  /// Seconds spent rendering it.
  public var seconds: Double
  /// The rendered files (empty when there are problems).
  public var files: [PreparedFile]

  /// Creates a prepared variant.
  public init(variant: CheckVariant, problems: [String], seconds: Double, files: [PreparedFile]) {
    self.variant = variant
    self.problems = problems
    self.seconds = seconds
    self.files = files
  }
}

/// One rendered file with its source map.
public struct PreparedFile: Sendable {
  /// Whether it is a test file.
  public var isTest: Bool
  /// The path inside the variant's target folder.
  public var relativePath: String
  /// The template file it came from (display path).
  public var templateFile: String
  /// The rendered text.
  public var text: String
  /// Index `i`: the template line of output line `i + 1`.
  public var lineOrigins: [TemplateLine?]

  /// Creates a prepared file.
  public init(isTest: Bool, relativePath: String, templateFile: String, text: String, lineOrigins: [TemplateLine?]) {
    self.isTest = isTest
    self.relativePath = relativePath
    self.templateFile = templateFile
    self.text = text
    self.lineOrigins = lineOrigins
  }
}
