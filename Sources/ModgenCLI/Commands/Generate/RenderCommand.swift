import Foundation
import Liquid
import Located

/// `modgen render <file> [--data FILE.json] [--partials DIR] [--strict]`: renders one Liquid file
/// and writes exactly the rendered bytes to standard output.
enum RenderCommand {
  /// The option-table entry.
  static let spec = CommandSpec(
    name: "render",
    summary: "Render a Liquid file to standard output.",
    discussion: """
      Writes exactly the rendered bytes to standard output, nothing added. Template errors go to \
      standard error as file:line:col diagnostics (exit 1). Without --strict an undefined variable \
      renders as nothing, as in standard Liquid; with --strict it is an error. Partials for include \
      and render are looked up as NAME.liquid, then NAME, in --partials (default: the folder of the \
      file).
      """,
    arguments: [file],
    options: [data, partials, strict],
    examples: [
      "modgen render greeting.liquid --data vars.json",
      "echo '{{ \"user_profile\" | pascal_case }}' | modgen render -",
    ],
    run: run)

  /// `<file>`: the Liquid file, or `-` for standard input.
  static let file = ArgumentSpec(
    "file", help: "The Liquid template to render ('-' reads standard input).", completion: .file)
  /// `--data file.json`: the variables.
  static let data = OptionSpec(
    "data", short: "d", kind: .value(placeholder: "file.json"),
    help: "A JSON object whose keys become the template's variables.", completion: .file)
  /// `--partials dir`.
  static let partials = OptionSpec(
    "partials", kind: .value(placeholder: "dir"), help: "Where include and render find partials.",
    completion: .directory)
  /// `--strict`.
  static let strict = OptionSpec("strict", help: "Undefined variables and unknown filters are errors.")

  static func run(_ context: CommandContext) throws -> Int32 {
    let path = context.arguments.argument(Self.file)
    let source: String
    let file: String
    if path == "-" {
      guard let input = context.io.readAll() else { throw CLIError("standard input is not UTF-8 text") }
      source = input
      file = "<stdin>"
    } else {
      source = try readText(path, what: "template", context)
      file = path
    }
    var variables = LiquidObject()
    if let dataPath = context.arguments.value(Self.data) {
      let text = try readText(dataPath, what: "data file", context)
      let document = try JSONDocument.parse(text, file: dataPath)
      guard case .object(let object) = document.liquidValue else {
        throw CLIError(
          "\(dataPath): --data must hold a JSON object of variables, not \(kindName(document.liquidValue))")
      }
      variables = object
    }
    let partialsDirectory: URL
    if let partials = context.arguments.value(Self.partials) {
      partialsDirectory = context.url(for: partials)
      guard context.fileSystem.isDirectory(at: partialsDirectory) else {
        throw CLIError("partials folder '\(partials)' does not exist")
      }
    } else if path == "-" {
      partialsDirectory = context.workingDirectory
    } else {
      partialsDirectory = context.url(for: path).deletingLastPathComponent()
    }
    let template = try Template.parse(source, file: file)
    var options = RenderOptions()
    options.strict = context.arguments.flag(Self.strict)
    if context.environment["SOURCE_DATE_EPOCH"] != nil { options.now = context.now }
    options.partials = DirectoryPartialSource(directory: partialsDirectory)
    let result = try template.render(variables, options: options)
    context.io.writeOutput(result.output)
    return ExitCode.success
  }

  private static func readText(_ path: String, what: String, _ context: CommandContext) throws -> String {
    let url = context.url(for: path)
    guard context.fileSystem.isFile(at: url) else {
      throw CLIError("\(what) '\(path)' does not exist")
    }
    return try context.fileSystem.readText(at: url)
  }

  private static func kindName(_ value: LiquidValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array, .range: return "an array"
    case .object: return "an object"
    }
  }
}
