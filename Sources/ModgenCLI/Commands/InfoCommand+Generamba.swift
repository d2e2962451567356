import Foundation
import GenerambaFormat
import ModgenGenerate

extension InfoCommand {
  /// `info` for a Generamba template: the files it writes for a module named `Module` with the
  /// project's Rambafile, and the `custom_parameters` it reads.
  static func describeGenerambaTemplate(_ project: GenerambaProject, _ context: CommandContext) throws -> Int32 {
    let name = context.arguments.argument(Self.template)
    let installed = GenerambaProject.installedTemplates(in: project.root, fileSystem: context.fileSystem)
      .first { $0.name.lowercased() == name.lowercased() }
    let options = GenerambaOptions(moduleName: "Module", templateName: name, now: context.now)
    let (plan, _) = try project.plan(options, fileSystem: context.fileSystem)
    let customParameters = project.customParameterNames(templateName: name)
    let files = plan.files.map { file in
      Description.File(template: file.templateFile, path: file.relativePath, condition: nil)
    }
    let description = Description(
      name: installed?.name ?? name, version: installed?.version ?? "?",
      summary: installed?.summary ?? "Generamba template", author: nil, license: nil, origin: "generamba",
      location: installed?.folder ?? "Templates/\(name)",
      parameters: customParameters.map {
        Description.Parameter(
          name: $0, type: "string", defaultValue: nil, choices: [],
          description: "custom_parameters.\($0) (--custom_parameters \($0):value)", required: false, format: nil)
      },
      codeFiles: zip(plan.files, files).filter { $0.0.role == .code }.map(\.1),
      testFiles: zip(plan.files, files).filter { $0.0.role == .test }.map(\.1))
    if context.arguments.flag(Self.parameterNames) {
      context.io.writeOutput(customParameters.map { $0 + ":\n" }.joined())
      return ExitCode.success
    }
    if context.arguments.flag(Self.json) {
      context.io.writeOutput(try JSONOutput.text(description))
      return ExitCode.success
    }
    let output = context.output
    let style = output.style
    output.line(style.paint("\(description.name) \(description.version)", .bold) + " - \(description.summary)")
    output.line("Generamba template from \(description.location), written as Generamba 1.5 wrote it")
    for (title, entries) in [
      ("CODE FILES (for a module named Module)", description.codeFiles),
      ("TEST FILES", description.testFiles),
    ] where !entries.isEmpty {
      output.line()
      output.line(style.paint(title, .bold))
      let width = entries.map(\.path.count).max() ?? 0
      for entry in entries {
        output.line(
          "  " + entry.path.padding(toLength: width + 2, withPad: " ", startingAt: 0) + "from " + entry.template)
      }
    }
    output.line()
    output.line(style.paint("CUSTOM PARAMETERS (read by the template)", .bold))
    if customParameters.isEmpty { output.line("  (none)") }
    for parameter in customParameters { output.line("  " + parameter) }
    if let first = customParameters.first {
      output.line()
      output.line(
        "Set them with --custom_parameters, e.g. modgen gen Passcode \(description.name) --custom_parameters \(first):value"
      )
    }
    return ExitCode.success
  }
}
