/// What ``XcodeProjectFile/removeObjects(_:memberships:)`` did: the new text, one line per object
/// (or membership path) taken out, and what was asked for but is not there or stays.
package struct ProjectRemoval: Sendable {
  /// An object asked for that stays in the project, and why.
  package struct Kept: Sendable, Hashable {
    /// The object's id.
    package var id: String
    /// The object as the summary lines name it (`PBXGroup Passcode`).
    package var summary: String
    /// Why it stays (`it still holds Notes.md`).
    package var reason: String

    /// A kept object.
    package init(id: String, summary: String, reason: String) {
      self.id = id
      self.summary = summary
      self.reason = reason
    }
  }

  /// The project text after the removal (the same bytes when nothing was removed).
  package var text: String
  /// One line per object removed (`PBXFileReference PasscodeView.swift`) and per path taken out
  /// of an exception set that stays (`membershipExceptions Passcode/View.swift (AppTests)`), in
  /// the form ``ProjectEdit/added`` uses.
  package var removed: [String]
  /// The ids of the objects removed: those asked for, then the build files of removed file
  /// references and the exception sets left empty.
  package var removedIDs: [String]
  /// The ids asked for that the project does not hold (removed in Xcode, say); not an error.
  package var missing: [String]
  /// Paths asked for that no exception set of the folder for the target lists any more.
  package var missingMemberships: [SynchronizedMembership]
  /// Objects asked for that stay: a group that still holds other files, an exception set that
  /// still lists other paths, an object another object still refers to.
  package var kept: [Kept]

  /// Whether the text changed.
  package var changed: Bool { !removed.isEmpty }
}
