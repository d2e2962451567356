extension TemplateManifest {
  /// The manifest's file name inside a template folder.
  public static let fileName = "template.json"

  /// Reads `template.json` from `files` and validates it completely: unknown keys, types,
  /// duplicate parameters, choices against defaults, template files that must exist, and the
  /// Liquid of every `path` and `if`.
  /// - Throws: ``ManifestError`` with every problem found.
  public static func load(name: String, files: any TemplateFiles) throws(ManifestError) -> TemplateManifest {
    fatalError("not implemented yet")
  }
}
