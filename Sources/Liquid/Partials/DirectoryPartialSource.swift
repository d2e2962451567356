import Foundation

/// Partials read from a folder: `name.liquid`, then `name`. Names containing `..` or starting
/// with `/` are rejected so that a template cannot read outside the folder.
public struct DirectoryPartialSource: PartialSource {
  /// The folder partials are read from.
  public let directory: URL
  private let prefix: String

  /// Creates a source reading from `directory`.
  public init(directory: URL) {
    self.directory = directory
    let path = directory.path
    self.prefix = path.hasSuffix("/") ? path : path + "/"
  }

  /// The partial `name`, or nil when neither `name.liquid` nor `name` exists.
  public func loadPartial(named name: String) throws -> (source: String, file: String)? {
    if InvalidPartialName.isInvalid(name) { throw InvalidPartialName(name: name) }
    for path in [prefix + name + ".liquid", prefix + name] {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      return (String(decoding: data, as: UTF8.self), path)
    }
    return nil
  }
}
