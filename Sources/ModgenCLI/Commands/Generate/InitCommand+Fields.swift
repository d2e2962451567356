import Foundation
import TemplateSpec

extension InitCommand {
  /// One field of modgen.json: the value `flag` gives (empty: none), else the answer to `question`
  /// when `prompting` (an empty answer takes `fallback`), else `fallback`. End of input at a
  /// question stops the run.
  static func field(
    _ flag: OptionSpec, _ question: String, default fallback: String?, prompting: Bool, _ context: CommandContext
  ) throws -> String? {
    if let value = context.arguments.value(flag) { return value.isEmpty ? nil : value }
    guard prompting else { return fallback }
    let shown = fallback.map { " [\($0)]" } ?? ""
    guard let answer = context.ask("\(question)\(shown): ")?.trimmingCharacters(in: .whitespaces) else {
      // Ctrl-D at a question means "stop", not "take every default".
      context.errors.line("")
      throw CLIError("init aborted at '\(question)' (end of input); nothing was written")
    }
    return answer.isEmpty ? fallback : answer
  }

  /// The product module name to record (see ``ProductModuleName/choice(given:projectName:)``): a
  /// name given that is not a module name is a usage error, and one made of the project's name is
  /// recorded with a warning.
  static func productModuleName(given: String?, projectName: String?, _ context: CommandContext) throws -> String? {
    switch ProductModuleName.choice(given: given, projectName: projectName) {
    case .given(let name):
      return name
    case .invalid(let name, let suggestion):
      throw UsageError("'\(name)' is not a Swift module name", suggestion: suggestion, command: spec.name)
    case .derived(let name, let projectName):
      context.errors.warning(
        "'\(projectName)' is not a Swift module name; generated tests will say '@testable import \(name)'"
          + " (change \"product_module_name\" in modgen.json if your app module is named otherwise)")
      return name
    case .none:
      return nil
    }
  }

  /// The `--param key=value` defaults, each value typed by its spelling (no template is known here).
  static func defaultParameters(_ assignments: [String]) throws -> [String: ParameterValue] {
    var parameters: [String: ParameterValue] = [:]
    for raw in assignments {
      guard let assignment = ParameterAssignment(raw) else {
        throw UsageError(ParameterAssignment.formProblem(raw), command: spec.name)
      }
      parameters[assignment.key] = ParameterValue(spelling: assignment.value)
    }
    return parameters
  }
}
