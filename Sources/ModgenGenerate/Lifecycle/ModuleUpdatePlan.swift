import Foundation
import Located
import ModgenSupport

/// `modgen update` for one module: the template's new rendering (a ``GenerationPlan`` made with
/// the recorded parameters) turned into what to write, merge and remove, file by file (see
/// ``FileUpdate``), against the record of the last generation and the texts it stored.
package struct ModuleUpdatePlan: Sendable {
  /// One file and what the update does with it.
  package struct Entry: Sendable, Equatable {
    /// The path relative to the folder holding `.modgen/`.
    package var path: String
    /// The decision.
    package var update: FileUpdate
  }

  /// The files to write, merge, create and remove, ready for the all-or-nothing writer (records
  /// and project edits are added by the caller).
  package var plan: GenerationPlan
  /// Every file of the old and the new generation with its decision, in the new plan's order,
  /// then the files the template no longer makes.
  package var entries: [Entry]

  /// The files written with conflict markers.
  package var conflicts: [String] {
    entries.compactMap { if case .conflict = $0.update { return $0.path } else { return nil } }
  }

  /// The recorded files removed because the template no longer makes them.
  package var removed: [String] { entries.filter { $0.update == .remove }.map(\.path) }

  /// Plans the update of `record`'s module to `rendered` (the template's output now, compared with
  /// the disk), reading the stored generated texts from `store`. `date` is the rendering's date:
  /// a file that differs from the last generation only in its date stamps is not changed.
  /// - Throws: a diagnostic when a stored generated text is missing or does not match its digest;
  ///   `display` names files in it.
  package init(
    rendered: GenerationPlan, record: ModuleRecord, store: ModuleRecordStore, date: Date, timeZone: TimeZone? = nil,
    display: (URL) -> String
  ) throws(Diagnostic) {
    let stamps = TemplateVariables.stamps(of: date, timeZone: timeZone)
    let comparison = DateStampComparison(date: stamps.date, year: stamps.year)
    func sameButForStamps(_ old: Data, _ new: Data) -> Bool {
      comparison.differsOnlyInStamps(
        existing: String(decoding: old, as: UTF8.self), generated: String(decoding: new, as: UTF8.self))
    }
    let pack = try store.loadPack(record.module, display: display)
    func base(of file: ModuleRecord.File) throws(Diagnostic) -> Data {
      guard let data = try pack?.text(of: file.path, digest: file.digest) else {
        throw Diagnostic(
          "the text \(file.path) was generated with is not stored in .modgen; update cannot merge without it",
          notes: ["'modgen adopt \(record.module) \(record.template.name) --force' records the module afresh"])
      }
      return data
    }
    var files: [PlannedFile] = []
    var entries: [Entry] = []
    var made: Set<String> = []
    for var file in rendered.files {
      let path = store.relativePath(of: file.destination)
      made.insert(path)
      let recorded = record.files.first { $0.path == path }
      let yours = file.action == .create ? nil : file.existingContents
      let update = FileUpdate.decide(
        base: try recorded.map(base), yours: yours, template: file.contents, sameButForStamps: sameButForStamps)
      entries.append(Entry(path: path, update: update))
      switch update {
      case .unchanged:
        file.action = .identical
        file.contents = yours ?? file.contents
      case .merged(let data), .conflict(let data, _):
        file.action = .update
        file.contents = data
        file.existingContents = yours
      case .create(let data):
        file.action = .create
        file.contents = data
      case .remove, .keptEdited, .deletedByYou, .staysDeleted:
        continue
      }
      files.append(file)
    }
    var removable: [(root: URL, destination: URL)] = []
    for recorded in record.files where !made.contains(recorded.path) {
      let url = store.url(for: recorded.path)
      let yours = try? store.fileSystem.readData(at: url)
      let update = FileUpdate.decide(base: try base(of: recorded), yours: yours, template: nil)
      entries.append(Entry(path: recorded.path, update: update))
      guard update == .remove else { continue }
      files.append(
        PlannedFile(
          role: recorded.role == FileRole.test.rawValue ? .test : .code, root: store.root,
          relativePath: recorded.path, templateFile: "", contents: Data(), action: .delete, existingContents: yours))
      removable.append((store.root, url.deletingLastPathComponent()))
    }
    var plan = rendered
    plan.files = files
    plan.removableDirectories = removable
    self.plan = plan
    self.entries = entries
  }
}
