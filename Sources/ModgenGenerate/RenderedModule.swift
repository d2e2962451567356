import Located
import TemplateSpec

/// A module rendered in memory: the validated name, the parameter values and every file.
package struct RenderedModule: Sendable {
  /// The module name.
  package var moduleName: String
  /// The template's manifest.
  package var manifest: TemplateManifest
  /// The parameter values used.
  package var parameters: [ResolvedParameter]
  /// The files, code files first, in the manifest's order (files whose `if` is false are absent),
  /// then the files of each child module.
  package var files: [RenderedFile]
  /// The modules generated with this one through its manifest's `modules`, in order.
  package var children: [String] = []
  /// Undefined variables a lax template read, as warnings (a strict template has none).
  package var warnings: [Diagnostic] = []
}
