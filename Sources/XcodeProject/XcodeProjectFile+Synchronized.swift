import Located

extension XcodeProjectFile {
  /// The class of the exception sets that decide a target's files in a synchronized folder.
  static let exceptionSetIsa = "PBXFileSystemSynchronizedBuildFileExceptionSet"

  /// Files going into the synchronized folder `folder` (Xcode 16), at `relative` inside it.
  ///
  /// Xcode builds every file of the folder in each target that lists it in
  /// `fileSystemSynchronizedGroups`; a `PBXFileSystemSynchronizedBuildFileExceptionSet` of the
  /// folder for a target flips the membership of the paths in its `membershipExceptions` (out of
  /// a target that owns the folder, into one that does not). So a named target that owns the
  /// folder needs no edit (an exception that keeps a file out is reported, not undone), and one
  /// that does not gets the paths in its exception set of the folder, made when missing and
  /// listed in the folder's `exceptions`: what Xcode writes when the target's box is ticked under
  /// Target Membership. Targets that are not named keep the folder's rule. The edit is read back
  /// and refused, changing nothing, unless every named target then builds every file.
  func synchronizedEdit(
    _ folder: PBXObject, relative: [String], _ request: AddFilesRequest, _ targets: [PBXObject]
  ) throws(Diagnostic) -> ProjectEdit {
    var paths: [String] = []
    for file in request.files where file.role != .other {
      let path = (relative + [file.name]).joined(separator: "/")
      if !paths.contains(path) { paths.append(path) }
    }
    let folderName = folder.displayName ?? folder.id
    var planner = EditPlanner(project: self)
    var included: [SynchronizedMembership] = []
    var excluded: [SynchronizedMembership] = []
    var newSets: [String] = []
    var checks: [(target: String, paths: [String])] = []
    for target in targets {
      let targetName = target["name"] ?? target.id
      let sets = exceptionSets(of: folder, for: target)
      let listed = Set(sets.flatMap { $0.ids("membershipExceptions") })
      if target.ids("fileSystemSynchronizedGroups").contains(folder.id) {
        let kept = paths.filter(listed.contains)
        if !kept.isEmpty {
          excluded.append(SynchronizedMembership(folder: folderName, target: targetName, paths: kept))
        }
        continue
      }
      let missing = paths.filter { !listed.contains($0) }
      guard !missing.isEmpty else { continue }
      guard target.isa == "PBXNativeTarget" else {
        throw Self.diagnostic(
          "target '\(targetName)' is a \(target.isa.isEmpty ? "object without isa" : target.isa); only a native "
            + "target builds the files of the synchronized folder \(folderName)",
          source: source, at: target.idRange.lowerBound,
          notes: ["name a native target in modgen.json's xcode_project, or pass --no-project"])
      }
      included.append(SynchronizedMembership(folder: folderName, target: targetName, paths: missing))
      checks.append((target.id, missing))
      if let set = sets.first {
        try planner.insertSorted(
          into: set, key: "membershipExceptions", values: missing, by: FinderOrder.precedes)
        for path in missing { planner.note("membershipExceptions \(path) (\(targetName))") }
        continue
      }
      let id = planner.newID(Self.exceptionSetIsa, folder.id + "|" + target.id)
      let comment = exceptionSetComment(
        folder: folderName, target: targetName, oneLineFolder: planner.isOneLine(folder))
      var text =
        "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = \(Self.exceptionSetIsa);\n\t\t\tmembershipExceptions = (\n"
      for path in missing.sorted(by: FinderOrder.precedes) { text += "\t\t\t\t\(Self.quoted(path)),\n" }
      text += "\t\t\t);\n\t\t\ttarget = \(target.id) /* \(targetName) */;\n\t\t};\n"
      planner.addObject(
        isa: Self.exceptionSetIsa, line: text, id: id, summary: "\(Self.exceptionSetIsa) \(folderName) (\(targetName))")
      newSets.append("\(id) /* \(comment) */")
    }
    if !newSets.isEmpty {
      if folder.value["exceptions"] == nil {
        try planner.addList(to: folder, key: "exceptions", values: newSets)
      } else {
        try planner.append(to: folder, key: "exceptions", values: newSets)
      }
    }
    guard !planner.summaries.isEmpty else {
      return ProjectEdit(text: text, added: [], synchronizedFolder: folderName, included: [], excluded: excluded)
    }
    let edited = planner.apply()
    try verifyMembership(edited, folder: folder.id, checks: checks, newSets: planner.addedIDs)
    return ProjectEdit(
      text: edited, added: planner.summaries, synchronizedFolder: folderName, included: included, excluded: excluded,
      addedIDs: planner.addedOrder)
  }

  /// The folder's exception sets for `target`, in the folder's order.
  private func exceptionSets(of folder: PBXObject, for target: PBXObject) -> [PBXObject] {
    folder.ids("exceptions").compactMap { objects[$0] }.filter {
      $0.isa == Self.exceptionSetIsa && $0["target"] == target.id
    }
  }

  /// The comment after a new exception set's id, in the style of the project's other sets:
  /// `Exceptions for "Folder" folder in "Target" target` (Xcode 16.3 and later) or the class name
  /// (Xcode 16.0–16.2, which also wrote synchronized folders on one line).
  private func exceptionSetComment(folder: String, target: String, oneLineFolder: Bool) -> String {
    let sets = objects(isa: Self.exceptionSetIsa)
    let classStyle = sets.filter { set in
      source.lineText(source.location(at: set.idRange.lowerBound).line).contains("/* \(Self.exceptionSetIsa) */")
    }.count
    let useClassName = sets.isEmpty ? oneLineFolder : classStyle * 2 > sets.count
    return useClassName ? Self.exceptionSetIsa : "Exceptions for \"\(folder)\" folder in \"\(target)\" target"
  }

  /// Reads the edited text back and checks that each named target now builds each file and that
  /// every new exception set is listed by the folder; otherwise nothing is written.
  private func verifyMembership(
    _ edited: String, folder folderID: String, checks: [(target: String, paths: [String])], newSets: Set<String>
  ) throws(Diagnostic) {
    let failure = { (reason: String) -> Diagnostic in
      Diagnostic(
        "modgen could not add the files to the synchronized folder's targets in \(self.file) safely (\(reason))",
        file: self.file,
        notes: ["tick the targets under Target Membership in Xcode's File inspector, or pass --no-project"])
    }
    let reread: XcodeProjectFile
    do {
      reread = try XcodeProjectFile(text: edited, file: file)
    } catch {
      throw failure("the edited project would not read: \(error.message)")
    }
    guard let folder = reread.objects[folderID], Set(folder.ids("exceptions")).isSuperset(of: newSets) else {
      throw failure("an unusual layout hides the new exception set")
    }
    for check in checks {
      guard let target = reread.objects[check.target] else { throw failure("a target went missing") }
      let listed = Set(reread.exceptionSets(of: folder, for: target).flatMap { $0.ids("membershipExceptions") })
      let owns = target.ids("fileSystemSynchronizedGroups").contains(folderID)
      for path in check.paths where owns == listed.contains(path) {
        throw failure("\(path) would still not be built by target '\(target["name"] ?? target.id)'")
      }
    }
  }
}
