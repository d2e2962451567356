import Foundation
import ModgenSupport

/// ModuleCore and the UIKit stand-in, built once per toolchain and contents into a package of their own
/// that every scratch package reuses.
///
/// The package lives in `<core folder>/<hash>/` (``CheckCache/coreDirectory``), where the hash covers the
/// toolchain version, the destination and the targets' files and settings, so a new toolchain or a changed
/// ModuleCore gets a new folder and nothing is ever built over an old one. Its library targets form one
/// dynamic library (`libModgenCheckCore.so`, `.dylib` on macOS); scratch packages import the modules from
/// `.build/debug/Modules` and link the library with an rpath, instead of compiling the targets again. It is
/// built under a lock (a second check waits for the first to finish the build) and marked built only when
/// the build passed.
struct CheckCoreBuild: Sendable {
  /// The dynamic library product holding the core's targets.
  static let libraryName = "ModgenCheckCore"
  /// Bumped when the core package's layout changes, to move to new folders.
  static let layoutVersion = "modgen-check-core-1"

  /// The core package's folder.
  let directory: URL
  /// Its targets: the UIKit stand-in (where used) and ModuleCore.
  let targets: [ScratchTarget]

  /// The core build for `targets` built with `toolchain` for `destination`, below `root`.
  init(root: URL, toolchain: String, destination: CheckDestination, targets: [ScratchTarget]) {
    var hash = StableHash()
    [Self.layoutVersion, toolchain, destination.stampDescription].forEach { hash.combine($0) }
    for target in targets { target.combine(into: &hash) }
    directory = root.appendingPathComponent(hash.hex, isDirectory: false)
    self.targets = targets
  }

  /// The build's products: the dynamic library (SwiftPM links `.build/debug` to the triple's folder).
  var productsDirectory: URL { directory.appendingPathComponent(".build/debug", isDirectory: false) }

  /// The folder of the core's `.swiftmodule`s.
  var modulesDirectory: URL { productsDirectory.appendingPathComponent("Modules", isDirectory: false) }

  /// The file written after a build that passed.
  var builtMarker: URL { directory.appendingPathComponent("built", isDirectory: false) }

  /// What a target using the core links: the library, found at run time through an rpath.
  var linkerFlags: [String] {
    let products = productsDirectory.filePath
    return ["-L", products, "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", products]
  }

  /// The names of the modules the core provides.
  var moduleNames: [String] { targets.filter { !$0.isTest }.map(\.name) }

  /// Whether a build passed and its products are still there.
  func isBuilt(fileSystem: any FileSystem) -> Bool {
    fileSystem.isFile(at: builtMarker)
      && moduleNames.allSatisfy {
        fileSystem.exists(at: modulesDirectory.appendingPathComponent("\($0).swiftmodule", isDirectory: false))
      }
  }

  /// How long a core build may go unused before a check removes it: a toolchain or modgen version
  /// moved on from leaves a folder of a few hundred megabytes behind.
  static let maximumIdle: TimeInterval = 14 * 24 * 60 * 60

  /// The file holding when the core was last used (seconds since 1970, as text).
  var lastUsedFile: URL { directory.appendingPathComponent("last-used", isDirectory: false) }

  /// Builds the core unless a build already passed, waiting for another check that is building it; the
  /// outcome of the build this call ran (its time, and whether it passed), nil when none was needed.
  /// `progress` hears when a build starts. It also marks this core used and removes the other cores no
  /// check has used for ``maximumIdle``.
  func prepare(
    builder: PackageBuilder, jobs: Int?, fileSystem: any FileSystem, now: Date = Date(),
    progress: @Sendable (String) -> Void
  ) throws(CheckError) -> PackageBuilder.BuildOutcome? {
    removeIdleCores(fileSystem: fileSystem, now: now)
    if isBuilt(fileSystem: fileSystem) {
      markUsed(fileSystem: fileSystem, now: now)
      return nil
    }
    let lock: FileLock
    do {
      try fileSystem.createDirectories(at: directory)
      lock = try fileSystem.lockFile(atPath: directory.appendingPathComponent("lock", isDirectory: false).filePath)
    } catch {
      throw .scratchPackage("cannot lock \(directory.filePath): \(error)")
    }
    defer { withExtendedLifetime(lock) {} }
    markUsed(fileSystem: fileSystem, now: now)
    // Another check may have built it while this one waited.
    if isBuilt(fileSystem: fileSystem) { return nil }
    do {
      let package = ScratchPackage(root: directory, fileSystem: fileSystem)
      _ = try package.write(
        targets: targets, dynamicLibrary: Self.libraryName,
        notes: ["ModuleCore and the UIKit stand-in, built once and shared by every scratch package."])
    } catch {
      throw .scratchPackage("\(error)")
    }
    progress("check: building ModuleCore once for this toolchain in \(directory.filePath)")
    var core = builder
    core.moduleSearchPaths = []
    let outcome = try core.build(package: directory, jobs: jobs)
    guard outcome.succeeded else { return outcome }
    do {
      try fileSystem.writeData(Data((directory.lastPathComponent + "\n").utf8), to: builtMarker)
    } catch {
      throw .scratchPackage("\(error)")
    }
    return outcome
  }

  /// Records that a check uses this core now (a failure to record only delays its removal).
  func markUsed(fileSystem: any FileSystem, now: Date) {
    try? fileSystem.writeData(Data("\(Int(now.timeIntervalSince1970))\n".utf8), to: lastUsedFile)
  }

  /// Removes the other core folders beside this one whose last use is more than ``maximumIdle`` before
  /// `now`. A folder with no record of its use (made by an earlier modgen) gets one dated `now`, so it
  /// goes once it has been idle that long. Nothing else in the folder is touched, and a folder that
  /// cannot be removed stays.
  func removeIdleCores(fileSystem: any FileSystem, now: Date) {
    let root = directory.deletingLastPathComponent()
    guard let names = try? fileSystem.contentsOfDirectory(at: root) else { return }
    for name in names where name != directory.lastPathComponent && Self.isCoreFolderName(name) {
      let other = CheckCoreBuild(directory: root.appendingPathComponent(name, isDirectory: false))
      guard fileSystem.isDirectory(at: other.directory) else { continue }
      guard let text = try? fileSystem.readText(at: other.lastUsedFile),
        let seconds = TimeInterval(text.trimmingCharacters(in: .whitespacesAndNewlines))
      else {
        other.markUsed(fileSystem: fileSystem, now: now)
        continue
      }
      if now.timeIntervalSince1970 - seconds > Self.maximumIdle { try? fileSystem.removeItem(at: other.directory) }
    }
  }

  /// Whether `name` is a core folder's name: the hex digest ``init(root:toolchain:destination:targets:)`` makes.
  static func isCoreFolderName(_ name: String) -> Bool {
    name.utf8.count == 16 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// The core build in `directory`, for looking at its files (its targets are not known).
  private init(directory: URL) {
    self.directory = directory
    targets = []
  }
}
