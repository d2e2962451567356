import Foundation
import ModgenSupport
import TemplateSpec

extension GenerationRequest {
  /// Creates a request with the defaults a project gives: output roots from the flags, else
  /// modgen.json's `sources_path`/`tests_path`, else `Sources` and `Tests` (relative to the folder
  /// holding modgen.json, or the working directory); project name, author, company, prefix and
  /// parameter defaults from modgen.json (the project name defaults to that folder's name, the
  /// author to `fallbackAuthor`, e.g. git's `user.name`).
  package init(
    moduleName: String, template: CatalogTemplate, workingDirectory: URL, configuration: LocatedConfiguration?,
    paths: PathResolver, output: String? = nil, testsOutput: String? = nil, parameters: [String] = [],
    includeTests: Bool = true, ask: ParameterAsker? = nil, fallbackAuthor: String? = nil, date: Date = Date()
  ) {
    let settings = configuration?.configuration ?? ProjectConfiguration()
    let base = configuration?.directory ?? workingDirectory
    func locate(_ flag: String?, _ configured: String?, _ fallback: String) -> URL {
      if let flag { return paths.url(for: flag, relativeTo: workingDirectory) }
      return paths.url(for: configured ?? fallback, relativeTo: base)
    }
    self.init(
      moduleName: moduleName, template: template,
      outputRoot: locate(output, settings.sourcesPath, "Sources"),
      testsOutputRoot: locate(testsOutput, settings.testsPath, "Tests"),
      parameters: parameters, configurationParameters: settings.parameters, includeTests: includeTests, ask: ask,
      projectName: settings.projectName ?? PathComponents.lastComponent(of: PathComponents.normalized(base.filePath)),
      developerName: settings.author ?? fallbackAuthor ?? "", company: settings.company ?? "",
      prefix: settings.prefix ?? "", date: date)
    configurationPlaces = settings.parameterPlaces
    productModuleName = settings.productModuleName
    if let project = settings.xcodeProject { targets = (project.targets, project.testTargets) }
  }
}
