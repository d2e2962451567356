import Foundation
import Located

/// Everything one `gen` run would write, rendered in memory and compared with the disk; nothing
/// has been written when a plan exists.
package struct GenerationPlan: Sendable {
  /// The module's name.
  package var moduleName: String
  /// The template's name.
  package var templateName: String
  /// The template manifest's `version` (empty for a Generamba template).
  package var templateVersion = ""
  /// The parameter values used, in the manifest's order.
  package var parameters: [ResolvedParameter]
  /// The files, code files first, in the manifest's order.
  package var files: [PlannedFile]
  /// Folders the run leaves behind even when no file goes into them (Generamba creates the
  /// module folders first), each with the root it must stay inside.
  package var directories: [(root: URL, destination: URL)] = []
  /// Folders to remove when the run leaves them empty (after its ``PlannedAction/delete`` files
  /// are gone), each with the root it must stay inside; removed deepest first, and a folder that
  /// still holds anything is kept.
  package var removableDirectories: [(root: URL, destination: URL)] = []
  /// Undefined variables a lax template read, as warnings.
  package var warnings: [Diagnostic] = []
  /// The child modules a composite template generates with the module, in order.
  package var children: [String] = []
  /// Whether the module's tests were asked for (false with `--no-tests`), whether or not the template
  /// makes any.
  package var includesTests = true

  /// Creates a plan.
  package init(moduleName: String, templateName: String, parameters: [ResolvedParameter], files: [PlannedFile]) {
    self.moduleName = moduleName
    self.templateName = templateName
    self.parameters = parameters
    self.files = files
  }

  /// The files that exist with different bytes.
  package var conflicts: [PlannedFile] { files.filter { $0.action == .conflict } }
}
