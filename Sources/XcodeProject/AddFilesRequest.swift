/// Files to add to an Xcode project: where they go in the group tree and which targets build them.
package struct AddFilesRequest: Sendable {
  /// One file to add.
  package struct File: Sendable, Hashable {
    /// What the targets do with it.
    package enum Role: String, Sendable, Hashable {
      /// Compiled: goes to the targets' Sources phase.
      case source
      /// Copied: goes to the targets' Resources phase.
      case resource
      /// Referenced only (headers, documentation).
      case other
    }
    /// The file's name (its last path component); it lives in the request's group.
    package var name: String
    /// What the targets do with it.
    package var role: Role

    /// A file.
    package init(name: String, role: Role) {
      self.name = name
      self.role = role
    }
  }

  /// The group path from the main group, `/`-separated (`App/Modules/Passcode`); missing groups
  /// are created (each with the folder of its name); empty for the main group.
  package var groupPath: String
  /// The files.
  package var files: [File]
  /// The targets that build them (by name).
  package var targets: [String]

  /// A request.
  package init(groupPath: String, files: [File], targets: [String]) {
    self.groupPath = groupPath
    self.files = files
    self.targets = targets
  }
}

/// What an edit did: the new text and what was added, or why nothing was needed.
package struct ProjectEdit: Sendable {
  /// The project text after the edit (the same bytes when nothing was added).
  package var text: String
  /// One line per object added (`PBXFileReference PasscodeView.swift`), empty when nothing was.
  package var added: [String]
  /// The synchronized folder (Xcode 16) the files fall in, when they do: Xcode picks them up, and
  /// the only edit is the membership of targets that do not own the folder.
  package var synchronizedFolder: String?
  /// Files an exception set now adds to a named target that does not own their synchronized folder
  /// (what Xcode's Target Membership checkbox records).
  package var included: [SynchronizedMembership]
  /// Files an exception set keeps out of a named target although they lie in its synchronized folder.
  package var excluded: [SynchronizedMembership]
  /// The ids of the objects the edit added, in the order added.
  package var addedIDs: [String] = []

  /// Whether the text changed.
  package var changed: Bool { !added.isEmpty }
}

/// Files of a synchronized folder and one target whose membership an exception set decides.
package struct SynchronizedMembership: Sendable, Hashable {
  /// The folder's name as Xcode shows it.
  package var folder: String
  /// The target's name.
  package var target: String
  /// The files' paths inside the folder.
  package var paths: [String]

  /// A membership.
  package init(folder: String, target: String, paths: [String]) {
    self.folder = folder
    self.target = target
    self.paths = paths
  }
}
