/// What kind of item sits at a path, looked at without following a final symbolic link.
package enum FileItemKind: Sendable, Equatable {
  /// A regular file.
  case file
  /// A directory.
  case directory
  /// A symbolic link; its destination as stored in the link (relative or absolute).
  case symbolicLink(destination: String)
}
