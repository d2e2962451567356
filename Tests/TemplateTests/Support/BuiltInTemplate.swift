import Foundation
import TestSupport

@testable import ModgenCheck
@testable import ModgenSupport
@testable import TemplateSpec

/// A built-in template folder under `Templates/`, loaded from disk through TemplateSpec's catalog types.
struct BuiltInTemplate {
  /// The names of the built-in templates.
  static let names = ["viper", "vip", "mvvm", "container", "scroll", "sections", "section", "cells", "cell"]

  /// The templates of screens an owner shows and closes; the others (`section`, `cell`) make parts of a list.
  static let screenNames = ["viper", "vip", "mvvm", "container", "scroll", "sections", "cells"]

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

  /// What `modgen check` plans for this template: the combinations of its `bool` and `choice` parameters, up
  /// to check's default cap.
  var plan: VariantPlanner.Plan {
    VariantPlanner.plan(templateName: name, dimensions: CheckPreparer.dimensions(of: manifest))
  }

  /// The variants `modgen check` builds (default first); parameters that do not vary keep their defaults.
  var variants: [TemplateVariant] {
    let plan = plan
    let varying = Set(plan.variants.first?.assignments.map(\.name) ?? [])
    return plan.variants.map { variant in
      let values = manifest.parameters.map { parameter -> (String, String) in
        let assigned = variant.assignments.first { $0.name == parameter.name }?.value
        return (parameter.name, assigned ?? parameter.defaultValue?.description ?? Self.sample(of: parameter))
      }
      return TemplateVariant(template: name, values: values, varying: varying)
    }
  }
}

extension BuiltInTemplate {
  /// A value for a required parameter without a default, as `modgen check` gives one: `Sample`, `1`, or
  /// two items (`SampleA,SampleB`).
  fileprivate static func sample(of parameter: TemplateParameter) -> String {
    switch parameter.kind {
    case .string: "Sample"
    case .int: "1"
    case .list: "SampleA,SampleB"
    case .bool, .choice: ""
    }
  }
}

/// A failure of the test helpers themselves.
struct TemplateTestError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
