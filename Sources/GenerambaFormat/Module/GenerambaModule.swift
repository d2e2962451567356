import Foundation
import Liquid
import Located

/// The module being generated, configured as Generamba 1.5's `CodeModule`: Rambafile values,
/// then the command's options, with the derived values (product module name, paths with the
/// module folder appended, targets).
package struct GenerambaModule: Sendable {
  /// `module_info.name`.
  package var name: String
  /// `module_info.description`.
  package var description: String
  /// `developer.name`.
  package var author: LiquidValue
  /// `developer.company`.
  package var company: LiquidValue
  /// `prefix` (null when the Rambafile has none).
  package var prefix: LiquidValue
  /// `module_info.project_name`.
  package var projectName: LiquidValue
  /// `module_info.product_module_name`.
  package var productModuleName: LiquidValue
  /// Where code files go, module folder included (nil: no code files).
  package var projectFilePath: String?
  /// The Xcode group of code files, module group included.
  package var projectGroupPath: String?
  /// Where test files go, module folder included (nil: no test files).
  package var testFilePath: String?
  /// The Xcode group of test files.
  package var testGroupPath: String?
  /// `module_info.project_targets` (nil when none is named).
  package var projectTargets: [LiquidValue]?
  /// `module_info.test_targets`.
  package var testTargets: [LiquidValue]?
  /// `custom_parameters`, in order.
  package var customParameters: [(key: String, value: String)]

  /// Configures the module from `rambafile` and `options`; a value Generamba would fail on (a
  /// path that is not a string, `project_targets` that is not a list, a side with targets but
  /// no paths…) is a located error.
  package init(rambafile: Rambafile, options: GenerambaOptions) throws(Diagnostic) {
    guard !options.moduleName.isEmpty else { throw Diagnostic("the module name cannot be empty") }
    name = options.moduleName
    description = options.description ?? "\(options.moduleName) module"
    author = try rambafile.isSet(.author) ? rambafile.value(.author) : options.userName.map { .string($0) } ?? .null
    company = try rambafile.value(.company)
    prefix = try rambafile.value(.prefix)
    projectName = try rambafile.value(.projectName)
    if rambafile.isSet(.productModuleName) {
      productModuleName = try rambafile.value(.productModuleName)
    } else if case .string(let project) = projectName {
      productModuleName = .string(Self.productModuleName(from: project))
    } else if let node = rambafile.node(.projectName) {
      throw node.diagnostic(
        "'project_name' must be a string to derive the product module name; YAML reads this as \(node.kindDescription)",
        notes: ["quote it, or set 'product_module_name'"])
    } else {
      productModuleName = .null
    }
    var project = (file: String?.none, group: String?.none)
    var tests = (file: String?.none, group: String?.none)
    let moduleName = options.moduleName
    func apply(_ file: String?, _ group: String?, to paths: inout (file: String?, group: String?)) {
      guard file != nil || group != nil else { return }
      if let file {
        paths.file = Self.modulePath(file, moduleName)
      } else if paths.file == nil, let group {
        paths.file = Self.modulePath(group, moduleName)
      }
      if let group {
        paths.group = Self.modulePath(group, moduleName)
      } else if paths.group == nil, let file {
        paths.group = Self.modulePath(file, moduleName)
      }
    }
    apply(try rambafile.string(.projectFilePath), try rambafile.string(.projectGroupPath), to: &project)
    apply(try rambafile.string(.testFilePath), try rambafile.string(.testGroupPath), to: &tests)
    projectTargets = try rambafile.targets(single: .projectTarget, list: .projectTargets)
    testTargets = try rambafile.targets(single: .testTarget, list: .testTargets)
    customParameters = options.customParameters
    if let author = options.author { self.author = .string(author) }
    if let targets = options.projectTargets { projectTargets = targets.map { .string($0) } }
    if let targets = options.testTargets { testTargets = targets.map { .string($0) } }
    apply(options.projectFilePath, options.projectGroupPath, to: &project)
    apply(options.testFilePath, options.testGroupPath, to: &tests)
    apply(options.modulePath, options.modulePath, to: &project)
    apply(options.testPath, options.testPath, to: &tests)
    (projectFilePath, projectGroupPath) = project
    (testFilePath, testGroupPath) = tests
    try checkSide(
      "project", targets: projectTargets, file: projectFilePath, group: projectGroupPath,
      keys: ["project_target", "project_file_path", "project_group_path"], rambafile: rambafile)
    try checkSide(
      "test", targets: testTargets, file: testFilePath, group: testGroupPath,
      keys: ["test_target", "test_file_path", "test_group_path"], rambafile: rambafile)
  }

  /// Generamba's rule: a side with any of targets, file path, group path needs all three.
  private func checkSide(
    _ side: String, targets: [LiquidValue]?, file: String?, group: String?, keys: [String], rambafile: Rambafile
  ) throws(Diagnostic) {
    let present = [targets != nil, file != nil, group != nil]
    guard present.contains(true), present.contains(false) else { return }
    let missing = zip(keys, present).filter { !$0.1 }.map(\.0)
    throw rambafile.fileDiagnostic(
      "the \(side) settings are incomplete: \(missing.map { "'\($0)'" }.joined(separator: " and ")) "
        + (missing.count == 1 ? "is" : "are") + " not set",
      notes: ["Generamba needs the targets, the file path and the group path together (or none of them)"])
  }

  /// Ruby's `project_name.gsub(/[^\w]/, '_')`: every character but ASCII letters, digits and
  /// `_` becomes `_`.
  package static func productModuleName(from projectName: String) -> String {
    String(
      projectName.map { character -> Character in
        guard character.isASCII, character.isLetter || character.isNumber || character == "_" else { return "_" }
        return character
      })
  }

  /// Ruby's `Pathname(path.gsub(/^\/|\/$/, '')).join(module)` for paths this mode accepts: one
  /// slash dropped at the start and at the end of each line of `path`, then the module name.
  package static func modulePath(_ path: String, _ moduleName: String) -> String {
    let characters = Array(path)
    var stripped = ""
    for index in characters.indices {
      let character = characters[index]
      if character == "/" {
        let atLineStart = index == 0 || characters[index - 1] == "\n"
        let atLineEnd = index == characters.count - 1 || characters[index + 1] == "\n"
        if atLineStart || atLineEnd { continue }
      }
      stripped.append(character)
    }
    return GenerambaPath.join(stripped, moduleName)
  }
}
