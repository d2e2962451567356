import Foundation
import Located
import ModgenSupport

extension PlannedProjectEdit {
  /// Plans the edit and adds `project.pbxproj` to `plan` (one all-or-nothing write). Returns the
  /// planned edit (refused when a file's new reference would lead elsewhere than the file, see
  /// ``ProjectReferenceCheck``), with a note for each synchronized folder Xcode picks the files up from and a
  /// warning for each exception set that keeps files out of a named target, in that order.
  /// `display` shows paths in messages; a project that cannot be edited is a ``GenerationError``.
  package func add(to plan: inout GenerationPlan, fileSystem: any FileSystem, display: (URL) -> String)
    throws -> (update: ProjectUpdatePlanner.Update, diagnostics: [Diagnostic])
  {
    let shown = display(folder.appendingPathComponent("project.pbxproj", isDirectory: false))
    let update: ProjectUpdatePlanner.Update
    do {
      update = try ProjectUpdatePlanner.plan(
        projectFolder: folder, entries: entries, fileSystem: fileSystem, displayPath: shown)
    } catch let diagnostic as Diagnostic {
      throw GenerationError(diagnostics: [diagnostic])
    }
    if let referenceCheck {
      let pbxproj = folder.appendingPathComponent("project.pbxproj", isDirectory: false)
      let text =
        try update.file.map { String(decoding: $0.contents, as: UTF8.self) } ?? fileSystem.readText(at: pbxproj)
      try referenceCheck.verify(entries, text: text, projectFolder: folder, fileSystem: fileSystem, display: display)
    }
    if let file = update.file { plan.files.append(file) }
    return (update, Self.diagnostics(of: update, projectName: folder.lastPathComponent))
  }

  /// What a planned edit tells people: synchronized folders (notes), exception sets that keep
  /// files out of a target (warnings).
  private static func diagnostics(of update: ProjectUpdatePlanner.Update, projectName name: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for folder in update.synchronizedFolders {
      let targets = update.included.filter { $0.folder == folder }.map(\.target)
      if targets.isEmpty {
        diagnostics.append(
          Diagnostic(
            "\(folder) is a synchronized folder of \(name): Xcode picks the files up; no project edit",
            severity: .note))
      } else {
        let list = targets.joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            "\(folder) is a synchronized folder of \(name) that \(list) \(targets.count == 1 ? "does" : "do") not own: "
              + "an exception set adds the files to \(targets.count == 1 ? "it" : "them"), as Target Membership in "
              + "Xcode does", severity: .note))
      }
    }
    for excluded in update.excluded {
      let shown = excluded.paths.prefix(3).joined(separator: ", ")
      let more = excluded.paths.count > 3 ? " and \(excluded.paths.count - 3) more" : ""
      diagnostics.append(
        Diagnostic(
          "an exception set of the synchronized folder \(excluded.folder) keeps \(shown)\(more) out of target "
            + "\(excluded.target); tick the target under Target Membership in Xcode to build "
            + (excluded.paths.count == 1 ? "it" : "them"), severity: .warning))
    }
    return diagnostics
  }
}
