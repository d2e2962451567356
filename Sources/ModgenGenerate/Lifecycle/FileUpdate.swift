import Foundation

/// What `modgen update` does with one file of a module, from three versions of it: what was
/// generated last time (the base, kept in `.modgen/`), what is on disk now (yours) and what the
/// template generates now.
package enum FileUpdate: Equatable, Sendable {
  /// Nothing to write: the file already holds what the update gives (or neither side changed it).
  case unchanged
  /// Written with these bytes: the template's change, merged with yours where you edited.
  case merged(Data)
  /// Written with conflict markers around the places both changed differently.
  case conflict(Data, count: Int)
  /// A file the template makes now that was not generated before.
  case create(Data)
  /// A file the template no longer makes, unedited since it was generated: removed.
  case remove
  /// A file the template no longer makes, edited since: kept as it is.
  case keptEdited
  /// A file you deleted that the template changed since: not restored, reported.
  case deletedByYou
  /// A file you deleted that the template did not change: stays deleted.
  case staysDeleted

  /// The decision for one file. `base` is nil for a file the last generation did not make,
  /// `yours` nil when the file is not on disk, `template` nil when the template no longer makes it;
  /// `sameButForStamps(a, b)` says whether two texts differ only in the date stamps templates
  /// write (a new day alone is no change to merge).
  package static func decide(
    base: Data?, yours: Data?, template: Data?, sameButForStamps: (Data, Data) -> Bool = { $0 == $1 }
  ) -> FileUpdate {
    guard var template else {
      guard let base, let yours else { return .staysDeleted }
      return yours == base ? .remove : .keptEdited
    }
    guard let base else {
      guard let yours else { return .create(template) }
      if yours == template { return .unchanged }
      // There before, but not from the last generation: your file and the template's, side by side.
      let merge = ThreeWayMerge.merge(base: Data(), ours: yours, theirs: template)
      return merge.conflicts.isEmpty ? .merged(merge.data) : .conflict(merge.data, count: merge.conflicts.count)
    }
    if template != base && sameButForStamps(base, template) { template = base }
    guard let yours else { return template == base ? .staysDeleted : .deletedByYou }
    if template == base || yours == template { return .unchanged }
    if yours == base { return .merged(template) }
    let merge = ThreeWayMerge.merge(base: base, ours: yours, theirs: template)
    if merge.data == yours { return .unchanged }
    return merge.conflicts.isEmpty ? .merged(merge.data) : .conflict(merge.data, count: merge.conflicts.count)
  }
}
