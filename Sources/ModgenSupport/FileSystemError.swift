/// Errors a ``FileSystem`` raises on its own account (not those of the operating system).
package enum FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing is at the path.
  case notFound(String)
  /// Something is already at the path.
  case alreadyExists(String)
  /// The parent of the path is not a directory.
  case parentMissing(String)
  /// The path is a directory where a file was expected (or the reverse).
  case wrongKind(String)
  /// The file is not UTF-8 text.
  case notUTF8(String)
  /// An injected failure (test doubles).
  case injected(String)

  /// A one-line human description.
  package var description: String {
    switch self {
    case .notFound(let path): return "no such file or directory: \(path)"
    case .alreadyExists(let path): return "already exists: \(path)"
    case .parentMissing(let path): return "parent folder does not exist: \(path)"
    case .wrongKind(let path): return "not the expected kind of item: \(path)"
    case .notUTF8(let path): return "not UTF-8 text: \(path)"
    case .injected(let what): return "injected failure: \(what)"
    }
  }
}
