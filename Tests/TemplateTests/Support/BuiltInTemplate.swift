import Foundation
import ModgenKit
import TestSupport

/// A built-in template folder under `Templates/`, loaded from disk through ModgenKit's catalog types.
struct BuiltInTemplate {
  /// The names of the built-in templates.
  static let names = ["viper", "vip", "mvvm"]

  /// The `Templates/` folder of the package.
  static let root = SharedFixtures.packageRoot.appendingPathComponent("Templates")

  let name: String
  let directory: URL
  let catalogTemplate: CatalogTemplate
  let manifest: TemplateManifest

  /// Loads and validates `Templates/<name>/template.json`.
  init(named name: String) throws {
    self.name = name
    directory = Self.root.appendingPathComponent(name)
    catalogTemplate = CatalogTemplate(
      name: name, origin: .flag,
      files: DirectoryTemplateFiles(directory: directory, fileSystem: LocalFileSystem(), location: "Templates/\(name)"))
    do {
      manifest = try catalogTemplate.loadManifest()
    } catch {
      throw TemplateTestError("Templates/\(name)/template.json is invalid:\n\(error)")
    }
  }

  /// Every combination of the choice and bool parameters; other parameters keep their defaults.
  var variants: [TemplateVariant] {
    var combinations: [[(String, String)]] = [[]]
    for parameter in manifest.parameters {
      let values: [String]
      switch parameter.kind {
      case .choice: values = parameter.choices
      case .bool: values = ["false", "true"]
      default: values = [parameter.defaultValue?.description ?? ""]
      }
      combinations = combinations.flatMap { prefix in values.map { prefix + [(parameter.name, $0)] } }
    }
    let varying = Set(manifest.parameters.filter { $0.kind == .choice || $0.kind == .bool }.map(\.name))
    return combinations.map { TemplateVariant(template: name, values: $0, varying: varying) }
  }
}

/// A failure of the test helpers themselves.
struct TemplateTestError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
