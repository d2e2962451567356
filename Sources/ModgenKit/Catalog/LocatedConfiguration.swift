import Foundation

/// A modgen.json found on disk: the configuration, the file and its folder (the project root).
public struct LocatedConfiguration: Sendable, Equatable {
  /// The parsed configuration.
  public var configuration: ProjectConfiguration
  /// The modgen.json file.
  public var file: URL

  /// Creates a located configuration.
  public init(configuration: ProjectConfiguration, file: URL) {
    self.configuration = configuration
    self.file = file
  }

  /// The folder holding modgen.json, against which its relative paths resolve.
  public var directory: URL { file.deletingLastPathComponent() }

  /// `path` resolved against ``directory`` (absolute paths are kept).
  public func resolve(_ path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path).standardizedFileURL
  }
}
