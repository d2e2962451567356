import BuiltinFiles
import Foundation
import Located
import ModgenSupport

/// The templates modgen can use, discovered nearest first: in a Rambafile project, its Generamba
/// templates; then `--templates DIR` folders, the project's `Templates/` (or the folders
/// modgen.json names), `~/.modgen/templates`, then the built-ins carried in the binary. A nearer
/// template hides farther ones of the same name and records them in ``CatalogTemplate/shadows``.
/// This is the one place that decides which template a name means.
package struct TemplateCatalog: Sendable {
  /// A folder that was searched.
  package struct SearchFolder: Sendable, Hashable {
    /// Which kind of place it is.
    package var origin: TemplateOrigin
    /// The folder (or `<built-in>`).
    package var location: String
  }

  /// The visible templates: Generamba templates first (gen looks at them first), then the
  /// others, each sorted by name.
  package var templates: [CatalogTemplate]
  /// The templates that generate modules: all but the abstract ones, which are bases for others.
  package var concreteTemplates: [CatalogTemplate] { templates.filter { !$0.isAbstract } }
  /// The places searched, nearest first (only those that exist).
  package var searchPath: [SearchFolder]

  /// Creates a catalog from found templates, nearest first; later ones with a taken name become
  /// shadows of the first.
  package init(found: [CatalogTemplate], searchPath: [SearchFolder] = []) {
    let found = BaseTemplateLookup.attach(to: found)  // each finds its `"base"` from its own place
    var visible: [String: CatalogTemplate] = [:]
    var order: [String] = []
    for template in found {
      if var winner = visible[template.name] {
        winner.shadows.append(ShadowedTemplate(origin: template.origin, location: template.location))
        if template.origin == .builtin { winner.hiddenBuiltinFiles = template.files }
        visible[template.name] = winner
      } else {
        visible[template.name] = template
        order.append(template.name)
      }
    }
    let sorted = order.sorted().compactMap { visible[$0] }
    templates = sorted.filter { $0.origin == .generamba } + sorted.filter { $0.origin != .generamba }
    self.searchPath = searchPath
  }

  /// Discovers every template.
  ///
  /// - Parameters:
  ///   - templateFolders: `--templates` folders, in the order given; each is a folder of templates
  ///     or a single template folder (one holding `template.json`).
  ///   - workingDirectory: where modgen runs; the project's `Templates/` is looked for in the
  ///     folder holding modgen.json, else here. When it holds a Rambafile, the Generamba
  ///     templates of its `Templates/` come first, after the `--templates` folders.
  ///   - configuration: the project's modgen.json, when there is one.
  ///   - environment: the process environment (`HOME` locates `~/.modgen/templates`).
  ///   - builtins: the embedded files (the built-ins are those under `Templates/`).
  /// - Throws: ``CatalogError/missingFolder(_:)`` when a `--templates` folder does not exist.
  package static func discover(
    templateFolders: [URL] = [], workingDirectory: URL, configuration: LocatedConfiguration? = nil,
    environment: [String: String] = [:], fileSystem: any FileSystem,
    builtins: EmbeddedFileTable = EmbeddedFiles.table
  ) throws(CatalogError) -> TemplateCatalog {
    var found = generambaTemplates(in: workingDirectory, fileSystem: fileSystem)
    var searchPath: [SearchFolder] = []
    if !found.isEmpty {
      searchPath.append(SearchFolder(origin: .generamba, location: generambaTemplatesFolder))
    }
    func scan(_ folder: URL, _ origin: TemplateOrigin) {
      guard fileSystem.isDirectory(at: folder) else { return }
      let location = displayPath(folder, relativeTo: workingDirectory)
      searchPath.append(SearchFolder(origin: origin, location: location))
      if fileSystem.isFile(at: folder.appendingPathComponent("template.json", isDirectory: false)) {
        let files = DirectoryTemplateFiles(directory: folder, fileSystem: fileSystem, location: location)
        found.append(CatalogTemplate(name: folder.lastPathComponent, origin: origin, files: files))
        return
      }
      for name in (try? fileSystem.contentsOfDirectory(at: folder)) ?? [] where !name.hasPrefix(".") {
        let child = folder.appendingPathComponent(name, isDirectory: false)
        guard fileSystem.isFile(at: child.appendingPathComponent("template.json", isDirectory: false)) else { continue }
        let files = DirectoryTemplateFiles(
          directory: child, fileSystem: fileSystem, location: displayPath(child, relativeTo: workingDirectory))
        found.append(CatalogTemplate(name: name, origin: origin, files: files))
      }
    }

    for folder in templateFolders {
      guard fileSystem.isDirectory(at: folder) else { throw CatalogError.missingFolder(folder.filePath) }
      scan(folder, .flag)
    }
    if let configuration, !configuration.configuration.templates.isEmpty {
      for (index, folder) in configuration.configuration.templates.enumerated() {
        let url = configuration.resolve(folder, paths: PathResolver(environment: environment))
        // A team's folder that is missing must not silently fall back to a built-in of the same name.
        guard fileSystem.isDirectory(at: url) else {
          var place =
            configuration.configuration.templatePlaces.indices.contains(index)
            ? configuration.configuration.templatePlaces[index] : Diagnostic("", file: configuration.file.filePath)
          place.message = "templates folder '\(folder)' does not exist (looked at \(url.filePath))"
          throw CatalogError.missingProjectFolder(place)
        }
        scan(url, .project)
      }
    } else {
      // By path first: most projects have no Templates/ folder, and a URL is made only for one that is there.
      let folder = PathComponents.child("Templates", of: (configuration?.directory ?? workingDirectory).filePath)
      if fileSystem.isDirectory(atPath: folder) { scan(URL(fileURLWithPath: folder, isDirectory: false), .project) }
    }
    if let home = environment["HOME"], !home.isEmpty {
      scan(
        URL(fileURLWithPath: home, isDirectory: false).appendingPathComponent(".modgen/templates", isDirectory: false),
        .user)
    }
    let builtinNames = Set(
      builtins.paths(startingWith: "Templates/").compactMap { key -> String? in
        // Most keys are other files: only `Templates/<name>/template.json` names a template.
        guard key.hasSuffix("/template.json") else { return nil }
        let name = key.dropFirst("Templates/".utf8.count).dropLast("/template.json".utf8.count)
        return name.isEmpty || name.contains("/") ? nil : String(name)
      })
    if !builtinNames.isEmpty { searchPath.append(SearchFolder(origin: .builtin, location: "<built-in>")) }
    for name in builtinNames.sorted() {
      found.append(
        CatalogTemplate(
          name: name, origin: .builtin, files: EmbeddedTemplateFiles(root: "Templates/\(name)", files: builtins)))
    }
    // A folder given with --templates is looked in first, even in a Rambafile project.
    found = found.filter { $0.origin == .flag } + found.filter { $0.origin != .flag }
    searchPath = searchPath.filter { $0.origin == .flag } + searchPath.filter { $0.origin != .flag }
    return TemplateCatalog(found: found, searchPath: searchPath)
  }

  /// ``discover(templateFolders:workingDirectory:configuration:environment:fileSystem:builtins:)`` with
  /// the built-in files given as a dictionary (tests give their own).
  package static func discover(
    templateFolders: [URL] = [], workingDirectory: URL, configuration: LocatedConfiguration? = nil,
    environment: [String: String] = [:], fileSystem: any FileSystem, builtins: [String: String]
  ) throws(CatalogError) -> TemplateCatalog {
    try discover(
      templateFolders: templateFolders, workingDirectory: workingDirectory, configuration: configuration,
      environment: environment, fileSystem: fileSystem, builtins: EmbeddedFileTable(builtins))
  }

  /// The visible template called `name`: a Generamba template whose name matches ignoring letter
  /// case (as Generamba on macOS found it), else the template of exactly that name.
  /// - Throws: ``CatalogError/unknownTemplate(name:suggestion:available:generambaTemplates:)`` with
  ///   the nearest name.
  package func template(named name: String) throws(CatalogError) -> CatalogTemplate {
    let lowered = name.lowercased()
    if let template = templates.first(where: { $0.origin == .generamba && $0.name.lowercased() == lowered }) {
      return template
    }
    if let template = templates.first(where: { $0.name == name }) { return template }
    // Abstract templates are bases, not something to generate or check: `list` leaves them out too.
    let names = templates.filter { $0.origin != .generamba && !$0.isAbstract }.map(\.name)
    throw CatalogError.unknownTemplate(
      name: name, suggestion: Suggestion.nearest(to: name, in: names), available: names,
      generambaTemplates: templates.filter { $0.origin == .generamba }.map(\.name))
  }

  /// How a folder is shown (one rule for the whole tool: ``PathResolver/displayPath(_:relativeTo:)``).
  static func displayPath(_ url: URL, relativeTo base: URL) -> String {
    PathResolver.displayPath(url, relativeTo: base)
  }
}
