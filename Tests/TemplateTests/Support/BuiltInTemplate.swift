import Foundation
import TestSupport

@testable import ModgenCheck
@testable import ModgenSupport
@testable import TemplateSpec

/// A built-in template folder under `Templates/`, loaded from disk through TemplateSpec's catalog (so a template's
/// `"base"` is found among the other folders there, as `modgen` finds it among the built-ins).
struct BuiltInTemplate {
  /// The names of the built-in templates (the abstract `common` base is not generated on its own).
  static let names = ["viper", "vip", "mvvm", "container", "scroll", "sections", "section", "cells", "cell"]

  /// The templates of screens an owner shows and closes; the others (`section`, `cell`) make parts of a list.
  static let screenNames = ["viper", "vip", "mvvm", "container", "scroll", "sections", "cells"]

  /// The `Templates/` folder of the package.
  static let root = SharedFixtures.packageRoot.appendingPathComponent("Templates")

  /// The templates under `Templates/`, as the catalog finds them there (locations `Templates/<name>`).
  static let catalog: TemplateCatalog = {
    do {
      return try TemplateCatalog.discover(
        templateFolders: [root], workingDirectory: SharedFixtures.packageRoot, fileSystem: LocalFileSystem(),
        builtins: [:])
    } catch {
      fatalError("cannot read \(root.path): \(error)")
    }
  }()

  let name: String
  let directory: URL
  let catalogTemplate: CatalogTemplate
  let manifest: TemplateManifest

  /// Loads and validates `Templates/<name>/template.json` (with its bases').
  init(named name: String) throws {
    self.name = name
    directory = Self.root.appendingPathComponent(name)
    catalogTemplate = try Self.catalog.template(named: name)
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
  /// The variants snapshotted: the default one, and for each varying parameter each of its other values once
  /// (every other parameter at its default), so every value of every axis is covered without their product;
  /// `modgen check` builds every combination.
  var snapshotVariants: [TemplateVariant] {
    let all = variants
    guard let standard = all.first else { return [] }
    return all.filter { variant in
      zip(variant.values, standard.values).filter { $0.0.value != $0.1.value }.count <= 1
    }
  }

  /// A value for a required parameter without a default, as `modgen check` gives one: the manifest's
  /// `example`, else `Sample`, `1`, or two items (`SampleA,SampleB`).
  fileprivate static func sample(of parameter: TemplateParameter) -> String {
    if let example = parameter.example { return example.description }
    return switch parameter.kind {
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
