import Foundation

/// A modgen.json found on disk: the configuration, the file and its folder (the project root).
package struct LocatedConfiguration: Sendable, Equatable {
  /// The parsed configuration.
  package var configuration: ProjectConfiguration
  /// The modgen.json file.
  package var file: URL

  /// Creates a located configuration.
  package init(configuration: ProjectConfiguration, file: URL) {
    self.configuration = configuration
    self.file = file
  }

  /// The folder holding modgen.json, against which its relative paths resolve.
  package var directory: URL { file.deletingLastPathComponent() }

  /// `path` resolved against ``directory`` (absolute paths are kept).
  package func resolve(_ path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path).standardizedFileURL
  }
}
