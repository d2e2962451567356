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

  /// Describes the template named on the command line: its layout, its JSON document or the words
  /// `-p <Tab>` completes.
  static func run(_ context: CommandContext) throws -> Int32 {
    let configuration = try context.loadConfiguration()
    let catalog = try context.loadCatalog(
      configuration: configuration, folders: context.arguments.values(Self.templates))
    let template = try catalog.template(named: context.arguments.argument(Self.template))
    if template.origin == .generamba { return try describeGenerambaTemplate(template, context) }
    let manifest = try template.loadManifest()
    let description = Description(template, manifest)
    return try report(description, words: parameterWords(manifest.parameters), context) { output in
      printFacts(of: description, template, to: output)
      printFiles("CODE FILES (in <output>/<Name>/)", description.codeFiles, to: output)
      printFiles("TEST FILES (in <tests-output>/<Name>/)", description.testFiles, to: output)
      printModules(description.modules, to: output)
      printParameters(manifest.parameters, to: output)
      output.line()
      output.line(output.style.paint("EXAMPLES", .bold))
      for command in exampleCommands(template: template.name, parameters: manifest.parameters) {
        output.line("  " + command)
      }
    }
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
