/// Path rules of Generamba (Ruby's `File` and `Pathname`), for the relative paths this mode
/// accepts.
package enum GenerambaPath {
  /// `Pathname(base).join(component)`: an absolute component replaces the base; otherwise the
  /// two are joined with one `/`.
  package static func join(_ base: String, _ component: String) -> String {
    if component.hasPrefix("/") || base.isEmpty { return component }
    if component.isEmpty { return base }
    return base.hasSuffix("/") ? base + component : base + "/" + component
  }

  /// `path` without empty and `.` components (`a//./b/` → `a/b`): the same file on disk.
  package static func normalized(_ path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Why `path` would write outside the project, or nil when it stays inside: an absolute path
  /// or a `..` component.
  package static func escapeReason(_ path: String) -> String? {
    if path.hasPrefix("/") { return "it is absolute" }
    if path.split(separator: "/").contains("..") { return "it contains '..'" }
    return nil
  }

  /// Ruby's `File.basename`: the last component, trailing slashes ignored (`a/b/` → `b`).
  package static func basename(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    if trimmed == "/" { return "/" }
    return String(trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
  }

  /// Ruby's `File.dirname`: everything before the last component (`b` → `.`, `/b` → `/`).
  package static func dirname(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    var head = trimmed[..<slash]
    while head.hasSuffix("/") { head = head.dropLast() }
    return head.isEmpty ? "/" : String(head)
  }
}
