import Foundation
import Located
import ModgenSupport
import XcodeProject

/// Adds a plan's files to an Xcode project: each file goes to a group and to the Sources or
/// Resources phase of its targets, by the line-inserting editor of ``XcodeProjectFile``. The
/// result is one more planned file, `project.pbxproj` with action `update`, so the project edit
/// is part of the same all-or-nothing write as the files.
package enum ProjectUpdatePlanner {
  /// One generated file and where it goes in the project.
  package struct Entry: Sendable {
    /// The file on disk.
    package var destination: URL
    /// The group path from the main group.
    package var group: String
    /// The targets that build it.
    package var targets: [String]

    /// An entry.
    package init(destination: URL, group: String, targets: [String]) {
      self.destination = destination
      self.group = group
      self.targets = targets
    }
  }

  /// What the project edit does.
  package struct Update: Sendable {
    /// `project.pbxproj` with its new text, or nil when nothing needs adding.
    package var file: PlannedFile?
    /// What was added, one line per object.
    package var added: [String]
    /// Synchronized folders (Xcode 16) the files went into.
    package var synchronizedFolders: [String]
    /// Files an exception set now adds to a named target that does not own their synchronized folder.
    package var included: [SynchronizedMembership]
    /// Files an exception set keeps out of a named target that owns their synchronized folder.
    package var excluded: [SynchronizedMembership]
    /// The ids of the objects added, in the order added.
    package var addedIDs: [String] = []
  }

  /// Plans the edit of the project at `projectFolder` (`App.xcodeproj`) for `entries`;
  /// `displayPath` names the project file in errors.
  package static func plan(
    projectFolder: URL, entries: [Entry], fileSystem: any FileSystem, displayPath: String
  ) throws -> Update {
    let url = projectFolder.appendingPathComponent("project.pbxproj", isDirectory: false)
    guard fileSystem.isFile(at: url) else {
      throw Diagnostic(
        "there is no Xcode project at \(displayPath)",
        notes: ["set xcode_project.path in modgen.json, or pass --no-project"])
    }
    let original = try fileSystem.readData(at: url)
    var text = String(decoding: original, as: UTF8.self)
    var update = Update(file: nil, added: [], synchronizedFolders: [], included: [], excluded: [])
    // One request per group and set of targets, in the order the files come.
    var order: [String] = []
    var requests: [String: AddFilesRequest] = [:]
    for entry in entries {
      let key = entry.group + "\u{0}" + entry.targets.joined(separator: "\u{0}")
      let file = AddFilesRequest.File(name: entry.destination.lastPathComponent, role: role(of: entry.destination))
      if requests[key] == nil {
        order.append(key)
        requests[key] = AddFilesRequest(groupPath: entry.group, files: [], targets: entry.targets)
      }
      requests[key]?.files.append(file)
    }
    for key in order {
      guard let request = requests[key] else { continue }
      let edit = try XcodeProjectFile(text: text, file: displayPath).addFiles(request)
      text = edit.text
      update.added += edit.added
      update.addedIDs += edit.addedIDs
      if let folder = edit.synchronizedFolder, !update.synchronizedFolders.contains(folder) {
        update.synchronizedFolders.append(folder)
      }
      merge(edit.included, into: &update.included)
      merge(edit.excluded, into: &update.excluded)
    }
    let contents = Data(utf8: text)
    if contents != original {
      var file = PlannedFile(
        role: .code, root: projectFolder.deletingLastPathComponent(),
        relativePath: projectFolder.lastPathComponent + "/project.pbxproj", templateFile: "(Xcode project)",
        contents: contents, action: .update)
      file.existingContents = original
      update.file = file
    }
    return update
  }

  /// Adds `memberships` to `list`, one entry per folder and target.
  private static func merge(_ memberships: [SynchronizedMembership], into list: inout [SynchronizedMembership]) {
    for membership in memberships {
      if let index = list.firstIndex(where: { $0.folder == membership.folder && $0.target == membership.target }) {
        list[index].paths += membership.paths.filter { !list[index].paths.contains($0) }
      } else {
        list.append(membership)
      }
    }
  }

  /// What targets do with a file, by its extension.
  static func role(of url: URL) -> AddFilesRequest.File.Role {
    switch url.pathExtension.lowercased() {
    case "swift", "m", "mm", "c", "cpp": return .source
    case "xib", "storyboard", "xcassets", "strings", "json", "png", "ttf": return .resource
    default: return .other
    }
  }
}
