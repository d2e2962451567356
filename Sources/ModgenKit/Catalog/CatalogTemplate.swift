/// A template the catalog found: its name, where it came from, its files, and the farther
/// templates of the same name it hides.
public struct CatalogTemplate: Sendable {
  /// The template's name (its folder's name).
  public var name: String
  /// Where it was found.
  public var origin: TemplateOrigin
  /// Its files.
  public var files: any TemplateFiles
  /// Farther templates with the same name that this one hides, nearest first.
  public var shadows: [ShadowedTemplate]

  /// Creates a catalog entry.
  public init(name: String, origin: TemplateOrigin, files: any TemplateFiles, shadows: [ShadowedTemplate] = []) {
    self.name = name
    self.origin = origin
    self.files = files
    self.shadows = shadows
  }

  /// Where it lives (folder path or `<built-in>/name`).
  public var location: String { files.location }

  /// Reads and validates its `template.json`.
  public func loadManifest() throws(ManifestError) -> TemplateManifest {
    try TemplateManifest.load(name: name, files: files)
  }
}
