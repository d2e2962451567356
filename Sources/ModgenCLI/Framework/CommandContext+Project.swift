import Foundation
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension CommandContext {
  /// The project's modgen.json, searched upward from the working directory (once per step when
  /// the step keeps a ``ConfigurationMemo``).
  func loadConfiguration() throws -> LocatedConfiguration? {
    let find = { [workingDirectory, fileSystem] () throws(ManifestError) in
      try ProjectConfiguration.find(from: workingDirectory, fileSystem: fileSystem)
    }
    guard let configurationMemo else { return try find() }
    return try configurationMemo.value(find)
  }

  /// The store of this project's module records (see ``ModuleRecorder/recordRoot(workingDirectory:fileSystem:configuration:)``;
  /// a modgen.json that cannot be read counts as none here).
  func recordStore() -> ModuleRecordStore {
    let root = ModuleRecorder.recordRoot(workingDirectory: workingDirectory, fileSystem: fileSystem) {
      (try? loadConfiguration()) ?? nil
    }
    return ModuleRecordStore(root: root, fileSystem: fileSystem)
  }

  /// The template catalog for this run: the `--templates` folders (`folders`, as given), the
  /// project's, the user's, the built-ins.
  func loadCatalog(configuration: LocatedConfiguration?, folders: [String]) throws -> TemplateCatalog {
    try TemplateCatalog.discover(
      templateFolders: folders.map { url(for: $0) }, workingDirectory: workingDirectory, configuration: configuration,
      environment: environment, fileSystem: fileSystem)
  }

  /// The moment used for `date` and `year`: `SOURCE_DATE_EPOCH` when set (reproducible output),
  /// else now.
  var now: Date {
    if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) {
      return Date(timeIntervalSince1970: epoch)
    }
    return Date()
  }

  /// `git config user.name`, asked of git itself (for `init`).
  var gitUserName: String? {
    GitConfiguration.userName(environment: environment, workingDirectory: workingDirectory)
  }

  /// `user.name` read from git's configuration files without starting git (for `gen`, which
  /// must stay fast).
  var gitUserNameFromFiles: String? {
    GitConfigurationFiles(environment: environment, workingDirectory: workingDirectory, fileSystem: fileSystem)
      .userName
  }
}
