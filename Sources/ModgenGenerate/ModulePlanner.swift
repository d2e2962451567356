import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// Plans a new module as `gen` writes it (and as `adopt` compares it): finds the template, renders
/// it in memory with the project's defaults, compared with the disk, and adds the project entries
/// that go with it (an Xcode project edit, or package targets). Notes and warnings go to
/// ``report`` as they come; planning writes nothing.
package struct ModulePlanner {
  /// What the command line asks of a module made from a modgen template.
  package struct Request {
    /// The module's name.
    package var moduleName: String
    /// Where module folders go, as given (else modgen.json's, else `Sources`).
    package var output: String?
    /// Where test folders go, as given (else modgen.json's, else `Tests`).
    package var testsOutput: String?
    /// The `--param key=value` values.
    package var parameters: [String] = []
    /// Whether the tests are generated.
    package var includeTests = true
    /// `module_info.description`, when given.
    package var moduleDescription: String?
    /// Whether the module is a package target of its own (`--package-target`).
    package var packageTarget = false
    /// Asks for missing required values; nil reports them.
    package var ask: ParameterAsker?

    /// A request for the module `moduleName`.
    package init(moduleName: String) {
      self.moduleName = moduleName
    }
  }

  /// A planned module.
  package struct PlannedModule {
    /// The files to write.
    package var plan: GenerationPlan
    /// The Xcode project edit modgen.json (or the Rambafile) asks for.
    package var projectEdit: PlannedProjectEdit?
    /// The template rendered.
    package var template: CatalogTemplate
    /// Whether the module is a package target of its own (`--package-target`, or modgen.json's
    /// `package_targets`).
    package var ownTarget: Bool
  }

  /// Everything is read through this.
  package var fileSystem: any FileSystem
  /// Where relative paths start.
  package var workingDirectory: URL
  /// The path rule of the run.
  package var paths: PathResolver
  /// The project's modgen.json, if any.
  package var configuration: LocatedConfiguration?
  /// The templates names are looked up in.
  package var catalog: TemplateCatalog
  /// The moment of the run (`date`, `year`).
  package var date: Date
  /// The author when modgen.json names none (git's `user.name`), asked only then.
  package var fallbackAuthor: () -> String?
  /// Undefined variables of a lax render are errors, not warnings.
  package var strict = false
  /// Notes say which modgen.json (or Rambafile) and which template were used.
  package var verbose = false
  /// How paths are shown in messages.
  package var display: (URL) -> String
  /// Receives the notes and warnings of planning, in order.
  package var report: (Diagnostic) -> Void

  /// A planner reading through `fileSystem`, looking templates up in `catalog`.
  package init(
    fileSystem: any FileSystem, workingDirectory: URL, paths: PathResolver, configuration: LocatedConfiguration?,
    catalog: TemplateCatalog, date: Date, fallbackAuthor: @escaping () -> String?,
    display: @escaping (URL) -> String, report: @escaping (Diagnostic) -> Void
  ) {
    self.fileSystem = fileSystem
    self.workingDirectory = workingDirectory
    self.paths = paths
    self.configuration = configuration
    self.catalog = catalog
    self.date = date
    self.fallbackAuthor = fallbackAuthor
    self.display = display
    self.report = report
  }

  /// The template `name` means; when it is unknown but names a template the other way round
  /// (`modgen gen viper Passcode`), the error says the module name comes first.
  package func template(named name: String, moduleName: String) throws -> CatalogTemplate {
    do {
      return try catalog.template(named: name)
    } catch {
      guard case .unknownTemplate(_, _, _, let generamba) = error, generamba.isEmpty,
        catalog.templates.contains(where: { $0.name == moduleName })
      else { throw error }
      var diagnostic = Diagnostic.of(error)[0]
      diagnostic.notes.append("the module name comes first: modgen gen \(name) \(moduleName)")
      throw diagnostic
    }
  }

  /// Renders the modgen template `template` for `request` and compares it with the disk.
  package func plan(_ request: Request, template: CatalogTemplate) throws -> PlannedModule {
    if template.shadowsBuiltin {
      note("'\(template.name)' is the template in \(template.location), not the built-in one of that name")
    }
    if verbose {
      let used = configuration.map { display($0.file) } ?? "none (no modgen.json up to the repository root)"
      note("modgen.json: \(used)")
      note("template '\(template.name)': \(template.location) (\(template.origin.rawValue))")
    }
    var generation = GenerationRequest(
      moduleName: request.moduleName, template: template, workingDirectory: workingDirectory,
      configuration: configuration, paths: paths, output: request.output, testsOutput: request.testsOutput,
      parameters: request.parameters, includeTests: request.includeTests, ask: request.ask,
      fallbackAuthor: configuration?.configuration.author == nil ? fallbackAuthor() : nil, date: date)
    if let description = request.moduleDescription { generation.moduleDescription = description }
    // A module of its own: its tests import the module's target, not the app's module.
    let ownTarget = request.packageTarget || configuration?.configuration.packageTargets == true
    if ownTarget { generation.productModuleName = request.moduleName }
    let catalog = self.catalog
    generation.templateLookup = { name in try? catalog.template(named: name) }
    let plan = try Generator(fileSystem: fileSystem).plan(generation)
    try reportUndefined(plan.warnings)
    let edit = try PlannedProjectEdit.forConfiguration(
      configuration, plan: plan, paths: paths, workingDirectory: workingDirectory)
    return PlannedModule(plan: plan, projectEdit: edit, template: template, ownTarget: ownTarget)
  }

  /// Adds the project entries that go with `module` to its plan: its package targets when it is a
  /// target of its own (and `packageTarget` or `editProject`), else the Xcode project edit when
  /// `editProject`. Returns what the record keeps of them.
  package func addProjectEntries(
    to module: inout PlannedModule, packageTarget: Bool, editProject: Bool, recorder: ModuleRecorder
  ) throws -> ModuleRecorder.Edits {
    var edits = ModuleRecorder.Edits()
    if module.ownTarget && (packageTarget || editProject) {
      // Package.swift above the module's folder, as one more file of the plan.
      if let file = try PackageTargetPlanner.plan(
        module.plan, fileSystem: fileSystem, workingDirectory: workingDirectory)
      {
        module.plan.files.append(file)
      }
      edits.package = recorder.packageEdit(of: module.plan)
    } else if editProject, let project = projectManifestEdit(module.plan, module.projectEdit) {
      let (update, diagnostics) = try project.add(to: &module.plan, fileSystem: fileSystem, display: display)
      diagnostics.forEach(report)
      edits.xcode = recorder.xcodeEdit(update, folder: project.folder)
    }
    return edits
  }

  /// Reports the undefined variables a lax render met as warnings, or fails with them as errors
  /// when ``strict``.
  func reportUndefined(_ warnings: [Diagnostic]) throws {
    if strict, !warnings.isEmpty {
      throw GenerationError(
        diagnostics: warnings.map { warning in
          var error = warning
          error.severity = .error
          return error
        })
    }
    warnings.forEach(report)
  }

  /// Reports `message` as a note.
  func note(_ message: String) {
    report(Diagnostic(message, severity: .note))
  }
}
