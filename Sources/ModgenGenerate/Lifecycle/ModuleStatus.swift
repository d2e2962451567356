import Foundation
import ModgenSupport
import TemplateSpec

/// How a recorded module compares with the disk and with its template now: which files were
/// edited by hand or deleted since they were generated, and whether the template changed.
package struct ModuleStatus: Sendable {
  /// What became of one generated file.
  package enum FileState: String, Sendable, Hashable {
    /// The file holds exactly what was generated.
    case clean
    /// The file differs from what was generated (edited by hand).
    case modified
    /// The file is gone.
    case missing
  }

  /// One recorded file and its state.
  package struct FileStatus: Sendable, Hashable {
    /// The path relative to the record root.
    package var path: String
    /// `code` or `test`.
    package var role: String
    /// Its state.
    package var state: FileState
  }

  /// The record compared.
  package var record: ModuleRecord
  /// Every recorded file, in the record's order.
  package var files: [FileStatus]
  /// Whether the template now has other files or another version than recorded, or is not found.
  package var templateChanged: Bool
  /// Why the template counts as changed, for people.
  package var templateChange: String?

  /// The number of files edited since generation.
  package var modified: Int { files.filter { $0.state == .modified }.count }
  /// The number of files deleted since generation.
  package var missing: Int { files.filter { $0.state == .missing }.count }
  /// Whether nothing changed.
  package var isClean: Bool { modified == 0 && missing == 0 && !templateChanged }

  /// Compares `record` with the files below `store`'s root and with `template`, the template its
  /// name resolves to now (nil when none does).
  package init(record: ModuleRecord, store: ModuleRecordStore, template: CatalogTemplate?) {
    self.record = record
    files = record.files.map { file in
      let state: FileState
      switch store.fileSystem.probe(store.url(for: file.path)) {
      case .absent, .other: state = .missing
      case .file(let data): state = ModuleRecord.digest(of: data) == file.digest ? .clean : .modified
      }
      return FileStatus(path: file.path, role: file.role, state: state)
    }
    guard let template else {
      templateChanged = true
      templateChange = "template '\(record.template.name)' is no longer found"
      return
    }
    let now = TemplateDigest.reference(to: template, root: store.root)
    if now.version != record.template.version {
      templateChanged = true
      templateChange =
        "template '\(now.name)' is now version \(now.version) (generated with \(record.template.version))"
    } else if now.digest != record.template.digest {
      templateChanged = true
      templateChange = "the files of template '\(now.name)' changed since the module was generated"
    } else {
      templateChanged = false
      templateChange = nil
    }
  }
}
