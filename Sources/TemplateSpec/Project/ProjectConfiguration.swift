import Located

/// A project's `modgen.json`: defaults for every `gen` run in the project. Written by
/// `modgen init`; found by searching upward from the working directory.
package struct ProjectConfiguration: Sendable, Equatable {
  /// The file name, `modgen.json`.
  package static let fileName = "modgen.json"

  /// The project's name (`module_info.project_name`).
  package var projectName: String?
  /// The company (`developer.company`).
  package var company: String?
  /// The author (`developer.name`).
  package var author: String?
  /// The type-name prefix (`prefix`).
  package var prefix: String?
  /// Where module files go (the default of `--output`), relative to modgen.json's folder.
  package var sourcesPath: String?
  /// The app module's Swift name for `@testable import`, when it is not the one derived from
  /// ``projectName`` (see ``ProductModuleName``).
  package var productModuleName: String?
  /// Where test files go (the default of `--tests-output`), relative to modgen.json's folder.
  package var testsPath: String?
  /// Template folders of the project, relative to modgen.json's folder (default: `Templates`).
  package var templates: [String]
  /// Parameter defaults shared by every template (names a template does not declare are ignored).
  package var parameters: [String: ParameterValue]
  /// Where each parameter's value is written in modgen.json (and that line), so a value of the
  /// wrong type for a template is reported there with a caret.
  package var parameterPlaces: [String: Diagnostic] = [:]
  /// Where each of ``templates`` is written in modgen.json (same order).
  package var templatePlaces: [Diagnostic] = []
  /// The templates `modgen template install` installs (`template_sources`).
  package var templateSources: [TemplateSourceDeclaration] = []
  /// Catalogs (git repositories of template folders) for `template_sources` entries that name
  /// only a template, and for `modgen template list|search`.
  package var catalogs: [String] = []
  /// Whether every module `gen` makes is a target of its own, with a test target, in the
  /// Package.swift above it (`package_targets`; `--package-target` for one run).
  package var packageTargets = false
  /// The Xcode project `gen` adds files to (`xcode_project`), if any.
  package var xcodeProject: XcodeProjectSettings?
  /// What `modgen check` builds the project's templates against (`check.dependencies`): local packages'
  /// products and folders of Swift sources, so that generated code may import the project's own modules.
  package var checkDependencies: [CheckDependencyDeclaration] = []
  /// `check.exhaustive`: `modgen check` tries every combination of parameter values, not every pair.
  package var checkExhaustive = false

  /// A configuration with the given fields; every field left out is absent, as in an empty
  /// modgen.json.
  package init(
    projectName: String? = nil, company: String? = nil, author: String? = nil, prefix: String? = nil,
    sourcesPath: String? = nil, testsPath: String? = nil, templates: [String] = [],
    parameters: [String: ParameterValue] = [:]
  ) {
    self.projectName = projectName
    self.company = company
    self.author = author
    self.prefix = prefix
    self.sourcesPath = sourcesPath
    self.testsPath = testsPath
    self.templates = templates
    self.parameters = parameters
  }

  /// The keys modgen.json may contain.
  package static let keys = [
    "project_name", "product_module_name", "company", "author", "prefix", "sources_path", "tests_path", "templates",
    "parameters", "template_sources", "catalogs", "xcode_project", "package_targets", "check",
  ]

  /// Equal when every setting is; where the settings were written does not matter.
  package static func == (lhs: ProjectConfiguration, rhs: ProjectConfiguration) -> Bool {
    lhs.projectName == rhs.projectName && lhs.company == rhs.company && lhs.author == rhs.author
      && lhs.prefix == rhs.prefix && lhs.productModuleName == rhs.productModuleName
      && lhs.sourcesPath == rhs.sourcesPath && lhs.testsPath == rhs.testsPath
      && lhs.templates == rhs.templates && lhs.parameters == rhs.parameters
      && lhs.templateSources == rhs.templateSources && lhs.catalogs == rhs.catalogs
      && lhs.xcodeProject == rhs.xcodeProject && lhs.packageTargets == rhs.packageTargets
      && lhs.checkDependencies == rhs.checkDependencies && lhs.checkExhaustive == rhs.checkExhaustive
  }
}
