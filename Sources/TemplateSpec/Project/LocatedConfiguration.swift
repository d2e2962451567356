import Foundation
import ModgenSupport

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

  /// `path` (as written in modgen.json) resolved by `paths` against ``directory``.
  package func resolve(_ path: String, paths: PathResolver) -> URL {
    paths.url(for: path, relativeTo: directory)
  }
}
