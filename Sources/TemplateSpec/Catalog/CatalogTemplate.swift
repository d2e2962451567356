/// A template the catalog found: its name, where it came from, its files, and the farther
/// templates of the same name it hides.
package struct CatalogTemplate: Sendable {
  /// The template's name (its folder's name).
  package var name: String
  /// Where it was found.
  package var origin: TemplateOrigin
  /// Its files.
  package var files: any TemplateFiles
  /// Farther templates with the same name that this one hides, nearest first.
  package var shadows: [ShadowedTemplate]
  /// The files of the built-in template of the same name this one hides, if any (set by
  /// ``TemplateCatalog``), to tell a copy of it from a template of the project's own.
  var hiddenBuiltinFiles: (any TemplateFiles)?
  /// Finds the template its manifest's `"base"` names (set by ``TemplateCatalog``; without it a
  /// base cannot be found).
  var baseLookup: BaseTemplateLookup?

  /// An entry hiding no other template unless `shadows` says so; the catalog sets its base lookup.
  package init(name: String, origin: TemplateOrigin, files: any TemplateFiles, shadows: [ShadowedTemplate] = []) {
    self.name = name
    self.origin = origin
    self.files = files
    self.shadows = shadows
  }

  /// Where it lives (folder path or `<built-in>/name`).
  package var location: String { files.location }

  /// Reads and validates its `template.json`, with its base templates' (see ``TemplateManifest/base``).
  package func loadManifest() throws(ManifestError) -> TemplateManifest {
    try TemplateManifest.load(name: name, files: files, baseLookup: baseLookup)
  }

  /// The template a `modules` entry of this one names, found from this template's place in the
  /// search as its `"base"` is: at its own origin or a farther one. A built-in composite so gets the
  /// built-in children even when the project has a template of the same name; a project's composite
  /// gets the project's. `nil` when the catalog did not attach a lookup or nothing matches.
  package func moduleTemplate(named name: String) -> CatalogTemplate? {
    baseLookup?.template(named: name)
  }

  /// Whether this template hides a built-in template of the same name and differs from it (a copy
  /// of the built-in, file for file, as in modgen's own repository, hides nothing worth a note).
  package var shadowsBuiltin: Bool {
    guard origin != .builtin, shadows.contains(where: { $0.origin == .builtin }) else { return false }
    guard let builtin = hiddenBuiltinFiles else { return true }
    let paths = files.allFiles()
    guard paths == builtin.allFiles() else { return true }
    return paths.contains { path in ((try? files.read(path)) ?? nil) != ((try? builtin.read(path)) ?? nil) }
  }

  /// Whether its `template.json` says `"abstract": true` (read without validating it): an abstract
  /// template is a base for others, not listed, generated or checked alone.
  package var isAbstract: Bool {
    TemplateManifest.declaresAbstract(in: files)
  }
}

/// A template hidden by a nearer one of the same name.
package struct ShadowedTemplate: Sendable, Hashable {
  /// Where it was found.
  package var origin: TemplateOrigin
  /// Where it lives.
  package var location: String
}
