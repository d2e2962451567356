import Foundation
import Located

extension ModuleRecordStore {
  /// The recorded modules a command works on: `names` when given (each must be recorded, else an
  /// error naming the nearest recorded one), otherwise every recorded module.
  package func modules(named names: [String], display: (URL) -> String) throws -> [String] {
    let recorded = recordedModules()
    for name in names where !recorded.contains(name) {
      throw Diagnostic(
        "no module '\(name)' is recorded in \(display(modulesFolder))" + Suggestion.didYouMean(name, in: recorded),
        notes: recorded.isEmpty ? ["'modgen gen' records each module it generates"] : [])
    }
    return names.isEmpty ? recorded : names
  }
}
