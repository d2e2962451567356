import Foundation
import TemplateSpec

/// The project's modgen.json as the first lookup of one command step found it (or failed to), so
/// that the step's later questions (where records go, which project manifest to check, how to
/// plan) do not walk up the folders and parse the file again.
///
/// A step installs one with the ``CachingFileSystem`` it reads the disk through: both stand for the
/// disk as the step first saw it. ``CommandContext/loadConfiguration()`` uses it when present.
final class ConfigurationMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var found: Result<LocatedConfiguration?, ManifestError>?

  /// What `find` gives, calling it only the first time.
  func value(_ find: () throws(ManifestError) -> LocatedConfiguration?) throws(ManifestError)
    -> LocatedConfiguration?
  {
    lock.lock()
    defer { lock.unlock() }
    if let found { return try found.get() }
    let result: Result<LocatedConfiguration?, ManifestError>
    do {
      result = .success(try find())
    } catch {
      result = .failure(error)
    }
    found = result
    return try result.get()
  }
}
