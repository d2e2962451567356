extension XcodeProjectFile {
  /// Where Xcode finds the file `name` of the group `groupPath` (as an ``AddFilesRequest`` names
  /// it), relative to the folder holding the `.xcodeproj`: the path its file reference resolves to
  /// through the groups' `path`s and `sourceTree`s, or, in an Xcode 16 synchronized folder, the
  /// folder's path with the rest of the group path and the name. Nil when the group or the
  /// reference is not in the project, or a path on the way is not below the project's folder.
  package func resolvedPath(ofFile name: String, inGroupPath groupPath: String) -> String? {
    guard let main = mainGroup else { return nil }
    let (group, remaining) = walk(from: main, groupPath.split(separator: "/").map(String.init))
    if group.isa == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = sourceRootPath(of: group.id) else { return nil }
      return ([folder] + remaining + [name]).filter { !$0.isEmpty }.joined(separator: "/")
    }
    guard remaining.isEmpty else { return nil }
    let reference = group.ids("children").compactMap { objects[$0] }.first {
      $0.isa == "PBXFileReference" && $0.displayName == name
    }
    return reference.flatMap { sourceRootPath(of: $0.id) }
  }

  /// The folder the group `groupPath` stands for, relative to the folder holding the
  /// `.xcodeproj`, as far as groups exist (each missing one is the folder of its name, as
  /// ``addFiles(_:)`` makes it); nil when a path on the way is not below the project's folder.
  package func resolvedFolder(ofGroupPath groupPath: String) -> String? {
    guard let main = mainGroup else { return nil }
    let (group, remaining) = walk(from: main, groupPath.split(separator: "/").map(String.init))
    guard let folder = sourceRootPath(of: group.id) else { return nil }
    return ([folder] + remaining).filter { !$0.isEmpty }.joined(separator: "/")
  }
}

extension XcodeProjectFile {
  /// The objects that stand for the files at `paths` (relative to the folder holding the
  /// `.xcodeproj`): the file references that resolve to them, in the order of `paths`, then the
  /// groups in or below one of `folders` that hold nothing else (a module's folder groups),
  /// innermost first. What taking the files out of the project removes with
  /// ``removeObjects(_:memberships:)``, which takes their build files too.
  package func objects(standingFor paths: [String], folders: [String]) -> [String] {
    var byPath: [String: [String]] = [:]
    for reference in objects(isa: "PBXFileReference") {
      if let path = sourceRootPath(of: reference.id) { byPath[path, default: []].append(reference.id) }
    }
    var result: [String] = []
    for path in paths { result += byPath[path] ?? [] }
    var chosen = Set(result)
    let main = mainGroup?.id
    var changed = true
    while changed {
      changed = false
      for group in objects(isa: "PBXGroup") where group.id != main && !chosen.contains(group.id) {
        let children = group.ids("children")
        guard !children.isEmpty, children.allSatisfy(chosen.contains),
          let folder = sourceRootPath(of: group.id),
          folders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") })
        else { continue }
        chosen.insert(group.id)
        result.append(group.id)
        changed = true
      }
    }
    return result
  }
}
