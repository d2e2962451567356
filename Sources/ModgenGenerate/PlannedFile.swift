import Foundation
import ModgenSupport

/// One file of a generation plan: where it goes, its rendered bytes and what is there now.
package struct PlannedFile: Sendable, Hashable {
  /// Code or test file.
  package var role: FileRole
  /// The output root the file must stay inside (the `--output` or `--tests-output` folder).
  package let root: URL
  /// The path below `root`, slash-separated, e.g. `Passcode/PasscodePresenter.swift`.
  package let relativePath: String
  /// The absolute destination, `root/relativePath`.
  package let destination: URL
  /// ``destination``'s path, kept as text: the planner and the writer ask about it often, and
  /// reading a URL's `path` costs thousands of instructions each time.
  package let destinationPath: String
  /// The template file it was rendered from, relative to the template folder.
  package var templateFile: String
  /// The rendered bytes.
  package var contents: Data
  /// What planning found at the destination.
  package var action: PlannedAction
  /// The bytes at the destination when planning, when a file was there (kept for `--diff` and
  /// to detect changes made between planning and writing).
  package var existingContents: Data?

  /// Creates a planned file.
  package init(
    role: FileRole, root: URL, relativePath: String, templateFile: String, contents: Data,
    action: PlannedAction, existingContents: Data? = nil
  ) {
    self.role = role
    self.root = root
    self.relativePath = relativePath
    let rootPath = root.filePath
    destinationPath =
      (rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
      + PathComponents.joinRelative(PathComponents.split(relativePath))
    destination = URL(fileURLWithPath: destinationPath, isDirectory: false)
    self.templateFile = templateFile
    self.contents = contents
    self.action = action
    self.existingContents = existingContents
  }

}
