import Foundation
import Liquid
import Located

/// Plans `generamba gen MODULE TEMPLATE` as Generamba 1.5 does it, without writing anything:
/// reads `Templates/<template>/<template>.rambaspec` (rendered as Liquid, then YAML), and for
/// each code file, then each test file, renders its name and its contents.
///
/// Where Generamba would write outside the project (an absolute path or a `..` component in a
/// path, a module name or a rendered file name) or crash (an empty file name), the plan fails
/// with a located error instead.
package enum GenerambaGenerator {
  /// The folder of installed templates, relative to the project.
  package static let templatesFolder = "Templates"

  /// The name template used when an entry has no `custom_name`.
  package static let defaultNameTemplate = "{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}"

  /// The plan for `options` in the project whose Rambafile is `rambafile` and whose files
  /// `files` reads.
  package static func plan(
    rambafile: Rambafile, options: GenerambaOptions, files: GenerambaFileSource
  ) throws(Diagnostic) -> GenerambaPlan {
    try rambafile.validateForGeneration()
    let module = try GenerambaModule(rambafile: rambafile, options: options)
    let variables = module.variables(now: options.now, timeZone: options.timeZone)
    let folder = try templateFolder(options.templateName, files: files)
    let specPath = folder + "/" + options.templateName + ".rambaspec"
    guard let (foundSpecPath, specBytes) = files.read(specPath) else {
      throw Diagnostic(
        "template '\(options.templateName)' has no \(options.templateName).rambaspec", file: folder,
        notes: ["Generamba reads \(specPath)"])
    }
    let (spec, specWarnings) = try Rambaspec.load(
      source: String(decoding: specBytes, as: UTF8.self), file: foundSpecPath, variables: variables, now: options.now)
    var context = Context(
      files: files, folder: folder, variables: variables, options: options,
      plan: GenerambaPlan(warnings: specWarnings))
    for path in [module.projectFilePath, module.testFilePath].compactMap({ $0 }) {
      context.plan.directories.append(try checked(path, what: "the module folder", at: nil))
    }
    if let targets = module.projectTargets, let file = module.projectFilePath, let group = module.projectGroupPath,
      !targets.isEmpty
    {
      for entry in spec.codeFiles { try context.add(entry, role: .code, folder: file, group: group) }
    }
    if let targets = module.testTargets, let file = module.testFilePath, let group = module.testGroupPath,
      !targets.isEmpty
    {
      for entry in spec.testFiles { try context.add(entry, role: .test, folder: file, group: group) }
    }
    return context.plan
  }

  /// `Templates/<name>` as found (ignoring letter case), or an error suggesting the nearest
  /// installed template.
  static func templateFolder(_ name: String, files: GenerambaFileSource) throws(Diagnostic) -> String {
    guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
      throw Diagnostic("'\(name)' is not a template name")
    }
    let installed = (files.listDirectory(templatesFolder) ?? []).filter { !$0.hasPrefix(".") }
    if let folder = files.resolveIgnoringCase(templatesFolder + "/" + name), files.listDirectory(folder) != nil {
      return folder
    }
    throw Diagnostic(
      "cannot find template named '\(name)' in \(templatesFolder)/" + Suggestion.didYouMean(name, in: installed),
      notes: [
        "add it to the Rambafile and run 'generamba template install'"
          + (installed.isEmpty ? "" : "; installed: " + installed.sorted().joined(separator: ", "))
      ])
  }

  /// `path` normalized, or a located error when it would leave the project.
  static func checked(_ path: String, what: String, at node: YAMLNode?) throws(Diagnostic) -> String {
    let normalized = GenerambaPath.normalized(path)
    if let reason = GenerambaPath.escapeReason(normalized) {
      let message = "\(what) '\(path)' would be written outside the project: \(reason)"
      throw node?.diagnostic(message) ?? Diagnostic(message)
    }
    return normalized
  }

  /// The state of one plan: where things are read from and what is planned so far.
  struct Context {
    /// The project's files.
    let files: GenerambaFileSource
    /// The template folder as found.
    let folder: String
    /// The variables of the module.
    let variables: LiquidObject
    /// The options.
    let options: GenerambaOptions
    /// The plan being built.
    var plan: GenerambaPlan
  }
}
