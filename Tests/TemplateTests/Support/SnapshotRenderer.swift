import Foundation
import ModgenGenerate

/// A file rendered from a template.
struct RenderedModuleFile: Equatable {
  /// Whether the file is module code or a test.
  enum Role: String {
    case code = "Code"
    case tests = "Tests"
  }

  let role: Role
  /// The rendered output path, relative to the module's folder.
  let path: String
  let contents: String
}

/// Renders a built-in template in memory through ModgenGenerate's `Generator` (what `modgen gen` runs, in strict
/// mode with the template's `snippets/` and its bases' as partials), with a fixed author, company and date.
struct SnapshotRenderer {
  /// The fixed environment used for snapshots, content tests and the format lint.
  static let developerName = "Jane Appleseed"
  static let company = "Acme"
  static let date = "22/11/2026"
  static let year = 2026

  let template: BuiltInTemplate
  /// `developer.name`.
  var developerName = Self.developerName
  /// `developer.company`.
  var company = Self.company

  /// Renders every file of `variant` for `moduleName`, code files first, skipping files whose `if` is false. A
  /// composite's children are rendered with it (their built-in templates are found on disk) but only the parent's
  /// own files are returned: the children's templates are tested on their own.
  func render(moduleName: String, projectName: String, variant: TemplateVariant) throws -> [RenderedModuleFile] {
    var request = GenerationRequest(
      moduleName: moduleName, template: template.catalogTemplate,
      outputRoot: URL(fileURLWithPath: "/module/Sources"), testsOutputRoot: URL(fileURLWithPath: "/module/Tests"),
      parameters: variant.values.map { "\($0.name)=\($0.value)" }, projectName: projectName,
      developerName: developerName, company: company,
      date: Date(timeIntervalSince1970: 1_795_348_800))  // 22/11/2026 12:00 UTC
    request.timeZone = TimeZone(identifier: "UTC")!
    request.templateLookup = { name in try? BuiltInTemplate.catalog.template(named: name) }
    let module: RenderedModule
    do {
      module = try Generator().render(request)
    } catch {
      throw TemplateTestError("\(variant.summary) for \(moduleName) does not render:\n\(error)")
    }
    return module.files.filter { $0.relativePath.hasPrefix(moduleName + "/") }.map { file in
      RenderedModuleFile(
        role: file.role == .code ? .code : .tests, path: String(file.relativePath.dropFirst(moduleName.count + 1)),
        contents: file.output)
    }
  }
}
