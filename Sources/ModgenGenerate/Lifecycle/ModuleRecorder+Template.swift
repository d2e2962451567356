import Foundation
import Located

extension ModuleRecorder {
  /// Refuses to generate `moduleName` from `template` when its record names another template: the
  /// new template's files would go beside the old ones, and the record would forget those. The
  /// error names the template the module was made with and the ways out; nothing is written.
  package func requireSameTemplate(_ moduleName: String, template: String, display: (URL) -> String) throws {
    guard let previous = try store.load(moduleName, display: display), previous.template.name != template else {
      return
    }
    let record = display(store.recordURL(for: moduleName))
    throw GenerationError(diagnostics: [
      Diagnostic(
        "\(moduleName) was generated with '\(previous.template.name)' (\(record)), not '\(template)'",
        notes: [
          "destroy it first (modgen destroy \(moduleName)), then generate it with '\(template)'",
          "or pass --force to replace it: the files of '\(previous.template.name)' that '\(template)' does not "
            + "write and its project entries go, in the same write",
          "nothing was written",
        ])
    ])
  }
}
