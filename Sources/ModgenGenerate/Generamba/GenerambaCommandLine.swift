import Foundation
import GenerambaFormat

/// What `generamba gen MODULE TEMPLATE` was given on the command line, as typed: targets as
/// `a,b` text and custom parameters as `key:value` words, read as Generamba (Thor) read them.
package struct GenerambaCommandLine: Sendable {
  /// `MODULE_NAME`.
  package var moduleName: String
  /// `TEMPLATE_NAME`, as typed (found ignoring letter case).
  package var templateName: String
  /// `--description`.
  package var description: String?
  /// `--author`.
  package var author: String?
  /// `--project_targets a,b`.
  package var projectTargets: String?
  /// `--test_targets a,b`.
  package var testTargets: String?
  /// `--project_file_path`.
  package var projectFilePath: String?
  /// `--project_group_path`.
  package var projectGroupPath: String?
  /// `--test_file_path`.
  package var testFilePath: String?
  /// `--test_group_path`.
  package var testGroupPath: String?
  /// `--module_path`.
  package var modulePath: String?
  /// `--test_path`.
  package var testPath: String?
  /// `--custom_parameters` words.
  package var customParameters: [String] = []

  /// A command line naming only the module and the template.
  package init(moduleName: String, templateName: String) {
    self.moduleName = moduleName
    self.templateName = templateName
  }

  /// The options Generamba made of it, at `now` in the local time zone; `userName` is the author
  /// when neither `--author` nor the Rambafile names one.
  func options(userName: String?, now: Date) -> GenerambaOptions {
    GenerambaOptions(
      moduleName: moduleName, templateName: templateName, description: description, author: author,
      userName: userName, projectTargets: projectTargets.map(GenerambaOptions.splitTargets),
      testTargets: testTargets.map(GenerambaOptions.splitTargets), projectFilePath: projectFilePath,
      projectGroupPath: projectGroupPath, testFilePath: testFilePath, testGroupPath: testGroupPath,
      modulePath: modulePath, testPath: testPath,
      customParameters: GenerambaOptions.parseCustomParameters(customParameters), now: now, timeZone: .current)
  }
}
