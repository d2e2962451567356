import Foundation
import Liquid

/// A file rendered from a template.
struct RenderedModuleFile: Equatable {
  /// Whether the file is module code or a test.
  enum Role: String {
    case code = "Code"
    case tests = "Tests"
  }

  let role: Role
  /// The rendered output path.
  let path: String
  let contents: String
}

/// Renders a built-in template with Liquid directly, in strict mode, with the variables modgen passes.
///
/// This mirrors what `modgen gen` does (same variable names, `snippets/` as partials) without writing files.
struct ModuleRenderer {
  /// The fixed environment used for snapshots and the compile gate.
  static let developerName = "Jane Appleseed"
  static let company = "Acme"
  static let date = "22/11/2026"
  static let year = 2026

  let template: BuiltInTemplate
  /// `developer.name`.
  var developerName = Self.developerName
  /// `developer.company`.
  var company = Self.company

  /// Renders every file of `variant` for `moduleName`, code files first, skipping files whose `if` is false.
  func render(moduleName: String, projectName: String, variant: TemplateVariant) throws -> [RenderedModuleFile] {
    var options = RenderOptions()
    options.strict = true
    options.partials = DirectoryPartialSource(directory: template.directory.appendingPathComponent("snippets"))
    options.filters = Self.fallbackFilters
    let entries =
      template.codeFiles.map { (RenderedModuleFile.Role.code, $0) }
      + template.testFiles.map { (RenderedModuleFile.Role.tests, $0) }
    var files: [RenderedModuleFile] = []
    for (role, entry) in entries {
      var variables = makeVariables(moduleName: moduleName, projectName: projectName, variant: variant, fileName: "")
      if let condition = entry.condition {
        let test = try Template.parse("{% if \(condition) %}yes{% endif %}", file: "\(entry.template) (if)")
        guard try test.render(variables, options: options).output == "yes" else { continue }
      }
      let path = try Template.parse(entry.path, file: "\(entry.template) (path)").render(variables, options: options)
        .output
      variables = makeVariables(
        moduleName: moduleName, projectName: projectName, variant: variant,
        fileName: (path as NSString).lastPathComponent)
      let url = template.directory.appendingPathComponent(entry.template)
      let source = try String(contentsOf: url, encoding: .utf8)
      let parsed = try Template.parse(source, file: "Templates/\(template.name)/\(entry.template)")
      files.append(
        RenderedModuleFile(role: role, path: path, contents: try parsed.render(variables, options: options).output))
    }
    return files
  }

  private func makeVariables(
    moduleName: String, projectName: String, variant: TemplateVariant, fileName: String
  ) -> LiquidObject {
    var custom = LiquidObject()
    for (name, value) in variant.values { custom[name] = .string(value) }
    var variables = LiquidObject()
    variables["module_info"] = .object(
      LiquidObject([
        ("name", .string(moduleName)), ("file_name", .string(fileName)), ("description", .string("")),
        ("project_name", .string(projectName)),
      ]))
    variables["developer"] = .object(
      LiquidObject([("name", .string(developerName)), ("company", .string(company))]))
    variables["date"] = .string(Self.date)
    variables["year"] = .int(Self.year)
    variables["prefix"] = .string("")
    variables["custom_parameters"] = .object(custom)
    for (name, value) in variant.values { variables[name] = .string(value) }
    return variables
  }

  /// `lower_first` and `replace`, used only while the standard filters lack them.
  private static var fallbackFilters: [String: FilterFunction] {
    var filters: [String: FilterFunction] = [:]
    if StandardFilters.all["lower_first"] == nil { filters["lower_first"] = lowerFirst }
    if StandardFilters.all["replace"] == nil { filters["replace"] = replace }
    return filters
  }

  private static let lowerFirst: FilterFunction = { input, _ throws(FilterError) in
    guard case .string(let text) = input else { return input }
    return .string(text.prefix(1).lowercased() + text.dropFirst())
  }

  private static let replace: FilterFunction = { input, arguments throws(FilterError) in
    guard case .string(let text) = input, arguments.positional.count == 2,
      case .string(let target) = arguments.positional[0], case .string(let replacement) = arguments.positional[1]
    else { throw FilterError("replace expects two strings") }
    return .string(text.replacingOccurrences(of: target, with: replacement))
  }
}
