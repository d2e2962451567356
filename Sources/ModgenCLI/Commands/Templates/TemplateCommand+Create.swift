import Foundation
import ModgenSupport
import TemplateSpec

extension TemplateCommand {
  /// `template create NAME`: a small modgen template (a service with its protocol, a stub and
  /// tests) that `modgen check` passes as written, to start a team's own template from.
  ///
  /// With `--from TEMPLATE`, the new template is a copy of that template's own files (a built-in's as
  /// carried in the binary) with its manifest's `name` set to NAME; its `"base"` is kept, so a copy
  /// of `viper` still inherits the built-in `common` it builds on.
  static func create(_ context: CommandContext, name: String) throws -> Int32 {
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
      name.first?.isNumber == false
    else {
      throw UsageError(
        "'\(name)' is not a template name: use letters, digits, '-' and '_', starting with a letter",
        command: spec.name)
    }
    let parent = context.url(for: context.arguments.value(Self.output) ?? "Templates")
    let folder = parent.appendingPathComponent(name, isDirectory: true)
    if context.fileSystem.exists(at: folder) {
      throw CLIError("\(context.displayPath(folder)) already exists; choose another name or remove it")
    }
    let loadCatalog = { try context.loadCatalog(configuration: try context.loadConfiguration(), folders: []) }
    var files = scaffold(name)
    var tryParameters = ""
    if let source = context.arguments.value(Self.from) {
      let template = try loadCatalog().template(named: source)
      files = try copy(of: template, as: name)
      tryParameters = try exampleParameters(of: template)
    }
    let hidesBuiltin = (try? loadCatalog().template(named: name))?.origin == .builtin
    // Written into a staging folder first, then moved into place: all or nothing.
    let staging = parent.appendingPathComponent(".modgen-create-\(UInt32.random(in: .min ... .max))", isDirectory: true)
    do {
      for (path, text) in files {
        let url = staging.appendingPathComponent(path, isDirectory: false)
        try context.fileSystem.createDirectories(at: url.deletingLastPathComponent())
        try context.fileSystem.writeData(Data(text.utf8), to: url)
      }
      try context.fileSystem.moveItem(at: staging, to: folder)
    } catch {
      try? context.fileSystem.removeItem(at: staging)
      throw CLIError("cannot write \(context.displayPath(folder)): \(error)")
    }
    for (path, _) in files {
      context.output.line(
        ActionLine.format(
          "create", context.displayPath(folder.appendingPathComponent(path)), style: context.output.style))
    }
    if hidesBuiltin {
      context.errors.note(
        "\(context.displayPath(folder)) hides the built-in template '\(name)' wherever these templates are found;"
          + " built-in composites still use the built-in one")
    }
    context.output.line()
    context.output.line(
      "Try it: modgen gen Sample \(name)\(tryParameters) --templates \(context.displayPath(parent)) --dry-run")
    context.output.line("Prove it: modgen check \(name) --templates \(context.displayPath(parent))")
    return ExitCode.success
  }

  /// The own files of `template` (not those it inherits from its base), by path, with the
  /// manifest's `name` changed to `name`.
  static func copy(of template: CatalogTemplate, as name: String) throws -> [(String, String)] {
    guard template.origin != .generamba else {
      throw CLIError(
        "'\(template.name)' is a Generamba template; convert it with 'modgen template import' instead")
    }
    return try template.files.allFiles().compactMap { path -> (String, String)? in
      guard var text = try template.files.read(path) else { return nil }
      if path == TemplateManifest.fileName { text = renamed(manifest: text, from: template.name, to: name) }
      return (path, text)
    }
  }

  /// `text` with its first `"name": "<old>"` (the manifest's own name, its first key) set to `new`.
  static func renamed(manifest text: String, from old: String, to new: String) -> String {
    guard
      let range = text.range(
        of: #""name"\s*:\s*""# + NSRegularExpression.escapedPattern(for: old) + #"""#, options: .regularExpression)
    else { return text }
    return text.replacingCharacters(in: range, with: "\"name\": \"\(new)\"")
  }

  /// ` -p children=ProfileHeader,ProfileStats` for each required parameter without a default that
  /// has an `example`: what the "Try it" command needs to run.
  static func exampleParameters(of template: CatalogTemplate) throws -> String {
    guard template.origin != .generamba else { return "" }
    let manifest = try template.loadManifest()
    return manifest.parameters.compactMap { parameter in
      guard parameter.required, parameter.defaultValue == nil, let example = parameter.example else { return nil }
      return " -p \(parameter.name)=\(example)"
    }.joined()
  }

  /// The files of a new template, by path inside its folder.
  static func scaffold(_ name: String) -> [(String, String)] {
    let manifest = """
      {
        "name": "\(name)",
        "summary": "A service with its protocol, a stub for tests, and its tests",
        "version": "0.1.0",
        "parameters": [
          {
            "name": "tests",
            "type": "choice",
            "choices": ["xctest", "swift-testing"],
            "default": "xctest",
            "description": "test framework of the generated tests"
          }
        ],
        "code_files": [
          {"template": "Code/Service.swift.liquid", "path": "{{ module_info.name }}Service.swift"}
        ],
        "test_files": [
          {"template": "Tests/ServiceTests.swift.liquid", "path": "{{ module_info.name }}ServiceTests.swift"}
        ]
      }

      """
    let header = """
      {%- comment -%} The file header Xcode writes. {%- endcomment -%}
      //
      //  {{ module_info.file_name }}
      //
      //  Created{% if developer.name != blank %} by {{ developer.name }}{% endif %} on {{ date }}.
      //

      """
    let service = """
      {% include 'header' %}
      /// What the {{ module_info.name }} service does; owners depend on this protocol.
      nonisolated protocol {{ module_info.name }}Servicing: Sendable {
        /// A greeting for `name`.
        func greeting(for name: String) -> String
      }

      /// The {{ module_info.name }} service.
      nonisolated struct {{ module_info.name }}Service: {{ module_info.name }}Servicing {
        func greeting(for name: String) -> String {
          "Hello, \\(name)!"
        }
      }

      """
    let tests = """
      {% include 'header' %}
      {%- if tests == 'swift-testing' %}
      import Testing

      @testable import {{ module_info.product_module_name }}

      struct {{ module_info.name }}ServiceTests {
        @Test func greetsByName() {
          #expect({{ module_info.name }}Service().greeting(for: "Ada") == "Hello, Ada!")
        }
      }
      {%- else %}
      import XCTest

      @testable import {{ module_info.product_module_name }}

      final class {{ module_info.name }}ServiceTests: XCTestCase {
        func testGreetsByName() {
          XCTAssertEqual({{ module_info.name }}Service().greeting(for: "Ada"), "Hello, Ada!")
        }
      }
      {%- endif %}

      """
    return [
      ("template.json", manifest), ("snippets/header.liquid", header), ("Code/Service.swift.liquid", service),
      ("Tests/ServiceTests.swift.liquid", tests),
    ]
  }
}
