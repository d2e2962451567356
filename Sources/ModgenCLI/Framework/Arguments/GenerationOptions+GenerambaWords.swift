import Foundation
import ModgenGenerate

extension GenerationOptions {
  /// `--module-file-path` (`--module_file_path`), the older spelling of `--project_file_path`.
  static let moduleFilePath = OptionSpec(
    "module-file-path", kind: .value(placeholder: "dir"), help: "Generamba: where the code files go.",
    completion: .directory)
  /// `--module-group-path`, the older spelling of `--project_group_path`.
  static let moduleGroupPath = OptionSpec(
    "module-group-path", kind: .value(placeholder: "group"), help: "Generamba: the code files' group.")
  /// `--project-xcodeproj-path`.
  static let projectXcodeprojPath = OptionSpec(
    "project-xcodeproj-path", kind: .value(placeholder: "path"), help: "Generamba: the code files' Xcode project.")
  /// `--test-xcodeproj-path`.
  static let testXcodeprojPath = OptionSpec(
    "test-xcodeproj-path", kind: .value(placeholder: "path"), help: "Generamba: the test files' Xcode project.")

  /// The Generamba options that name where files go, and the modgen option each becomes with a
  /// modgen template (`--module_path X` is `--output X`).
  static var generambaPathOptions: [(generamba: OptionSpec, modgen: OptionSpec)] {
    [
      (modulePath, output), (projectFilePath, output), (moduleFilePath, output),
      (testPath, testsOutput), (testFilePath, testsOutput),
    ]
  }

  /// The Generamba options modgen templates take from modgen.json instead, with the key to set.
  static var generambaSettingOptions: [(generamba: OptionSpec, setting: String)] {
    [
      (projectTargets, "xcode_project.targets"), (testTargets, "xcode_project.test_targets"),
      (projectGroupPath, "xcode_project.group"), (moduleGroupPath, "xcode_project.group"),
      (testGroupPath, "xcode_project.test_group"), (projectXcodeprojPath, "xcode_project.path"),
      (testXcodeprojPath, "xcode_project.path"), (author, "author"),
    ]
  }

  /// Generamba's options given for a modgen template (one imported from a `.rambaspec`, say), as
  /// modgen's: the paths become `--output` and `--tests-output`, `--custom_parameters k:v` becomes
  /// `-p k=v`. An option modgen takes from modgen.json instead, or a path given both ways, is a
  /// usage error naming what to use.
  func applyGenerambaWords(to request: inout ModulePlanner.Request) throws {
    for (generamba, setting) in Self.generambaSettingOptions where !arguments.values(generamba).isEmpty {
      throw UsageError(
        "'--\(generamba.name.replacingOccurrences(of: "-", with: "_"))' is Generamba's; '\(templateName)' is a modgen "
          + "template, which takes it from modgen.json: set \"\(setting)\" there", command: command.name)
    }
    for (generamba, modgen) in Self.generambaPathOptions {
      guard let value = arguments.value(generamba) else { continue }
      let spelled = "--" + generamba.name.replacingOccurrences(of: "-", with: "_")
      let current = modgen == Self.output ? request.output : request.testsOutput
      if let current, current != value {
        throw UsageError(
          "\(spelled) \(value) and --\(modgen.name) \(current) name different folders; give one of them "
            + "(--\(modgen.name) is modgen's)", command: command.name)
      }
      if modgen == Self.output { request.output = value } else { request.testsOutput = value }
    }
    for word in arguments.values(Self.customParameters) {
      guard let colon = word.firstIndex(of: ":") else {
        throw UsageError(
          "--custom_parameters takes key:value words, got '\(word)'; with a modgen template use -p key=value",
          command: command.name)
      }
      request.parameters.append(String(word[..<colon]) + "=" + String(word[word.index(after: colon)...]))
    }
  }
}
