import Foundation
import TestSupport

/// A built-in template folder under `Templates/`, with the parts of its manifest the tests need.
struct BuiltInTemplate {
  /// A file entry of the manifest.
  struct FileEntry {
    /// The Liquid file, relative to the template folder.
    let template: String
    /// The output path (Liquid).
    let path: String
    /// The condition (Liquid), if any.
    let condition: String?
  }

  /// A parameter of the manifest.
  struct Parameter {
    /// The parameter's name.
    let name: String
    /// `string`, `bool`, `int` or `choice`.
    let type: String
    /// The default value as text.
    let defaultValue: String
    /// The choices of a `choice` parameter.
    let choices: [String]
  }

  /// The names of the built-in templates.
  static let names = ["viper", "vip", "mvvm"]

  /// The `Templates/` folder of the package.
  static let root = SharedFixtures.packageRoot.appendingPathComponent("Templates")

  let name: String
  let directory: URL
  let parameters: [Parameter]
  let codeFiles: [FileEntry]
  let testFiles: [FileEntry]

  /// Loads `Templates/<name>/template.json`.
  init(named name: String) throws {
    self.name = name
    directory = Self.root.appendingPathComponent(name)
    let data = try Data(contentsOf: directory.appendingPathComponent("template.json"))
    guard let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw TemplateTestError("\(name)/template.json is not an object")
    }
    parameters = (manifest["parameters"] as? [[String: Any]] ?? []).map { entry in
      Parameter(
        name: entry["name"] as? String ?? "", type: entry["type"] as? String ?? "",
        defaultValue: entry["default"].map { "\($0)" } ?? "", choices: entry["choices"] as? [String] ?? [])
    }
    func files(_ key: String) -> [FileEntry] {
      (manifest[key] as? [[String: Any]] ?? []).map { entry in
        FileEntry(
          template: entry["template"] as? String ?? "", path: entry["path"] as? String ?? "",
          condition: entry["if"] as? String)
      }
    }
    codeFiles = files("code_files")
    testFiles = files("test_files")
  }

  /// Every combination of the choice and bool parameters; other parameters keep their defaults.
  var variants: [TemplateVariant] {
    var combinations: [[(String, String)]] = [[]]
    for parameter in parameters {
      let values: [String]
      switch parameter.type {
      case "choice": values = parameter.choices
      case "bool": values = ["false", "true"]
      default: values = [parameter.defaultValue]
      }
      combinations = combinations.flatMap { prefix in values.map { prefix + [(parameter.name, $0)] } }
    }
    let varying = Set(parameters.filter { $0.type == "choice" || $0.type == "bool" }.map(\.name))
    return combinations.map { TemplateVariant(template: name, values: $0, varying: varying) }
  }
}

/// A failure of the test helpers themselves.
struct TemplateTestError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
