import Foundation
import TemplateSpec

extension InfoCommand.Description {
  /// The description of the modgen template `template`, read from its `manifest`.
  init(_ template: CatalogTemplate, _ manifest: TemplateManifest) {
    self.init(
      name: template.name, version: manifest.version, summary: manifest.summary, author: manifest.author,
      license: manifest.license, origin: template.origin.rawValue, location: template.location,
      parameters: manifest.parameters.map { parameter in
        Parameter(
          name: parameter.name, type: parameter.kind.rawValue,
          defaultValue: parameter.defaultValue,
          choices: parameter.choices, description: parameter.description, required: parameter.required,
          format: parameter.format?.rawValue, example: parameter.example)
      },
      codeFiles: manifest.codeFiles.map { File(template: $0.template, path: $0.path, condition: $0.condition) },
      testFiles: manifest.testFiles.map { File(template: $0.template, path: $0.path, condition: $0.condition) })
    modules = manifest.modules.map {
      Module(template: $0.template.text, name: $0.name.text, forEach: $0.forEach, condition: $0.condition?.text)
    }
    base = manifest.base
    baseLocation = manifest.baseLocation
    abstract = manifest.isAbstract
  }
}

extension InfoCommand {
  /// Reports `description` as the options ask: with `--parameter-names`, `words` one a line; with
  /// `--json`, the document; else its title line, then what `layout` prints.
  static func report(
    _ description: Description, words: [String], _ context: CommandContext, layout: (Console) -> Void
  ) throws -> Int32 {
    if context.arguments.flag(Self.parameterNames) {
      context.io.writeOutput(words.map { $0 + "\n" }.joined())
      return ExitCode.success
    }
    if context.arguments.flag(Self.json) {
      context.io.writeOutput(try JSONOutput.text(description))
      return ExitCode.success
    }
    let output = context.output
    output.line(
      output.style.paint("\(description.name) \(description.version)", .bold) + " - \(description.summary)")
    layout(output)
    return ExitCode.success
  }

  /// Where the template comes from, who wrote it, what it is based on and what it shadows.
  static func printFacts(of description: Description, _ template: CatalogTemplate, to output: Console) {
    var facts = [template.origin == .builtin ? "built in" : "from \(template.origin.displayName) \(template.location)"]
    if let author = description.author { facts.append("by \(author)") }
    if let license = description.license { facts.append("license \(license)") }
    output.line(facts.joined(separator: ", "))
    if let base = description.base {
      output.line(
        "based on \(base) (\(description.baseLocation ?? "?")): files it lacks and keys it omits come from there")
    }
    if description.abstract {
      output.line("abstract: a base for other templates; it does not generate a module itself")
    }
    for shadow in template.shadows {
      output.line(
        "shadows the \(shadow.origin == .builtin ? "built-in template" : shadow.origin.displayName + " " + shadow.location)"
      )
    }
  }

  /// The modules a composite generates with it (none: no section).
  static func printModules(_ modules: [Description.Module], to output: Console) {
    guard !modules.isEmpty else { return }
    output.line()
    output.line(output.style.paint("MODULES (generated with it, in <output>/<Child>/)", .bold))
    for module in modules {
      var line = "  " + (module.forEach.map { "one per item of \($0)" } ?? readable(module.name))
      line += "  with template " + readable(module.template)
      if let condition = module.condition.flatMap(readableCondition) { line += "  if \(condition)" }
      output.line(line)
    }
  }

  /// Each parameter: its type, choices, default and whether it is required, then its description.
  static func printParameters(_ parameters: [TemplateParameter], to output: Console) {
    output.line()
    output.line(output.style.paint("PARAMETERS", .bold))
    if parameters.isEmpty { output.line("  (none)") }
    let width = parameters.map(\.name.count).max() ?? 0
    for parameter in parameters {
      var kind = parameter.kind.rawValue
      if !parameter.choices.isEmpty { kind += " (\(parameter.choices.joined(separator: " | ")))" }
      if let value = parameter.defaultValue { kind += ", default \(value)" }
      if parameter.required { kind += ", required" }
      if !parameter.required && parameter.defaultValue == nil { kind += ", optional (nil unless given)" }
      if let format = parameter.format { kind += ", \(format.rawValue)" }
      if let example = parameter.example { kind += ", e.g. \(example)" }
      output.line("  " + parameter.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + kind)
      if !parameter.description.isEmpty {
        output.line(String(repeating: " ", count: width + 4) + readable(parameter.description))
      }
    }
  }
}
