import Foundation
import Located
import TemplateSpec

/// Everything one `modgen gen` run needs, already gathered from flags, modgen.json and the
/// environment. Only ``moduleName``, ``template`` and the output roots are required; the rest
/// have the documented defaults.
package struct GenerationRequest: Sendable {
  /// The module name as typed (validated by the generator).
  package var moduleName: String
  /// The template to use.
  package var template: CatalogTemplate
  /// Module files go to `<outputRoot>/<Name>/…`.
  package var outputRoot: URL
  /// Test files go to `<testsOutputRoot>/<Name>/…`.
  package var testsOutputRoot: URL
  /// Raw `--param key=value` strings, in order.
  package var parameters: [String]
  /// Parameter defaults from modgen.json.
  package var configurationParameters: [String: ParameterValue]
  /// The typed values a module's record holds (`update`): below ``parameters``, above modgen.json.
  package var recordedParameters: [String: ParameterValue] = [:]
  /// Where modgen.json gives each of ``configurationParameters`` (for located errors).
  package var configurationPlaces: [String: Diagnostic] = [:]
  /// Whether test files are generated (`--no-tests` clears it).
  package var includeTests: Bool
  /// Asks for missing required parameters (set only on a TTY without `--no-input`).
  package var ask: ParameterAsker?
  /// `module_info.description`.
  package var moduleDescription: String
  /// `module_info.project_name`.
  package var projectName: String
  /// `module_info.product_module_name`: the app's Swift module name (`nil`: derived from
  /// ``projectName`` by ``ProductModuleName/derive(from:)``).
  package var productModuleName: String?
  /// `developer.name`.
  package var developerName: String
  /// `developer.company`.
  package var company: String
  /// `prefix`.
  package var prefix: String
  /// `module_info.project_targets` and `test_targets` (Generamba's names): modgen.json's
  /// `xcode_project` targets; `nil` without one, as Generamba's were without a Rambafile target.
  package var targets: (project: [String], tests: [String])? = nil
  /// The moment used for `date` and `year` (tests inject a fixed one).
  package var date: Date
  /// The time zone `date` is shown in; `nil`: the local one.
  package var timeZone: TimeZone? = nil
  /// Finds the templates a manifest's `modules` name (the catalog's lookup); `nil`: a template
  /// with `modules` cannot be generated.
  package var templateLookup: (@Sendable (String) -> CatalogTemplate?)? = nil
  /// The module that asked for this one through its `modules`, if any (composition is one level
  /// deep: a child's template may not have `modules` of its own).
  package var parentModule: String? = nil
  /// Whether `modgen check` asked, to build the module in a scratch package; templates see it as
  /// `modgen.check` (a composite in reference mode then renders the children it refers to, so the
  /// check has them to build against).
  package var forCheck = false

  /// Creates a request with explicit values.
  package init(
    moduleName: String, template: CatalogTemplate, outputRoot: URL, testsOutputRoot: URL, parameters: [String] = [],
    configurationParameters: [String: ParameterValue] = [:], includeTests: Bool = true, ask: ParameterAsker? = nil,
    moduleDescription: String = "", projectName: String = "", developerName: String = "", company: String = "",
    prefix: String = "", date: Date = Date()
  ) {
    self.moduleName = moduleName
    self.template = template
    self.outputRoot = outputRoot
    self.testsOutputRoot = testsOutputRoot
    self.parameters = parameters
    self.configurationParameters = configurationParameters
    self.includeTests = includeTests
    self.ask = ask
    self.moduleDescription = moduleDescription
    self.projectName = projectName
    self.developerName = developerName
    self.company = company
    self.prefix = prefix
    self.date = date
  }
}

/// What the asking closure is told when a required parameter has no value.
package struct ParameterPrompt: Sendable {
  /// The parameter to ask for.
  package var parameter: TemplateParameter
  /// Why the previous answer was refused, when this is a second try.
  package var previousError: String?
}

/// Asks the user for a parameter's value (only ever set on a TTY); returns `nil` to give up.
package typealias ParameterAsker = @Sendable (ParameterPrompt) -> String?
