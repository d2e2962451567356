import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// Turns a ``GenerationRequest`` into rendered files and a ``GenerationPlan``, touching the disk
/// only to read templates and the current state of destinations.
package struct Generator: Sendable {
  /// Where templates and the destinations' current contents are read (never written).
  package var fileSystem: any FileSystem

  /// A generator reading through `fileSystem`, the real disk unless a test gives another.
  package init(fileSystem: any FileSystem = LocalFileSystem()) {
    self.fileSystem = fileSystem
  }

  /// Validates the module name, the manifest and the parameters (reporting all problems
  /// together), then renders every file in strict mode with the template's `snippets/` as
  /// partials.
  package func render(_ request: GenerationRequest) throws(GenerationError) -> RenderedModule {
    var diagnostics: [Diagnostic] = []
    do {
      _ = try ModuleName(request.moduleName)
    } catch {
      diagnostics.append(Diagnostic(error.description))
    }
    let manifest: TemplateManifest
    do {
      manifest = try request.template.loadManifest()
    } catch {
      throw GenerationError(diagnostics: diagnostics + error.problems.map(\.diagnostic))
    }
    if let problem = manifest.abstractProblem { throw GenerationError(diagnostics: diagnostics + [problem]) }
    let parameters: [ResolvedParameter]
    do {
      parameters = try ParameterResolver.resolve(
        declared: manifest.parameters, flags: request.parameters, recorded: request.recordedParameters,
        configuration: request.configurationParameters,
        configurationPlaces: request.configurationPlaces,
        ask: diagnostics.isEmpty ? request.ask : nil)  // no questions when the run fails anyway
    } catch {
      throw GenerationError(
        diagnostics: diagnostics + error.diagnostics, missingParameters: error.missing)
    }
    if !diagnostics.isEmpty { throw GenerationError(diagnostics: diagnostics) }

    var renderer = ModuleRenderer(request: request, manifest: manifest, parameters: parameters)
    var files = renderer.renderAll()
    var children: [String] = []
    var childWarnings: [Diagnostic] = []
    if !manifest.modules.isEmpty {
      let childModules = renderer.renderModules()
      if renderer.diagnostics.isEmpty {
        (files, children, childWarnings) = try renderChildren(
          childModules, of: request, files: files, renderer: &renderer)
      }
    }
    if !renderer.diagnostics.isEmpty { throw GenerationError(diagnostics: renderer.diagnostics) }
    var module = RenderedModule(
      moduleName: request.moduleName, manifest: manifest, parameters: parameters, files: files)
    module.children = children
    module.warnings = renderer.warnings + childWarnings
    return module
  }

  /// Renders the modules a manifest's `modules` asks for, each with its own template, into the
  /// same output roots (`<output>/<Child>/`), after the parent's files. Problems are reported at
  /// the entry in the parent's manifest, or, inside a child's template, with a note naming it.
  private func renderChildren(
    _ children: [ModuleRenderer.ChildModule], of request: GenerationRequest, files: [RenderedFile],
    renderer: inout ModuleRenderer
  ) throws(GenerationError) -> (files: [RenderedFile], children: [String], warnings: [Diagnostic]) {
    var files = files
    var names: [String] = []
    var warnings: [Diagnostic] = []
    for child in children {
      if let parent = request.parentModule {
        renderer.report(
          "'\(request.template.name)' generates modules of its own, so it cannot be used for a child module"
            + " (of '\(parent)'): composition is one level deep", at: child.entry.template)
        break
      }
      do {
        _ = try ModuleName(child.name)
      } catch {
        renderer.report("child module name: \(error.description)", at: child.entry.name, about: .value(child.name))
        continue
      }
      if child.name == request.moduleName || names.contains(child.name) {
        renderer.report(
          "module '\(child.name)' would be generated twice", at: child.entry.name, about: .value(child.name))
        continue
      }
      // From the composite's own place first: a built-in composite keeps the built-in children.
      guard
        let template = request.template.moduleTemplate(named: child.template) ?? request.templateLookup?(child.template)
      else {
        renderer.report(
          "no template '\(child.template)' for child module '\(child.name)' (see modgen list)",
          at: child.entry.template,
          about: .value(child.template))
        continue
      }
      var childRequest = request
      childRequest.moduleName = child.name
      childRequest.template = template
      childRequest.parameters = child.parameters
      childRequest.recordedParameters = [:]
      childRequest.ask = nil
      childRequest.parentModule = request.moduleName
      // A module the app already has (rendered for check only) is built against, not tested: its tests
      // are its own template's, which check tests on its own.
      if child.standsInForExistingModule { childRequest.includeTests = false }
      let note = "in module '\(child.name)' (template '\(template.name)'), generated with '\(request.moduleName)'"
      do {
        let module = try render(childRequest)
        files += module.files
        names.append(child.name)
        // A lax child template's undefined variables are the parent run's warnings too, with the
        // child named as for its errors.
        for var warning in module.warnings {
          warning.notes.append(note)
          if !warnings.contains(warning) { warnings.append(warning) }
        }
      } catch {
        for var diagnostic in error.diagnostics {
          diagnostic.notes.append(note)
          renderer.report(diagnostic)
        }
      }
    }
    return (files, names, warnings)
  }

  /// Renders the module and compares each file with the disk: `create`, `identical` or
  /// `conflict`. Paths are checked to stay inside their roots (no `..`, no absolute paths, no
  /// symbolic link leading outside) before anything could be written.
  package func plan(_ request: GenerationRequest) throws(GenerationError) -> GenerationPlan {
    var module = try render(request)
    var diagnostics: [Diagnostic] = []
    var planned: [PlannedFile] = []
    var resolver = PathSafety.Resolver(fileSystem: fileSystem)
    let stamps = TemplateVariables.stamps(of: request.date, timeZone: request.timeZone)
    let comparison = DateStampComparison(date: stamps.date, year: stamps.year)
    // One root cause (an output folder that is a file) is reported once, not once per file.
    var blockedFolders: [String: (diagnostic: Int, files: Int)] = [:]
    for index in module.files.indices {
      let file = module.files[index]
      let entry = planFile(
        role: file.role, root: file.root, relativePath: file.relativePath, templateFile: file.templateFile,
        contents: Data(utf8: file.output), stamps: comparison)
      // The plan holds the bytes now; the text's memory goes back before the next file's copy.
      module.files[index].output = ""
      if let problem = destinationProblem(entry, resolver: &resolver) {
        if let folder = problem.blockedFolder {
          if blockedFolders[folder] == nil {
            blockedFolders[folder] = (diagnostics.count, 0)
            diagnostics.append(Diagnostic(problem.message))
          }
          blockedFolders[folder]?.files += 1
        } else {
          diagnostics.append(Diagnostic(problem.message, notes: ["rendered from \(file.templateDisplayPath)"]))
        }
      }
      planned.append(entry)
    }
    for (diagnostic, files) in blockedFolders.values {
      diagnostics[diagnostic].notes.append("\(files) generated file(s) would go below it")
    }
    if !diagnostics.isEmpty { throw GenerationError(diagnostics: diagnostics) }
    var plan = GenerationPlan(
      moduleName: module.moduleName, templateName: module.manifest.name, parameters: module.parameters, files: planned)
    plan.warnings = module.warnings
    plan.children = module.children
    plan.includesTests = request.includeTests
    plan.templateVersion = module.manifest.version
    return plan
  }

  /// Why a destination cannot be written (outside its root through a link, a folder in the way,
  /// a file where a folder must go), or `nil`.
  private func destinationProblem(_ file: PlannedFile, resolver: inout PathSafety.Resolver)
    -> (message: String, blockedFolder: String?)?
  {
    let (resolved, inside) = resolver.resolvePath(file.destinationPath, root: file.root)
    if !inside {
      let message =
        "\(file.destinationPath) leads outside \(file.root.filePath) through a symbolic link (to \(resolved))"
      return (message, nil)
    }
    // `resolved` has no links left in its existing part, so kinds can be read without following.
    if fileSystem.itemKind(atPath: resolved) == .directory {
      return ("\(file.destinationPath) is a folder; cannot write a file there", nil)
    }
    var ancestor = PathComponents.parent(of: resolved)
    var kind = fileSystem.itemKind(atPath: ancestor)
    while kind == nil && ancestor != "/" {
      ancestor = PathComponents.parent(of: ancestor)
      kind = fileSystem.itemKind(atPath: ancestor)
    }
    if kind != .directory {
      return ("\(ancestor) is a file, where modgen must create a folder for the module's files", ancestor)
    }
    return nil
  }

  /// A planned file for `contents` at `root/relativePath`, its action found by comparing with what
  /// is on disk now (a destination that is a folder counts as a conflict).
  func planFile(
    role: FileRole, root: URL, relativePath: String, templateFile: String, contents: Data,
    stamps: DateStampComparison? = nil
  ) -> PlannedFile {
    var file = PlannedFile(
      role: role, root: root, relativePath: relativePath, templateFile: templateFile, contents: contents,
      action: .create)
    let existing: Data?
    switch fileSystem.probe(atPath: file.destinationPath) {
    case .absent: return file
    case .other: existing = nil
    case .file(let data): existing = data
    }
    file.existingContents = existing
    file.action = existing == contents ? .identical : .conflict
    if file.action == .conflict, let stamps, let existing,
      stamps.differsOnlyInStamps(
        existing: String(decoding: existing, as: UTF8.self), generated: String(decoding: contents, as: UTF8.self))
    {
      // Generated on another day: the file is what the template makes, so it stays as it is.
      file.action = .identical
      file.contents = existing
    }
    return file
  }

}
