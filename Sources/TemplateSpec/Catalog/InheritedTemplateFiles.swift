/// A template's files with its base template's beneath: a file the template's folder lacks is read
/// from the base (whose files may be inherited in turn). The base's `template.json` is never
/// inherited.
package struct InheritedTemplateFiles: TemplateFiles {
  /// The template's own files.
  package var own: any TemplateFiles
  /// The base template's files (with its own bases beneath).
  package var base: any TemplateFiles
  /// The relative paths of the template's own files when they are on disk (`nil` for files read from
  /// memory, which are looked up directly).
  private let ownPaths: Set<String>?

  /// Layers `own` over `base`.
  package init(own: any TemplateFiles, base: any TemplateFiles) {
    self.own = own
    self.base = base
    ownPaths = own.readsFromMemory ? nil : Set(own.allFiles())
  }

  /// The template's own folder.
  package var location: String { own.location }

  /// Whether the template's own folder holds `relativePath` (rather than inheriting it).
  package func ownsFile(_ relativePath: String) -> Bool {
    guard let ownPaths else { return ((try? own.read(relativePath)) ?? nil) != nil }
    return ownPaths.contains(relativePath)
  }

  /// The template's own file, else the base's (never the base's manifest).
  package func read(_ relativePath: String) throws -> String? {
    if let text = try own.read(relativePath) { return text }
    if relativePath == TemplateManifest.fileName { return nil }
    return try base.read(relativePath)
  }

  /// The template's own file with its own display path, else the base's with the base's.
  package func readWithDisplayPath(_ relativePath: String) throws -> (text: String, displayPath: String)? {
    // The manifest is never inherited: only the template's own folder is asked for it.
    if relativePath == TemplateManifest.fileName { return try own.readWithDisplayPath(relativePath) }
    if let found = try own.readWithDisplayPath(relativePath) { return found }
    return try base.readWithDisplayPath(relativePath)
  }

  /// Whether both layers were checked when modgen was built.
  package var isCheckedAtBuild: Bool { own.isCheckedAtBuild && base.isCheckedAtBuild }

  /// Whether both layers are read from memory.
  package var readsFromMemory: Bool { own.readsFromMemory && base.readsFromMemory }

  /// The template's own files and those it inherits, sorted.
  package func allFiles() -> [String] {
    (ownPaths ?? Set(own.allFiles())).union(base.allFiles().filter { $0 != TemplateManifest.fileName }).sorted()
  }

  /// The file's path in the folder it is read from.
  package func displayPath(of relativePath: String) -> String {
    ownsFile(relativePath) || relativePath == TemplateManifest.fileName
      ? own.displayPath(of: relativePath) : base.displayPath(of: relativePath)
  }
}
