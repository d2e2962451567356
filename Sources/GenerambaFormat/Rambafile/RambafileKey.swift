/// The keys of a Rambafile that Generamba 1.5 reads; any other key is ignored.
package enum RambafileKey: String, Sendable, CaseIterable {
  /// Mandatory: `developer.company`.
  case company
  /// `developer.name` (else the Generamba user name).
  case author
  /// Mandatory: `module_info.project_name`.
  case projectName = "project_name"
  /// `prefix`, also the start of default file names.
  case prefix
  /// Mandatory: the Xcode project.
  case xcodeprojPath = "xcodeproj_path"
  /// One project target (`module_info.project_targets` = `[it]`).
  case projectTarget = "project_target"
  /// Project targets (a list; wins over `project_target`).
  case projectTargets = "project_targets"
  /// Where code files go (one leading and one trailing `/` dropped, then the module name).
  case projectFilePath = "project_file_path"
  /// The Xcode group for code files.
  case projectGroupPath = "project_group_path"
  /// `module_info.product_module_name` (else the project name with non-word characters as `_`).
  case productModuleName = "product_module_name"
  /// One test target.
  case testTarget = "test_target"
  /// Test targets (a list; wins over `test_target`).
  case testTargets = "test_targets"
  /// Where test files go.
  case testFilePath = "test_file_path"
  /// The Xcode group for test files.
  case testGroupPath = "test_group_path"
  /// The Podfile dependencies are checked against.
  case podfilePath = "podfile_path"
  /// The Cartfile dependencies are checked against.
  case cartfilePath = "cartfile_path"
  /// Template declarations (`template install`).
  case templates
  /// Extra catalog repositories (`template install`).
  case catalogs
}
