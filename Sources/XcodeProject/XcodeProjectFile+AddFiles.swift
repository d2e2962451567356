import Located

extension XcodeProjectFile {
  /// Adds `request.files` to the group `request.groupPath` (creating missing groups) and to the
  /// Sources or Resources phase of each target, by inserting lines in the form Xcode writes;
  /// every other byte stays. Files already there are found, not added again, so the same request
  /// twice changes nothing the second time. When the group lies in an Xcode 16 synchronized
  /// folder, Xcode picks the files up: only targets that do not own the folder get them, through
  /// an exception set (see ``synchronizedEdit(_:relative:_:_:)``).
  package func addFiles(_ request: AddFilesRequest) throws(Diagnostic) -> ProjectEdit {
    guard let main = mainGroup else {
      throw Self.diagnostic("the project has no main group", source: source, at: root.range.lowerBound)
    }
    guard Self.isGroup(main.isa) else {
      throw Self.diagnostic(
        "the main group \(main.id) is a \(main.isa.isEmpty ? "object without isa" : main.isa), not a group",
        source: source,
        at: main.idRange.lowerBound)
    }
    let targetObjects = try request.targets.map { (name) throws(Diagnostic) -> PBXObject in try target(named: name) }
    let components = request.groupPath.split(separator: "/").map(String.init)
    let (group, remaining) = walk(from: main, components)
    if group.isa == "PBXFileSystemSynchronizedRootGroup" {
      return try synchronizedEdit(group, relative: remaining, request, targetObjects)
    }
    var planner = EditPlanner(project: self)
    // Missing groups, each inside the previous one.
    var newGroups: [(id: String, name: String)] = []
    for (index, name) in remaining.enumerated() {
      let key = (components.prefix(components.count - remaining.count + index + 1)).joined(separator: "/")
      newGroups.append((planner.newID("PBXGroup", key), name))
    }
    let groupKey = components.joined(separator: "/")
    var groupChildren: [(id: String, comment: String)] = []
    var references: [AddFilesRequest.File: String] = [:]
    let existingChildren = newGroups.isEmpty ? group.ids("children").compactMap { objects[$0] } : []
    let encoding = usesFileEncoding
    for file in request.files {
      if let existing = existingChildren.first(where: { $0.isa == "PBXFileReference" && $0.displayName == file.name }) {
        references[file] = existing.id
        continue
      }
      let id = planner.newID("PBXFileReference", groupKey + "/" + file.name)
      references[file] = id
      groupChildren.append((id, file.name))
      let type = Self.fileType(of: file.name)
      planner.addObject(
        isa: "PBXFileReference",
        line: "\t\t\(id) /* \(file.name) */ = {isa = PBXFileReference; \(encoding ? "fileEncoding = 4; " : "")"
          + "lastKnownFileType = \(type); path = \(Self.quoted(file.name)); sourceTree = \"<group>\"; };\n",
        id: id, summary: "PBXFileReference \(file.name)")
    }
    try addGroups(newGroups, to: group, holding: groupChildren, planner: &planner)
    try addBuildFiles(request.files, to: targetObjects, references: references, groupKey: groupKey, planner: &planner)
    let edited = planner.apply()
    try verify(edited, addedIDs: planner.addedIDs)
    return ProjectEdit(
      text: edited, added: planner.summaries, synchronizedFolder: nil, included: [], excluded: [],
      addedIDs: planner.addedOrder)
  }

  /// Adds `newGroups` (each inside the one before, the first inside `group`) and the new references
  /// `children` to the innermost: the last new group, or `group` when there is none.
  private func addGroups(
    _ newGroups: [(id: String, name: String)], to group: PBXObject,
    holding groupChildren: [(id: String, comment: String)],
    planner: inout EditPlanner
  ) throws(Diagnostic) {
    if let first = newGroups.first {
      try planner.append(to: group, key: "children", items: [(first.id, first.name)])
      for (index, entry) in newGroups.enumerated() {
        let children =
          index + 1 < newGroups.count ? [(newGroups[index + 1].id, newGroups[index + 1].name)] : groupChildren
        var text = "\t\t\(entry.id) /* \(entry.name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
        for child in children { text += "\t\t\t\t\(child.0) /* \(child.1) */,\n" }
        text += "\t\t\t);\n\t\t\tpath = \(Self.quoted(entry.name));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        planner.addObject(isa: "PBXGroup", line: text, id: entry.id, summary: "PBXGroup \(entry.name)")
      }
    } else if !groupChildren.isEmpty {
      try planner.append(to: group, key: "children", items: groupChildren)
    }
  }

  /// Adds a build file for each of `files` to each target's Sources or Resources phase (by the
  /// file's role), unless the phase builds its reference already.
  private func addBuildFiles(
    _ files: [AddFilesRequest.File], to targetObjects: [PBXObject], references: [AddFilesRequest.File: String],
    groupKey: String, planner: inout EditPlanner
  ) throws(Diagnostic) {
    for target in targetObjects {
      for (role, phaseIsa, phaseName) in [
        (AddFilesRequest.File.Role.source, "PBXSourcesBuildPhase", "Sources"),
        (.resource, "PBXResourcesBuildPhase", "Resources"),
      ] {
        let phaseFiles = files.filter { $0.role == role }
        guard !phaseFiles.isEmpty else { continue }
        guard let phase = target.ids("buildPhases").compactMap({ objects[$0] }).first(where: { $0.isa == phaseIsa })
        else {
          throw Self.diagnostic(
            "target '\(target["name"] ?? target.id)' has no \(phaseName) build phase", source: source,
            at: target.idRange.lowerBound)
        }
        let built = Set(phase.ids("files").compactMap { objects[$0]?["fileRef"] })
        var entries: [(String, String)] = []
        for file in phaseFiles {
          guard let reference = references[file], !built.contains(reference) else { continue }
          let id = planner.newID("PBXBuildFile", groupKey + "/" + file.name + "|" + target.id + "|" + phaseName)
          let comment = "\(file.name) in \(phaseName)"
          entries.append((id, comment))
          planner.addObject(
            isa: "PBXBuildFile",
            line: "\t\t\(id) /* \(comment) */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(file.name) */; };\n",
            id: id, summary: "PBXBuildFile \(comment) (\(target["name"] ?? target.id))")
        }
        if !entries.isEmpty { try planner.append(to: phase, key: "files", items: entries) }
      }
    }
  }

  /// Reads the edited text back and checks that every new object is there and listed where it
  /// was added; an unusual layout (a comment left open across lines, say) that would hide an
  /// insertion is refused instead of written.
  private func verify(_ edited: String, addedIDs: Set<String>) throws(Diagnostic) {
    guard !addedIDs.isEmpty else { return }
    let reread: XcodeProjectFile
    do {
      reread = try XcodeProjectFile(text: edited, file: file)
    } catch {
      throw Diagnostic(
        "modgen could not add the files to \(file) safely (the edited project would not read: \(error.message))",
        file: file, notes: ["add the files in Xcode, or pass --no-project"])
    }
    let listed = Set(reread.objects.values.flatMap { $0.ids("children") + $0.ids("files") })
    let missing = addedIDs.filter { reread.objects[$0] == nil || !listed.contains($0) }
    guard missing.isEmpty else {
      throw Diagnostic(
        "modgen could not add the files to \(file) safely (an unusual layout hides the new entries)", file: file,
        notes: ["add the files in Xcode, or pass --no-project"])
    }
  }

  /// The target called `name`, or an error suggesting the nearest name.
  func target(named name: String) throws(Diagnostic) -> PBXObject {
    if let found = targets.first(where: { $0["name"] == name }) { return found }
    let names = targets.compactMap { $0["name"] }
    var diagnostic = Diagnostic(
      "the project has no target '\(name)'" + Suggestion.didYouMean(name, in: names), file: file)
    diagnostic.notes = ["its targets: " + names.joined(separator: ", ")]
    throw diagnostic
  }

  /// Follows `components` down the group tree as far as groups exist (a group's `path` may
  /// span several components); returns the deepest group and the components left.
  func walk(from start: PBXObject, _ components: [String]) -> (PBXObject, [String]) {
    var current = start
    var remaining = components[...]
    while !remaining.isEmpty, current.isa != "PBXFileSystemSynchronizedRootGroup" {
      var next: (PBXObject, Int)?
      search: for child in current.ids("children").compactMap({ objects[$0] }) where Self.isGroup(child.isa) {
        for count in stride(from: remaining.count, to: 0, by: -1) {
          let joined = remaining.prefix(count).joined(separator: "/")
          if child.displayName == joined || child["path"] == joined {
            next = (child, count)
            break search
          }
        }
      }
      guard let (child, count) = next else { break }
      current = child
      remaining = remaining.dropFirst(count)
    }
    return (current, Array(remaining))
  }

  static func isGroup(_ isa: String) -> Bool {
    isa == "PBXGroup" || isa == "PBXVariantGroup" || isa == "PBXFileSystemSynchronizedRootGroup"
  }

  /// Whether the file's references carry `fileEncoding = 4` (copy the neighbours' style).
  private var usesFileEncoding: Bool {
    let references = objects(isa: "PBXFileReference")
    guard !references.isEmpty else { return false }
    return references.filter { $0["fileEncoding"] != nil }.count * 2 > references.count
  }

  /// `lastKnownFileType` by extension.
  static func fileType(of name: String) -> String {
    let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    switch ext {
    case "swift": return "sourcecode.swift"
    case "m": return "sourcecode.c.objc"
    case "mm": return "sourcecode.cpp.objcpp"
    case "h": return "sourcecode.c.h"
    case "c": return "sourcecode.c.c"
    case "xib": return "file.xib"
    case "storyboard": return "file.storyboard"
    case "xcassets": return "folder.assetcatalog"
    case "strings": return "text.plist.strings"
    case "plist": return "text.plist.xml"
    case "json": return "text.json"
    case "md": return "net.daringfireball.markdown"
    default: return "text"
    }
  }

  /// A string as Xcode writes it: bare when it uses only `A-Z a-z 0-9 _ $ . /` and has no
  /// `___`, else quoted with escapes.
  static func quoted(_ text: String) -> String {
    let bare =
      !text.isEmpty && !text.contains("___")
      && text.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F || byte == 0x24
          || byte == 0x2E || byte == 0x2F
      }
    if bare { return text }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
