import Located

extension XcodeProjectFile {
  /// Takes out of the project what ``addFiles(_:)`` put in: the objects `ids` (its
  /// ``ProjectEdit/addedIDs``) and the `memberships` paths of synchronized folders (its
  /// ``ProjectEdit/included``), by removing lines only, so every other byte stays.
  ///
  /// Each object goes with every reference to it: its line in a `children`, `files` or
  /// `exceptions` list, the build files of a removed file reference, a section left with no
  /// objects (Xcode writes no empty section). A path goes out of the target's exception set of
  /// the folder; a set left empty goes too, with its line in the folder's `exceptions` list, and
  /// the `exceptions` key when that list is left empty. Ids the project does not hold are
  /// reported, not refused (they may have been removed in Xcode). A group stays, reported, while
  /// it holds anything that is not removed; so does an object another object still refers to.
  /// The result is read back, and refused, changing nothing, unless every removed id is gone.
  package func removeObjects(
    _ ids: [String], memberships: [SynchronizedMembership] = []
  ) throws(Diagnostic) -> ProjectRemoval {
    var asked: [String] = []
    var missing: [String] = []
    for id in ids {
      if objects[id] == nil {
        if !missing.contains(id) { missing.append(id) }
      } else if !asked.contains(id) {
        asked.append(id)
      }
    }
    let (paths, missingMemberships, notes) = membershipPaths(memberships)
    // Exception sets left with no path: removed, asked for or not; asked for and not empty: kept.
    var kept: [String: String] = [:]
    var emptied: [String] = []
    for set in objects(isa: Self.exceptionSetIsa) {
      let left = set.ids("membershipExceptions").filter { !(paths[set.id]?.contains($0) ?? false) }
      let onlyMembership = (set.value.entries ?? []).allSatisfy {
        ["isa", "target", "membershipExceptions"].contains($0.key)
      }
      if left.isEmpty && onlyMembership && (paths[set.id] != nil || asked.contains(set.id)) {
        if !asked.contains(set.id) { emptied.append(set.id) }
      } else if asked.contains(set.id) {
        kept[set.id] = "it still lists " + Self.list(left.isEmpty ? ["other exceptions"] : left)
      }
    }
    let (removing, cascaded) = closure(asked + emptied, kept: &kept)
    let order = (asked + cascaded + emptied).filter(removing.contains)
    var summaries = order.map(summary(of:))
    for (setID, path, target) in notes where !removing.contains(setID) {
      summaries.append("membershipExceptions \(path) (\(target))")
    }
    let keptList = asked.compactMap { id in
      kept[id].map { ProjectRemoval.Kept(id: id, summary: summary(of: id), reason: $0) }
    }
    guard !summaries.isEmpty else {
      return ProjectRemoval(
        text: text, removed: [], removedIDs: [], missing: missing, missingMemberships: missingMemberships,
        kept: keptList)
    }
    let edited = plan(removing: removing, paths: paths).apply()
    try verifyRemoval(edited, removed: removing, paths: paths)
    return ProjectRemoval(
      text: edited, removed: summaries, removedIDs: order, missing: missing, missingMemberships: missingMemberships,
      kept: keptList)
  }

  /// The paths to take out of each exception set (by the set's id), the memberships no set lists,
  /// and one note per path taken out (set, path, target name) in the order asked.
  private func membershipPaths(
    _ memberships: [SynchronizedMembership]
  ) -> ([String: Set<String>], [SynchronizedMembership], [(String, String, String)]) {
    var paths: [String: Set<String>] = [:]
    var missing: [SynchronizedMembership] = []
    var notes: [(String, String, String)] = []
    let folders = objects(isa: "PBXFileSystemSynchronizedRootGroup")
    for membership in memberships {
      let target = targets.first { $0["name"] == membership.target }
      let sets =
        target.map { target in
          folders.filter { $0.displayName == membership.folder }.flatMap { exceptionSets(of: $0, for: target) }
        } ?? []
      var notListed: [String] = []
      for path in membership.paths {
        let holding = sets.filter { $0.ids("membershipExceptions").contains(path) }
        if holding.isEmpty { notListed.append(path) }
        for set in holding where paths[set.id, default: []].insert(path).inserted {
          notes.append((set.id, path, membership.target))
        }
      }
      if !notListed.isEmpty {
        missing.append(SynchronizedMembership(folder: membership.folder, target: membership.target, paths: notListed))
      }
    }
    return (paths, missing, notes)
  }

  /// The ids to remove, from `start`: with the build files of removed file references (returned
  /// apart, in file order), without the groups that still hold something else and the objects
  /// something else still refers to (added to `kept` with the reason).
  private func closure(_ start: [String], kept: inout [String: String]) -> (Set<String>, [String]) {
    while true {
      var removing = Set(start).subtracting(kept.keys)
      var cascaded: [String] = []
      for file in objects(isa: "PBXBuildFile") where !removing.contains(file.id) {
        if let reference = file["fileRef"], removing.contains(reference) {
          cascaded.append(file.id)
          removing.insert(file.id)
        }
      }
      var keptMore = false
      for id in start where removing.contains(id) {
        guard let object = objects[id], Self.isGroup(object.isa) else { continue }
        let others = object.ids("children").filter { !removing.contains($0) }
        guard !others.isEmpty else { continue }
        kept[id] = "it still holds " + Self.list(others.map { objects[$0]?.displayName ?? $0 })
        keptMore = true
      }
      for object in objectOrder.compactMap({ objects[$0] }) where !removing.contains(object.id) {
        for reference in Self.scalars(in: object.value) where removing.contains(reference) && kept[reference] == nil {
          guard start.contains(reference) else { continue }
          kept[reference] = "\(object.isa) \(object.id) still refers to it"
          keptMore = true
        }
      }
      if !keptMore { return (removing, cascaded) }
    }
  }

  /// The text edits: each removed object's entry, each reference to one in a list, each path
  /// taken out of a set that stays, an `exceptions` key left empty, each section left empty.
  private func plan(removing: Set<String>, paths: [String: Set<String>]) -> RemovalPlanner {
    var planner = RemovalPlanner(source: source)
    for id in removing {
      guard let object = objects[id] else { continue }
      planner.removeEntry(keyStart: object.idRange.lowerBound, valueEnd: object.value.range.upperBound)
    }
    for object in objectOrder.compactMap({ objects[$0] }) where !removing.contains(object.id) {
      removeReferences(in: object.value, of: object, removing: removing, paths: paths[object.id] ?? [], &planner)
    }
    let objectsRange = root["objects"]?.range ?? 0..<source.bytes.count
    let starts = objectOrder.compactMap { objects[$0] }.map { ($0.id, $0.idRange.lowerBound) }
    for section in EditPlanner(project: self).allSections()
    where objectsRange.contains(section.begin) && objectsRange.contains(section.end) {
      let inside = starts.filter { $0.1 > section.begin && $0.1 < section.end }
      if !inside.isEmpty && inside.allSatisfy({ removing.contains($0.0) }) {
        planner.removeSection(begin: section.begin, end: section.end)
      }
    }
    return planner
  }

  /// Removes from the lists of `value` (an entry of `object`, at any depth) the ids in
  /// `removing` and, for `membershipExceptions`, the `paths`; a folder's `exceptions` list left
  /// empty goes with its key.
  private func removeReferences(
    in value: PBXValue, of object: PBXObject, removing: Set<String>, paths: Set<String>,
    _ planner: inout RemovalPlanner
  ) {
    for entry in value.entries ?? [] {
      switch entry.value {
      case .dictionary:
        removeReferences(in: entry.value, of: object, removing: removing, paths: paths, &planner)
      case .array(let elements, let range):
        let gone = elements.filter { element in
          guard let string = element.string else { return false }
          return removing.contains(string) || (entry.key == "membershipExceptions" && paths.contains(string))
        }
        guard !gone.isEmpty else { continue }
        if entry.key == "exceptions", object.isa == "PBXFileSystemSynchronizedRootGroup", gone.count == elements.count {
          planner.removeEntry(keyStart: entry.keyRange.lowerBound, valueEnd: range.upperBound)
          continue
        }
        for element in gone { planner.removeElement(element, close: range.upperBound - 1) }
      default:
        continue
      }
    }
  }

  /// Reads the edited text back and checks that no removed object, no reference to one in a
  /// list and no removed path is left; otherwise nothing is written.
  private func verifyRemoval(_ edited: String, removed: Set<String>, paths: [String: Set<String>]) throws(Diagnostic) {
    let failure = { (reason: String) -> Diagnostic in
      Diagnostic(
        "modgen could not remove the module's entries from \(self.file) safely (\(reason))", file: self.file,
        notes: ["remove the module's files and groups in Xcode instead"])
    }
    let reread: XcodeProjectFile
    do {
      reread = try XcodeProjectFile(text: edited, file: file)
    } catch {
      throw failure("the edited project would not read: \(error.message)")
    }
    if let left = removed.first(where: { reread.objects[$0] != nil }) {
      throw failure("an unusual layout keeps the object \(left)")
    }
    for object in reread.objects.values {
      if let left = Self.listed(in: object.value).first(where: removed.contains) {
        throw failure("an unusual layout keeps a reference to \(left) in \(object.id)")
      }
      if let left = paths[object.id]?.first(where: object.ids("membershipExceptions").contains) {
        throw failure("an unusual layout keeps \(left) in \(object.id)")
      }
    }
  }

  /// The summary line of object `id`, in the form ``addFiles(_:)`` reports it.
  private func summary(of id: String) -> String {
    guard let object = objects[id] else { return id }
    switch object.isa {
    case "PBXBuildFile":
      let name = objects[object["fileRef"] ?? ""]?.displayName ?? object["fileRef"] ?? id
      let phase = objects.values.first { $0.ids("files").contains(id) }
      let target = phase.flatMap { phase in targets.first { $0.ids("buildPhases").contains(phase.id) } }
      let phaseName = phase.map { Self.phaseName($0.isa) } ?? "no build phase"
      return "PBXBuildFile \(name) in \(phaseName)" + (target.map { " (\($0["name"] ?? $0.id))" } ?? "")
    case Self.exceptionSetIsa:
      let folder = objects.values.first { $0.ids("exceptions").contains(id) }
      let target = objects[object["target"] ?? ""]
      return "\(object.isa) \(folder?.displayName ?? "?") (\(target?["name"] ?? object["target"] ?? "?"))"
    default:
      return "\(object.isa) \(object.displayName ?? id)"
    }
  }

  /// `Sources` for `PBXSourcesBuildPhase`, as the build files' comments name phases.
  private static func phaseName(_ isa: String) -> String {
    isa.hasPrefix("PBX") && isa.hasSuffix("BuildPhase") ? String(isa.dropFirst(3).dropLast(10)) : isa
  }

  /// The strings held by keys of `value` (not by list elements), at any depth.
  private static func scalars(in value: PBXValue) -> [String] {
    var result: [String] = []
    for entry in value.entries ?? [] where entry.key != "isa" {
      switch entry.value {
      case .string(let text, _): result.append(text)
      case .dictionary: result += scalars(in: entry.value)
      case .array(let elements, _): result += elements.flatMap { scalars(in: $0) }
      case .data: continue
      }
    }
    return result
  }

  /// The strings listed in the lists of `value`, at any depth.
  private static func listed(in value: PBXValue) -> [String] {
    var result: [String] = []
    for entry in value.entries ?? [] {
      switch entry.value {
      case .dictionary: result += listed(in: entry.value)
      case .array(let elements, _): result += elements.compactMap(\.string)
      default: continue
      }
    }
    return result
  }

  /// `A, B and 3 more`.
  private static func list(_ names: [String]) -> String {
    names.count <= 3
      ? names.joined(separator: ", ") : names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
  }
}
