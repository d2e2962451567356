import Foundation
import ModgenSupport
import TemplateSpec

/// The folder `modgen check` keeps between runs: `$XDG_CACHE_HOME/modgen/check/<hash>`, or
/// `~/.cache/modgen/check/<hash>` when `XDG_CACHE_HOME` is unset, where `<hash>` identifies the
/// set of template folders checked by their absolute paths (so two projects that both keep
/// templates in `Templates/` get two caches). It holds the scratch package (with SwiftPM's `.build`) and
/// the stamp of the last run.
package struct CheckCache: Sendable {
  /// The cache folder of this set of templates.
  package let directory: URL
  /// The folder of the core builds every set of templates shares: `$XDG_CACHE_HOME/modgen/check/core` (see
  /// ``CheckCoreBuild``); inside ``directory`` for a cache made at an explicit folder.
  package let coreDirectory: URL
  /// Where the stamp and the lock file are read and written.
  package var fileSystem: any FileSystem = LocalFileSystem()

  /// Creates the cache for the given template folders (their identity, not their contents).
  /// Relative folders are resolved against `workingDirectory`; names that are not paths (the
  /// `<built-in>/…` locations) are kept as they are.
  package init(templateDirectories: [String], workingDirectory: URL, environment: [String: String]) {
    let key = templateDirectories.map { Self.identity(of: $0, in: workingDirectory) }.sorted()
      .joined(separator: "\n")
    let base = Self.baseDirectory(environment: environment)
    directory = base.appendingPathComponent(StableHash.hex(of: key), isDirectory: false)
    coreDirectory = base.appendingPathComponent("core", isDirectory: false)
  }

  /// The cache of `catalog`'s template folders (Generamba's hold nothing check builds): one scratch
  /// package per set of folders, whichever of their templates a run checks, so a selection and a full
  /// check reuse each other's builds. Its stamp and lock go through `fileSystem`.
  package init(
    templatesOf catalog: TemplateCatalog, workingDirectory: URL, environment: [String: String],
    fileSystem: any FileSystem
  ) {
    self.init(
      templateDirectories: catalog.searchPath.filter { $0.origin != .generamba }.map(\.location),
      workingDirectory: workingDirectory, environment: environment)
    self.fileSystem = fileSystem
  }

  /// The absolute, symlink-free path of a template folder, or `location` itself when it is not
  /// a path.
  static func identity(of location: String, in workingDirectory: URL) -> String {
    if location.hasPrefix("<") { return location }
    // Catalog locations are already expanded, so `~` needs no home here.
    return PathResolver(home: nil).url(for: location, relativeTo: workingDirectory).resolvingSymlinksInPath().filePath
  }

  /// Creates a cache at an explicit folder.
  package init(directory: URL) {
    self.directory = directory
    coreDirectory = directory.appendingPathComponent("core", isDirectory: false)
  }

  /// `$XDG_CACHE_HOME/modgen/check`, else `$HOME/.cache/modgen/check`, else a temporary folder.
  package static func baseDirectory(environment: [String: String]) -> URL {
    if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: false).appendingPathComponent("modgen/check", isDirectory: false)
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home, isDirectory: false).appendingPathComponent(
        ".cache/modgen/check", isDirectory: false)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("modgen-check", isDirectory: false)
  }

  /// The scratch package folder.
  package var packageDirectory: URL { directory.appendingPathComponent("package", isDirectory: false) }

  /// The stamp file of the last run.
  package var stampFile: URL { directory.appendingPathComponent("stamp.json", isDirectory: false) }

  /// The stamp of the last run, if any.
  func readStamp() -> CheckStamp? {
    guard fileSystem.isFile(at: stampFile), let data = try? fileSystem.readData(at: stampFile) else { return nil }
    return try? JSONDecoder().decode(CheckStamp.self, from: data)
  }

  /// Records the stamp of this run.
  func writeStamp(_ stamp: CheckStamp) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try fileSystem.createDirectories(at: directory)
    try fileSystem.writeData(try encoder.encode(stamp), to: stampFile)
  }

  /// Forgets the last run's stamp (so the next run builds).
  package func removeStamp() {
    if fileSystem.exists(at: stampFile) { try? fileSystem.removeItem(at: stampFile) }
  }

  /// Takes an exclusive lock on the cache folder for the life of the returned object, waiting
  /// for another `modgen check` on the same templates to finish.
  package func lock() throws -> FileLock {
    try fileSystem.createDirectories(at: directory)
    return try fileSystem.lockFile(atPath: directory.appendingPathComponent("lock", isDirectory: false).filePath)
  }
}
