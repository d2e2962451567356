import Foundation
import Liquid
import Located
import ModgenSupport
import TemplateSpec

/// Renders every file of one module in memory, collecting every error instead of stopping.
struct ModuleRenderer {
  let request: GenerationRequest
  let manifest: TemplateManifest
  let parameters: [ResolvedParameter]
  private(set) var diagnostics: [Diagnostic] = []
  /// Undefined variables a lax template read (each once per place), as warnings.
  private(set) var warnings: [Diagnostic] = []
  /// The variables shared by every file (`module_info.file_name` is set per file).
  private let baseVariables: LiquidObject
  private let options: RenderOptions
  /// The template's files with its bases' (what its entries and snippets are read from).
  private let files: any TemplateFiles

  init(request: GenerationRequest, manifest: TemplateManifest, parameters: [ResolvedParameter]) {
    self.request = request
    self.manifest = manifest
    self.parameters = parameters
    baseVariables = TemplateVariables.make(
      moduleName: request.moduleName, fileName: "", parameters: parameters,
      // A lax template (imported from Generamba) describes the module as Generamba did by default.
      moduleDescription: request.moduleDescription.isEmpty && manifest.liquidMode == .lax
        ? "\(request.moduleName) module" : request.moduleDescription,
      projectName: request.projectName,
      productModuleName: request.productModuleName ?? ProductModuleName.derive(from: request.projectName),
      developerName: request.developerName, company: request.company, prefix: request.prefix,
      unset: manifest.parameters.map(\.name).filter { name in !parameters.contains { $0.name == name } },
      targets: request.targets,
      date: request.date, timeZone: request.timeZone, forCheck: request.forCheck)
    files = manifest.files ?? request.template.files
    options = RenderOptions(
      strict: manifest.liquidMode == .strict, partials: TemplatePartialSource(files: files),
      now: request.date)
  }

  /// Renders the code files, then (unless excluded) the test files.
  mutating func renderAll() -> [RenderedFile] {
    var entries = manifest.codeFiles.map { ($0, FileRole.code, request.outputRoot) }
    if request.includeTests {
      entries += manifest.testFiles.map { ($0, FileRole.test, request.testsOutputRoot) }
    }
    var files: [RenderedFile] = []
    var seen: [String: String] = [:]
    var expanded: [(TemplateFileEntry, FileRole, URL, item: (String, LiquidValue)?)] = []
    for (entry, role, root) in entries {
      guard let list = entry.forEach else {
        expanded.append((entry, role, root, nil))
        continue
      }
      for item in items(of: list) { expanded.append((entry, role, root, (entry.itemVariable, item))) }
    }
    var rootPaths: [(root: URL, path: String)] = []  // each root's path read once
    for (entry, role, root, item) in expanded {
      guard let file = render(entry, role: role, root: root, item: item) else { continue }
      let rootPath: String
      if let known = rootPaths.first(where: { $0.root == file.root }) {
        rootPath = known.path
      } else {
        rootPath = file.root.filePath
        rootPaths.append((file.root, rootPath))
      }
      let key = (rootPath.hasSuffix("/") ? rootPath : rootPath + "/") + file.relativePath
      if let other = seen[key] {
        diagnostics.append(
          Diagnostic(
            "\(entry.template) and \(other) both render to \(key)", file: manifestFile(entry.pathLocation),
            line: entry.pathLocation.line, column: entry.pathLocation.column,
            sourceLine: Diagnostic.line(entry.pathLocation.line, of: manifest.text(ofManifest: entry.pathLocation.file))
          ))
        continue
      }
      seen[key] = entry.template
      files.append(file)
    }
    return files
  }

  /// The item objects of list parameter `name`: `name`, `index` (from 1), `index0`, `first`, `last`.
  private func items(of name: String) -> [LiquidValue] {
    guard case .list(let values)? = parameters.first(where: { $0.name == name })?.value else { return [] }
    return values.enumerated().map { index, value in
      .object(
        LiquidObject([
          ("name", .string(value)), ("index", .int(index + 1)), ("index0", .int(index)), ("first", .bool(index == 0)),
          ("last", .bool(index == values.count - 1)),
        ]))
    }
  }

  private func variables(fileName: String, item: (String, LiquidValue)? = nil) -> LiquidObject {
    var variables = baseVariables
    if let (name, value) = item { variables[name] = value }
    if case .object(var moduleInfo) = variables["module_info"] {
      moduleInfo["file_name"] = .string(fileName)
      variables["module_info"] = .object(moduleInfo)
    }
    return variables
  }

  private mutating func render(
    _ entry: TemplateFileEntry, role: FileRole, root: URL, item: (String, LiquidValue)?
  ) -> RenderedFile? {
    let templateBaseName = PathComponents.lastComponent(of: entry.template)
    let pathVariables = variables(
      fileName: templateBaseName.hasSuffix(".liquid") ? String(templateBaseName.dropLast(7)) : templateBaseName,
      item: item)

    if let condition = entry.conditionTemplate, let location = entry.conditionLocation {
      guard
        let result = renderEmbedded(
          condition, variables: pathVariables, text: entry.condition ?? "",
          prefixLength: TemplateFileEntry.conditionPrefix.utf8.count, at: location)
      else { return nil }
      if result != "true" { return nil }
    }

    guard
      let renderedPath = renderEmbedded(
        entry.pathTemplate, variables: pathVariables, text: entry.path, prefixLength: 0, at: entry.pathLocation)
    else { return nil }
    if let problem = PathSafety.lexicalProblem(in: renderedPath) {
      report("path renders to '\(renderedPath)': \(problem)", at: entry.pathLocation)
      return nil
    }
    let relativePath = request.moduleName + "/" + PathSafety.normalized(renderedPath)

    let displayPath: String
    let template: Template
    if let parsed = manifest.parsedTemplates[entry.template] {
      template = parsed
      displayPath = files.displayPath(of: entry.template)
    } else {
      do {
        // The text and where it is shown from in one lookup (a base template's file shows the base's folder).
        guard let (source, shownPath) = try files.readWithDisplayPath(entry.template) else {
          diagnostics.append(Diagnostic("template file not found", file: files.displayPath(of: entry.template)))
          return nil
        }
        displayPath = shownPath
        template = try Template.parseShared(source, file: shownPath)
      } catch let error as LiquidError {
        diagnostics.append(Diagnostic(liquid: error))
        return nil
      } catch {
        diagnostics.append(
          Diagnostic("cannot read template file: \(error)", file: files.displayPath(of: entry.template)))
        return nil
      }
    }

    let fileName = PathComponents.lastComponent(of: relativePath)
    do {
      let result = try template.render(variables(fileName: fileName, item: item), options: options)
      for warning in result.undefinedVariables.map(\.warning) where !warnings.contains(warning) {
        warnings.append(warning)
      }
      return RenderedFile(
        role: role, root: root, relativePath: relativePath, templateFile: entry.template,
        templateDisplayPath: displayPath, output: result.output, sourceMap: result.sourceMap)
    } catch {
      diagnostics.append(Diagnostic(liquid: error, notes: ["while rendering \(relativePath)"]))
      return nil
    }
  }

  /// A module to generate with this one, as its `modules` entry rendered.
  struct ChildModule {
    var name: String
    var template: String
    var parameters: [String]
    var entry: TemplateModuleEntry
    /// Whether `modgen check` renders it only so the parent has something to build against (its `if` is
    /// true only with `modgen.check`): it stands for a module the app already has, whose tests are not
    /// the parent template's output.
    var standsInForExistingModule = false
  }

  /// Renders every `modules` entry (once per item with `for_each`, skipped when its `if` is false).
  mutating func renderModules() -> [ChildModule] {
    var children: [ChildModule] = []
    for entry in manifest.modules {
      let repetitions: [(String, LiquidValue)?] =
        entry.forEach.map { list in items(of: list).map { (entry.itemVariable, $0) } } ?? [nil]
      for item in repetitions {
        let scope = variables(fileName: "", item: item)
        if let condition = entry.condition {
          guard
            let result = renderEmbedded(
              condition.template, variables: scope, text: condition.text,
              prefixLength: TemplateFileEntry.conditionPrefix.utf8.count, at: condition.location)
          else { continue }
          if result != "true" { continue }
        }
        var standIn = false
        if request.forCheck, let condition = entry.condition {
          var outsideCheck = scope
          outsideCheck["modgen"] = TemplateVariables.modgen(forCheck: false)
          standIn = (try? condition.template.render(outsideCheck, options: options).output) != "true"
        }
        guard
          let name = renderEmbedded(
            entry.name.template, variables: scope, text: entry.name.text, prefixLength: 0, at: entry.name.location),
          let template = renderEmbedded(
            entry.template.template, variables: scope, text: entry.template.text, prefixLength: 0,
            at: entry.template.location)
        else { continue }
        var parameters: [String] = []
        for (key, value) in entry.parameters {
          guard
            let text = renderEmbedded(
              value.template, variables: scope, text: value.text, prefixLength: 0, at: value.location)
          else { continue }
          parameters.append("\(key)=\(text)")
        }
        children.append(
          ChildModule(
            name: name, template: template, parameters: parameters, entry: entry, standsInForExistingModule: standIn))
      }
    }
    return children
  }

  /// Reports `message` at the `modules` entry's `key` snippet in the manifest.
  /// `subject` is the value the problem is about, when the user may have typed it.
  mutating func report(
    _ message: String, at snippet: TemplateModuleEntry.Snippet, about subject: Diagnostic.Subject? = nil
  ) {
    report(message, at: snippet.location, about: subject)
  }

  /// Adds a problem found elsewhere (in a child module).
  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Renders a `path` or `if` snippet, reporting errors at their place in the manifest.
  private mutating func renderEmbedded(
    _ template: Template, variables: LiquidObject, text: String, prefixLength: Int, at location: SourceLocation
  ) -> String? {
    do {
      return try template.render(variables, options: options).output
    } catch {
      let position = TemplateManifest.manifestPosition(
        of: error.location, in: text, prefixLength: prefixLength, string: location)
      diagnostics.append(
        Diagnostic(
          error.message, file: manifestFile(location), line: position.line, column: position.column,
          sourceLine: Diagnostic.line(position.line, of: manifest.text(ofManifest: location.file))))
      return nil
    }
  }

  private mutating func report(
    _ message: String, at location: SourceLocation, about subject: Diagnostic.Subject? = nil
  ) {
    diagnostics.append(
      Diagnostic(
        message, file: manifestFile(location), line: location.line, column: location.column,
        sourceLine: Diagnostic.line(location.line, of: manifest.text(ofManifest: location.file))
      ).about(subject))
  }

  /// The manifest a location is in: the template's own, or a base's for an inherited entry.
  private func manifestFile(_ location: SourceLocation) -> String {
    location.file.isEmpty ? manifest.file : location.file
  }
}
