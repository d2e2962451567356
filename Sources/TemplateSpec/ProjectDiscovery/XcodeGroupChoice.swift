/// The Xcode group `init` records for a folder modules (or their tests) go to: the group the
/// project gives the target's folder, followed down to the folder chosen, so that every file
/// `gen` adds is found where it is written.
package enum XcodeGroupChoice {
  /// The group for `path`, the folder chosen (relative to the project's folder), when the project
  /// gives `group` to `folder`: `group` itself for that folder; `group` with the rest of the path
  /// for a folder below it (`App` for `App` gives `App/Modules` for `App/Modules`); nil, so that
  /// the groups mirror the folders, for a folder elsewhere or when the project gives no group.
  package static func group(for path: String?, folder: String?, group: String?) -> String? {
    guard let group, !group.isEmpty else { return nil }
    guard let path = path.map(normalized) else { return group }
    let base = normalized(folder ?? "")
    if path == base { return group }
    let rest: Substring
    if base.isEmpty {
      rest = Substring(path)
    } else if path.hasPrefix(base + "/") {
      rest = path.dropFirst(base.count + 1)
    } else {
      return nil
    }
    return group + "/" + rest
  }

  /// `path` without `.` components, empty components and a trailing slash.
  static func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }
}
