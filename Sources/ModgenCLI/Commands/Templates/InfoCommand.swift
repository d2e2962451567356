import Foundation
import TemplateSpec

/// `modgen info <template>`: the files a template writes and its parameters.
enum InfoCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "info",
    summary: "Show a template's files and parameters.",
    arguments: [template],
    options: [templates, json, parameterNames],
    examples: ["modgen info viper", "modgen info mvvm --json"],
    run: run)

  /// `<template>`: the template to describe.
  static let template = ArgumentSpec("template", help: "The template to describe.", completion: .templates)
  /// `--templates`: a template folder searched first.
  static let templates = OptionSpec(
    "templates", kind: .value(placeholder: "dir"), help: "Look for templates in this folder first.",
    completion: .directory)
  /// `--json`.
  static let json = OptionSpec("json", help: "Print the description as JSON.")
  /// `--parameter-names` (hidden): the words `-p <Tab>` completes.
  static let parameterNames = OptionSpec(
    "parameter-names", help: "Print `name=` per parameter, `name=value` per choice (for completion).",
    isHidden: true)

  /// The `info --json` document.
  struct Description: Encodable {
    struct Parameter: Encodable {
      var name: String
      var type: String
      var defaultValue: ParameterValue?
      var choices: [String]
      var description: String
      var required: Bool
      var format: String?
      var example: ParameterValue?
      private enum CodingKeys: String, CodingKey {
        case name, type, defaultValue = "default", choices, description, required, format, example
      }
    }
    struct File: Encodable {
      var template: String
      var path: String
      var condition: String?
      private enum CodingKeys: String, CodingKey { case template, path, condition = "if" }
    }
    struct Module: Encodable {
      var template: String
      var name: String
      var forEach: String?
      var condition: String?
      private enum CodingKeys: String, CodingKey { case template, name, forEach = "for_each", condition = "if" }
    }
    var name: String
    var version: String
    var summary: String
    var author: String?
    var license: String?
    var origin: String
    var location: String
    var parameters: [Parameter]
    var codeFiles: [File]
    var testFiles: [File]
    var modules: [Module] = []
    /// The template it is based on, and where that lives.
    var base: String?
    var baseLocation: String?
    var abstract = false
    private enum CodingKeys: String, CodingKey {
      case name, version, summary, author, license, origin, location, parameters, codeFiles = "code_files",
        testFiles = "test_files", modules, base, baseLocation = "base_location", abstract
    }
  }

  static func run(_ context: CommandContext) throws -> Int32 {
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    let template = try catalog.template(named: context.arguments.argument(Self.template))
    if template.origin == .generamba { return try describeGenerambaTemplate(template, context) }
    let manifest = try template.loadManifest()
    var description = Description(
      name: template.name, version: manifest.version, summary: manifest.summary, author: manifest.author,
      license: manifest.license, origin: template.origin.rawValue, location: template.location,
      parameters: manifest.parameters.map { parameter in
        Description.Parameter(
          name: parameter.name, type: parameter.kind.rawValue,
          defaultValue: parameter.defaultValue,
          choices: parameter.choices, description: parameter.description, required: parameter.required,
          format: parameter.format?.rawValue, example: parameter.example)
      },
      codeFiles: manifest.codeFiles.map {
        Description.File(template: $0.template, path: $0.path, condition: $0.condition)
      },
      testFiles: manifest.testFiles.map {
        Description.File(template: $0.template, path: $0.path, condition: $0.condition)
      })
    description.modules = manifest.modules.map {
      Description.Module(
        template: $0.template.text, name: $0.name.text, forEach: $0.forEach, condition: $0.condition?.text)
    }
    description.base = manifest.base
    description.baseLocation = manifest.baseLocation
    description.abstract = manifest.isAbstract
    if context.arguments.flag(Self.parameterNames) {
      context.io.writeOutput(parameterWords(manifest.parameters).map { $0 + "\n" }.joined())
      return ExitCode.success
    }
    if context.arguments.flag(Self.json) {
      context.io.writeOutput(try JSONOutput.text(description))
      return ExitCode.success
    }
    let output = context.output
    let style = output.style
    output.line(style.paint("\(description.name) \(description.version)", .bold) + " - \(description.summary)")
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
    printFiles("CODE FILES (in <output>/<Name>/)", description.codeFiles, to: output)
    printFiles("TEST FILES (in <tests-output>/<Name>/)", description.testFiles, to: output)
    if !description.modules.isEmpty {
      output.line()
      output.line(style.paint("MODULES (generated with it, in <output>/<Child>/)", .bold))
      for module in description.modules {
        var line = "  " + (module.forEach.map { "one per item of \($0)" } ?? readable(module.name))
        line += "  with template " + readable(module.template)
        if let condition = module.condition.flatMap(readableCondition) { line += "  if \(condition)" }
        output.line(line)
      }
    }
    output.line()
    output.line(style.paint("PARAMETERS", .bold))
    if description.parameters.isEmpty { output.line("  (none)") }
    let width = description.parameters.map(\.name.count).max() ?? 0
    for parameter in manifest.parameters {
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
    let examples = exampleCommands(template: template.name, parameters: manifest.parameters)
    output.line()
    output.line(style.paint("EXAMPLES", .bold))
    for command in examples { output.line("  " + command) }
    return ExitCode.success
  }

  /// Commands that generate a module with `template`: every required parameter given (its
  /// `example`, else a sample as `modgen check` uses), then once more with the first `choice` or
  /// `bool` set to another value than its default.
  static func exampleCommands(template: String, parameters: [TemplateParameter]) -> [String] {
    let required = parameters.filter { $0.required && $0.defaultValue == nil }.map { parameter in
      " -p \(parameter.name)=\(parameter.example?.description ?? sample(of: parameter))"
    }.joined()
    let base = "modgen gen Passcode \(template)" + required
    var commands = [base]
    for parameter in parameters where !parameter.required || parameter.defaultValue != nil {
      let other: String?
      switch parameter.kind {
      case .choice: other = parameter.choices.first { $0 != parameter.defaultValue?.description }
      case .bool: other = parameter.defaultValue == .bool(true) ? "false" : "true"
      case .string, .int, .list: other = nil
      }
      if let other {
        commands.append(base + " -p \(parameter.name)=\(other)")
        break
      }
    }
    return commands
  }

  /// A value for a required parameter without an `example`: `Sample`, `1` or `SampleA,SampleB`.
  private static func sample(of parameter: TemplateParameter) -> String {
    switch parameter.kind {
    case .string, .choice: parameter.choices.first ?? "Sample"
    case .int: "1"
    case .bool: "true"
    case .list: "SampleA,SampleB"
    }
  }

  /// Manifest text for reading: `{{ child_template }}` shown as `<child_template>`.
  static func readable(_ text: String) -> String {
    guard let expression = try? NSRegularExpression(pattern: #"\{\{-?\s*([^}]*?)\s*-?\}\}"#) else { return text }
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<$1>")
  }

  /// A module entry's `if` for reading: `modgen.check` (true only while `modgen check` renders) is
  /// left out, and `mode == 'generate'` reads `mode is generate`; `nil` when nothing is left.
  static func readableCondition(_ condition: String) -> String? {
    let parts = condition.components(separatedBy: " or ").filter {
      $0.trimmingCharacters(in: .whitespaces) != "modgen.check"
    }
    guard !parts.isEmpty else { return nil }
    var text = parts.joined(separator: " or ")
    for (operation, words) in [("!=", "is not"), ("==", "is")] {
      text = text.replacingOccurrences(
        of: #"\s*"# + operation + #"\s*'([^']*)'"#, with: " \(words) $1", options: .regularExpression)
    }
    return text
  }

  /// One section of files (none: no section): each output path, the template file it comes from
  /// and its condition.
  static func printFiles(_ title: String, _ files: [Description.File], to output: Console) {
    guard !files.isEmpty else { return }
    output.line()
    output.line(output.style.paint(title, .bold))
    let paths = files.map { shortPath($0.path) }
    let width = paths.map(\.count).max() ?? 0
    for (file, path) in zip(files, paths) {
      var line = "  " + path.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "from " + file.template
      if let condition = file.condition { line += "  if \(condition)" }
      output.line(line)
    }
  }

  /// An output path for reading: `{{ module_info.name }}` shown as `<Name>` (JSON keeps it raw).
  static func shortPath(_ path: String) -> String {
    var result = path
    for spelling in ["{{ module_info.name }}", "{{module_info.name}}", "{{- module_info.name -}}"] {
      result = result.replacingOccurrences(of: spelling, with: "<Name>")
    }
    return result
  }

  /// What `-p <Tab>` offers: `name=` for a parameter, `name=value` for each value of a bool or choice.
  static func parameterWords(_ parameters: [TemplateParameter]) -> [String] {
    parameters.flatMap { parameter -> [String] in
      switch parameter.kind {
      case .bool: return ["\(parameter.name)=true", "\(parameter.name)=false"]
      case .choice: return parameter.choices.map { "\(parameter.name)=\($0)" }
      default: return ["\(parameter.name)="]
      }
    }
  }
}
