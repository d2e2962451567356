import Foundation

/// Partials read from a folder: `name.liquid`, then `name`. Names containing `..` or starting
/// with `/` are rejected so that a template cannot read outside the folder.
public struct DirectoryPartialSource: PartialSource {
  /// The folder partials are read from.
  public let directory: URL

  /// Creates a source reading from `directory`.
  public init(directory: URL) { self.directory = directory }

  /// The partial `name`, or nil when neither `name.liquid` nor `name` exists.
  public func loadPartial(named name: String) throws -> (source: String, file: String)? {
    if InvalidPartialName.isInvalid(name) { throw InvalidPartialName(name: name) }
    for candidate in [name + ".liquid", name] {
      let url = directory.appendingPathComponent(candidate)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      let data = try Data(contentsOf: url)
      return (String(decoding: data, as: UTF8.self), url.path)
    }
    return nil
  }
}
