import Foundation

/// What `generamba gen MODULE TEMPLATE` is given besides the Rambafile: the names and the
/// command's options, with the clock fixed so that output is reproducible.
package struct GenerambaOptions: Sendable {
  /// `MODULE_NAME`, exactly as typed.
  package var moduleName: String
  /// `TEMPLATE_NAME`: the folder `Templates/<name>/` and its `<name>.rambaspec`.
  package var templateName: String
  /// `--description` (default `"<MODULE_NAME> module"`).
  package var description: String?
  /// `--author`, replacing the Rambafile's `author`.
  package var author: String?
  /// The Generamba user name (`~/.generamba/user_preferences.yml`), used when the Rambafile
  /// has no `author`.
  package var userName: String?
  /// `--project_targets a,b`, already split (see ``splitTargets(_:)``).
  package var projectTargets: [String]?
  /// `--test_targets`, already split.
  package var testTargets: [String]?
  /// `--project_file_path`.
  package var projectFilePath: String?
  /// `--project_group_path`.
  package var projectGroupPath: String?
  /// `--test_file_path`.
  package var testFilePath: String?
  /// `--test_group_path`.
  package var testGroupPath: String?
  /// `--module_path`: both code paths.
  package var modulePath: String?
  /// `--test_path`: both test paths.
  package var testPath: String?
  /// `--custom_parameters key:value …`, in order (a later key wins).
  package var customParameters: [(key: String, value: String)]
  /// The moment of generation (`date`, `year`, and the `date` filter's `now`).
  package var now: Date
  /// The time zone `date` and `year` are computed in.
  package var timeZone: TimeZone

  /// Options for `gen moduleName templateName` with nothing else given.
  package init(
    moduleName: String, templateName: String, description: String? = nil, author: String? = nil,
    userName: String? = nil, projectTargets: [String]? = nil, testTargets: [String]? = nil,
    projectFilePath: String? = nil, projectGroupPath: String? = nil, testFilePath: String? = nil,
    testGroupPath: String? = nil, modulePath: String? = nil, testPath: String? = nil,
    customParameters: [(key: String, value: String)] = [], now: Date = Date(), timeZone: TimeZone = .current
  ) {
    self.moduleName = moduleName
    self.templateName = templateName
    self.description = description
    self.author = author
    self.userName = userName
    self.projectTargets = projectTargets
    self.testTargets = testTargets
    self.projectFilePath = projectFilePath
    self.projectGroupPath = projectGroupPath
    self.testFilePath = testFilePath
    self.testGroupPath = testGroupPath
    self.modulePath = modulePath
    self.testPath = testPath
    self.customParameters = customParameters
    self.now = now
    self.timeZone = timeZone
  }

  /// `--project_targets` text split as Ruby's `split(',')`: empty items kept except at the end.
  package static func splitTargets(_ text: String) -> [String] {
    var parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    while parts.last == "" { parts.removeLast() }
    return parts
  }

  /// `--custom_parameters` words as Thor reads them: each `key:value` split at the first colon
  /// (a word without a colon is ignored, as Thor stops there); a later key wins.
  package static func parseCustomParameters(_ words: [String]) -> [(key: String, value: String)] {
    var result: [(key: String, value: String)] = []
    for word in words {
      guard let colon = word.firstIndex(of: ":") else { break }
      let key = String(word[..<colon])
      let value = String(word[word.index(after: colon)...])
      if let existing = result.firstIndex(where: { $0.key == key }) {
        result[existing].value = value
      } else {
        result.append((key, value))
      }
    }
    return result
  }
}
