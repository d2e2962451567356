import Foundation
import ModgenGenerate
import TemplateSpec

extension InfoCommand {
  /// `info` for a Generamba template: the files it writes for a module named `Module` with the
  /// project's Rambafile, and the `custom_parameters` it reads.
  static func describeGenerambaTemplate(_ template: CatalogTemplate, _ context: CommandContext) throws -> Int32 {
    let name = context.arguments.argument(Self.template)
    let project = try GenerambaProject.load(from: context.workingDirectory, fileSystem: context.fileSystem)
    let (files, customParameters) = try project.describe(
      templateName: name, now: context.now, fileSystem: context.fileSystem)
    let (summary, version) = template.rambaspecSummaryAndVersion()
    let entries = files.map { Description.File(template: $0.templateFile, path: $0.relativePath, condition: nil) }
    let description = Description(
      name: template.name, version: version ?? "?", summary: summary ?? "Generamba template", author: nil,
      license: nil, origin: template.origin.rawValue, location: template.location,
      parameters: customParameters.map {
        Description.Parameter(
          name: $0, type: "string", defaultValue: nil, choices: [],
          description: "custom_parameters.\($0) (--custom_parameters \($0):value)", required: false, format: nil)
      },
      codeFiles: zip(files, entries).filter { $0.0.role == .code }.map(\.1),
      testFiles: zip(files, entries).filter { $0.0.role == .test }.map(\.1))
    let words = customParameters.map { $0 + ":" }
    return try report(description, words: words, context) { output in
      output.line("Generamba template from \(description.location), written as Generamba 1.5 wrote it")
      printFiles("CODE FILES (for a module named Module)", description.codeFiles, to: output)
      printFiles("TEST FILES", description.testFiles, to: output)
      output.line()
      output.line(output.style.paint("CUSTOM PARAMETERS (read by the template)", .bold))
      if customParameters.isEmpty { output.line("  (none)") }
      for parameter in customParameters { output.line("  " + parameter) }
      if let first = customParameters.first {
        output.line()
        output.line(
          "Set them with --custom_parameters, e.g. modgen gen Passcode \(description.name) --custom_parameters \(first):value"
        )
      }
    }
  }
}
