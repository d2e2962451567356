import Foundation
import ModgenSupport

/// The Swift package `modgen check` builds: ModuleCore plus a library target and a test target
/// per variant, in Swift 6 language mode with warnings as errors.
///
/// Writing is incremental: a file is written only when its bytes differ from what is on disk,
/// and files no target owns any more are removed, so SwiftPM recompiles only what changed.
struct ScratchPackage: Sendable {
  /// What a write changed.
  struct WriteSummary: Sendable, Equatable {
    /// Files written because they were new or different.
    var written: [String] = []
    /// Files left alone because their bytes were the same.
    var unchanged: Int = 0
    /// Stale files removed.
    var removed: [String] = []
    /// A hash of every file's path and bytes (the package's inputs).
    var inputsHash: String = ""
  }

  /// The package's root folder.
  let root: URL
  /// Where the package's files are read and written.
  let fileSystem: any FileSystem

  /// Creates a package rooted at `root` (the folder is created on write).
  init(root: URL, fileSystem: any FileSystem = LocalFileSystem()) {
    self.root = root
    self.fileSystem = fileSystem
  }

  /// The `Package.swift` for `targets`, depending on the project's `packages` (by absolute path); with
  /// `dynamicLibrary`, a dynamic library product of that name holding every library target; `notes` are
  /// comment lines below the header.
  static func manifest(
    targets: [ScratchTarget], packages: [ScratchPackageDependency] = [], dynamicLibrary: String? = nil,
    notes: [String] = []
  ) -> String {
    // Default isolation needs tools 6.2; packages without it keep working with 6.0 toolchains.
    let toolsVersion = targets.contains { !$0.settings.isEmpty } ? "6.2" : "6.0"
    var lines = [
      "// swift-tools-version:\(toolsVersion)",
      "// Written by `modgen check`; rewritten on every run.",
    ]
    lines += notes.map { "// " + $0 }
    lines += [
      "import PackageDescription",
      "",
      "let strict: [SwiftSetting] = [.unsafeFlags([\"-warnings-as-errors\", \"-continue-building-after-errors\"])]",
      "",
      "let package = Package(",
      "  name: \"ModgenCheck\",",
      "  platforms: [.macOS(.v13), .iOS(.v16)],",
    ]
    if let dynamicLibrary {
      let members = targets.filter { !$0.isTest }.map { "\"\($0.name)\"" }.joined(separator: ", ")
      lines.append("  products: [.library(name: \(quoted(dynamicLibrary)), type: .dynamic, targets: [\(members)])],")
    }
    if !packages.isEmpty {
      lines.append("  dependencies: [")
      lines += packages.map { "    \($0.manifestEntry)," }
      lines.append("  ],")
    }
    lines.append("  targets: [")
    for target in targets {
      let kind = target.isTest ? "testTarget" : "target"
      let dependencies =
        (target.dependencies.map { "\"\($0)\"" }
        + target.dependenciesWithoutUIKit.map {
          ".target(name: \"\($0)\", condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))"
        }
        + target.products.map { ".product(name: \(quoted($0.name)), package: \(quoted($0.package)))" })
        .joined(separator: ", ")
      let base = target.isStrict ? "strict" : "[]"
      let settings = target.settings.isEmpty ? base : "\(base) + [\(target.settings.joined(separator: ", "))]"
      let linker =
        target.linkerFlags.isEmpty
        ? "" : ", linkerSettings: [.unsafeFlags([\(target.linkerFlags.map(quoted).joined(separator: ", "))])]"
      lines.append(
        "    .\(kind)(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"\(target.folder)\", swiftSettings: \(settings)\(linker)),"
      )
    }
    lines += ["  ],", "  swiftLanguageModes: [.v6]", ")", ""]
    return lines.joined(separator: "\n")
  }

  /// `text` as a Swift string literal.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Writes `Package.swift` (depending on `packages`) and every target's files, touching only what changed, and removes
  /// files under `Sources/` and `Tests/` that no target owns, except in the target folders `keeping` names
  /// (`Sources/PasscodeViper`): variants that are not built this time but whose files and build products stay
  /// for a later run.
  func write(
    targets: [ScratchTarget], packages: [ScratchPackageDependency] = [], keeping: Set<String> = [],
    dynamicLibrary: String? = nil, notes: [String] = []
  ) throws -> WriteSummary {
    var summary = WriteSummary()
    var expected: [String: String] = [
      "Package.swift": Self.manifest(targets: targets, packages: packages, dynamicLibrary: dynamicLibrary, notes: notes)
    ]
    for target in targets {
      for (path, contents) in target.files { expected[target.folder + "/" + path] = contents }
    }
    var hash = StableHash()
    for path in expected.keys.sorted() {
      let contents = Data(expected[path]!.utf8)
      hash.combine(path)
      hash.combine(bytes: contents)
      let url = root.appendingPathComponent(path, isDirectory: false)
      if fileSystem.isFile(at: url), (try? fileSystem.readData(at: url)) == contents {
        summary.unchanged += 1
        continue
      }
      try fileSystem.createDirectories(at: url.deletingLastPathComponent())
      try fileSystem.writeData(contents, to: url)
      summary.written.append(path)
    }
    summary.inputsHash = hash.hex
    for folder in ["Sources", "Tests"] {
      summary.removed += try removeStale(in: folder, keeping: Set(expected.keys), folders: keeping)
    }
    return summary
  }

  /// Removes files under `folder` not in `keeping` and not inside one of `folders`, then empty folders;
  /// returns removed paths.
  private func removeStale(in folder: String, keeping: Set<String>, folders: Set<String>) throws -> [String] {
    let base = root.appendingPathComponent(folder, isDirectory: false)
    let tree = try fileSystem.tree(below: base)
    var removed: [String] = []
    for relative in tree.files where !keeping.contains(folder + "/" + relative) {
      let top = relative.split(separator: "/", maxSplits: 1).first.map { folder + "/" + $0 } ?? folder
      if folders.contains(top) { continue }
      try fileSystem.removeItem(at: base.appendingPathComponent(relative, isDirectory: false))
      removed.append(folder + "/" + relative)
    }
    // Deepest first, so a folder emptied by removing its subfolders goes too.
    for relative in tree.folders.sorted(by: { $0.count > $1.count }) {
      let url = base.appendingPathComponent(relative, isDirectory: false)
      if (try? fileSystem.contentsOfDirectory(at: url))?.isEmpty == true {
        try fileSystem.removeItem(at: url)
      }
    }
    return removed
  }
}
