import Foundation
import GenerambaFormat
import Located
import ModgenSupport
import TemplateSpec

/// What one project declares for `modgen template install|list|search`: where its templates go,
/// which templates it installs and which catalogs it searches. A Generamba project declares them
/// in its Rambafile (`templates:`, `catalogs:`), a modgen project in modgen.json
/// (`template_sources`, `catalogs`).
package struct ProjectTemplateSources: Sendable {
  /// Generamba's own catalog, which a Rambafile project searches last (as Generamba did);
  /// `MODGEN_GENERAMBA_CATALOG` replaces it (empty: none).
  package static let generambaCatalog = "https://github.com/rambler-digital-solutions/generamba-catalog"

  /// The project's folder.
  package var root: URL
  /// Where its templates are installed.
  package var templatesFolder: URL
  /// The templates it declares.
  package var templates: [TemplateSourceDeclaration]
  /// The catalogs it searches, in order.
  package var catalogs: [String]

  /// The declarations of the Rambafile in `workingDirectory` and of the modgen.json found upward
  /// from it (either may be missing, not both).
  package static func declared(
    in workingDirectory: URL, environment: [String: String], fileSystem: any FileSystem
  ) throws -> [ProjectTemplateSources] {
    var result: [ProjectTemplateSources] = []
    let rambafileURL = workingDirectory.appendingPathComponent(Rambafile.fileName, isDirectory: false)
    if fileSystem.isFile(at: rambafileURL) {
      let text = try fileSystem.readText(at: rambafileURL)
      let rambafile = try Rambafile(text: text)
      let templates = try rambafile.templateDeclarations().map { TemplateSourceDeclaration($0, in: text) }
      var catalogs = try rambafile.catalogs().map {
        Self.resolvedCatalog($0, relativeTo: workingDirectory, paths: PathResolver(environment: environment))
      }
      let generamba = environment["MODGEN_GENERAMBA_CATALOG"] ?? generambaCatalog
      if !generamba.isEmpty, !catalogs.contains(generamba) { catalogs.append(generamba) }
      result.append(
        ProjectTemplateSources(
          root: workingDirectory,
          templatesFolder: workingDirectory.appendingPathComponent("Templates", isDirectory: true),
          templates: templates, catalogs: catalogs))
    }
    if let located = try ProjectConfiguration.find(from: workingDirectory, fileSystem: fileSystem) {
      let configuration = located.configuration
      let root = located.file.deletingLastPathComponent()
      // The folder gen reads first, by the same path rule (`~/t` is in the home folder).
      let templatesFolder = located.resolve(
        configuration.templates.first ?? "Templates", paths: PathResolver(environment: environment))
      if !configuration.templateSources.isEmpty || !configuration.catalogs.isEmpty || result.isEmpty {
        result.append(
          ProjectTemplateSources(
            root: root, templatesFolder: templatesFolder, templates: configuration.templateSources,
            catalogs: configuration.catalogs.map {
              Self.resolvedCatalog($0, relativeTo: root, paths: PathResolver(environment: environment))
            }))
      }
    }
    guard !result.isEmpty else {
      throw Diagnostic(
        "no Rambafile here and no modgen.json up to the repository root declares templates",
        notes: ["list them in modgen.json: \"template_sources\": [{\"name\": \"x\", \"git\": \"https://…\"}]"])
    }
    return result
  }

  /// A catalog as git is given it: a repository URL (`https://…`, `ssh://…`, `git@host:path`) as
  /// written, a local folder resolved against the file that names it (`../catalog`, `~/catalog`), so
  /// it means the same from any folder below the project.
  static func resolvedCatalog(_ catalog: String, relativeTo folder: URL, paths: PathResolver) -> String {
    if catalog.contains("://") { return catalog }
    // scp-like `user@host:path`: a colon before any slash.
    if let colon = catalog.firstIndex(of: ":"), !catalog[..<colon].contains("/") { return catalog }
    return paths.url(for: catalog, relativeTo: folder).filePath
  }
}
