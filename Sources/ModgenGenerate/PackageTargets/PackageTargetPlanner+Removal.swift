import Foundation
import Located
import ModgenSupport
import SwiftPackageManifest

extension PackageTargetPlanner {
  /// The planned update of the manifest at `url` (whose bytes are `original`) without the targets in
  /// `names`, nil when none of them is there any more; `missing` names those it no longer declares.
  /// `display` is how messages show the manifest's path.
  package static func removal(
    of names: [String], from original: Data, at url: URL, display: String
  ) throws(Diagnostic) -> (file: PlannedFile?, missing: [String]) {
    let edit = try PackageManifestEditor.removeTargets(
      named: names, from: SourceText(String(decoding: original, as: UTF8.self), file: display))
    let contents = Data(edit.text.utf8)
    guard contents != original else { return (nil, edit.missing) }
    return (manifestUpdate(at: url, contents: contents, original: original), edit.missing)
  }

  /// `Package.swift` at `url` planned to change from `original` to `contents`.
  static func manifestUpdate(at url: URL, contents: Data, original: Data) -> PlannedFile {
    PlannedFile(
      role: .code, root: url.deletingLastPathComponent(), relativePath: url.lastPathComponent,
      templateFile: manifestTemplateFile, contents: contents, action: .update, existingContents: original)
  }

  /// What a planned `Package.swift` edit shows as its template file.
  package static let manifestTemplateFile = "(Package.swift)"
}
