import Foundation
import GenerambaFormat

/// What `generamba gen MODULE TEMPLATE` was given on the command line, as typed: targets as
/// `a,b` text and custom parameters as `key:value` words, read as Generamba (Thor) read them.
///
/// The options that need no reading (names, description, author, the paths) are held in the
/// ``GenerambaOptions`` they end up in and reached through it (`commandLine.modulePath`), so each
/// is declared once.
@dynamicMemberLookup
package struct GenerambaCommandLine: Sendable {
  /// The options as given, but for the targets and custom parameters, which are read below.
  private var given: GenerambaOptions
  /// `--project_targets a,b`.
  package var projectTargets: String?
  /// `--test_targets a,b`.
  package var testTargets: String?
  /// `--custom_parameters` words.
  package var customParameters: [String] = []

  /// A command line naming only the module and the template.
  package init(moduleName: String, templateName: String) {
    given = GenerambaOptions(moduleName: moduleName, templateName: templateName)
  }

  /// An option taken as typed (`moduleName`, `templateName`, `description`, `author` and the paths).
  package subscript<Value>(dynamicMember keyPath: WritableKeyPath<GenerambaOptions, Value>) -> Value {
    get { given[keyPath: keyPath] }
    set { given[keyPath: keyPath] = newValue }
  }

  /// The options Generamba made of it, at `now` in the local time zone; `userName` is the author
  /// when neither `--author` nor the Rambafile names one.
  func options(userName: String?, now: Date) -> GenerambaOptions {
    var options = given
    options.userName = userName
    options.projectTargets = projectTargets.map(GenerambaOptions.splitTargets)
    options.testTargets = testTargets.map(GenerambaOptions.splitTargets)
    options.customParameters = GenerambaOptions.parseCustomParameters(customParameters)
    options.now = now
    options.timeZone = .current
    return options
  }
}
