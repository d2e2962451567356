import Foundation

/// The one rule for turning a path the user wrote (on the command line or in modgen.json) into a
/// location: absolute paths stay, `~` and `~/…` start at the home folder, anything else is relative
/// to a base folder (the working directory for flags, modgen.json's folder for its paths).
///
/// Shells expand `~` only at the start of a word, so `--output=~/x` reaches modgen unexpanded:
/// expanding it here makes every spelling mean the same folder.
package struct PathResolver: Sendable, Equatable {
  /// The home folder (`HOME`), if known.
  package var home: URL?

  /// A resolver whose home folder comes from `HOME` in `environment`.
  package init(environment: [String: String]) {
    home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: false) }
  }

  /// A resolver with an explicit home folder (`nil`: `~` is an ordinary folder name).
  package init(home: URL?) {
    self.home = home
  }

  /// How a path is shown: relative to `base` when below it (`.` for `base` itself), else absolute.
  package static func displayPath(_ url: URL, relativeTo base: URL) -> String {
    displayPath(url.filePath, relativeTo: base.filePath)
  }

  /// ``displayPath(_:relativeTo:)`` for an absolute path below an absolute folder, as text.
  package static func displayPath(_ absolutePath: String, relativeTo baseFolder: String) -> String {
    let path = PathComponents.normalized(absolutePath)
    let basePath = PathComponents.normalized(baseFolder)
    if path == basePath { return "." }
    return PathComponents.relative(path, to: basePath).flatMap { $0.isEmpty ? nil : $0 } ?? path
  }

  /// `path` as an absolute, standardized file URL (`.` and `..` resolved by text, as
  /// `standardizedFileURL` does, which costs a runtime conformance search on its first use).
  package func url(for path: String, relativeTo base: URL) -> URL {
    let absolute: String
    if path.hasPrefix("/") {
      absolute = path
    } else if let home, path == "~" || path.hasPrefix("~/") {
      absolute = home.filePath + "/" + String(path.dropFirst(2))
    } else {
      absolute = base.filePath + "/" + path
    }
    return URL(fileURLWithPath: PathComponents.normalized(absolute), isDirectory: false)
  }
}
