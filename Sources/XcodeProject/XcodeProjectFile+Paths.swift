extension XcodeProjectFile {
  /// Where the file or group `id` is, as Xcode finds it: the `path`s of the object and of the
  /// groups that hold it, joined from the first one relative to the project's folder (`SOURCE_ROOT`,
  /// the folder holding the `.xcodeproj`, which the main group is relative to). A group without a
  /// `path` adds nothing, as in Xcode. Nil when the object is not in the project or a path on the
  /// way is relative to anything else (an SDK, a build product, an absolute path).
  package func sourceRootPath(of id: String) -> String? {
    var parents: [String: String] = [:]
    for object in objects.values {
      for child in object.ids("children") where parents[child] == nil { parents[child] = object.id }
    }
    var components: [String] = []
    var current = id
    while let object = objects[current] {
      if let path = object["path"] { components.insert(path, at: 0) }
      switch object["sourceTree"] ?? "<group>" {
      case "SOURCE_ROOT": return Self.normalized(components)
      case "<group>":
        guard let parent = parents[current] else { return Self.normalized(components) }
        current = parent
      default: return nil
      }
    }
    return nil
  }

  /// `paths` joined with `/`, with `.` and `a/..` taken out; nil when it climbs above its start.
  private static func normalized(_ paths: [String]) -> String? {
    var result: [Substring] = []
    for part in paths.joined(separator: "/").split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !result.isEmpty else { return nil }
        result.removeLast()
      default: result.append(part)
      }
    }
    return result.joined(separator: "/")
  }
}
