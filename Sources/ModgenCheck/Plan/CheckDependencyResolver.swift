import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// Turns modgen.json's `check.dependencies` into what the scratch package builds against, checking each
/// entry on disk: a package folder must hold a `Package.swift`, a source folder must hold Swift files,
/// and no module name may be taken twice (by another entry, by ModuleCore or the UIKit stand-in, or by a
/// checked variant). Every problem is reported together, at its place in modgen.json.
package struct CheckDependencyResolver: Sendable {
  /// Where the folders are looked for and read.
  package var fileSystem: any FileSystem
  /// Expands `~` in the folders written in modgen.json.
  package var paths: PathResolver

  /// A resolver reading through `fileSystem`, expanding `~` with `paths`.
  package init(fileSystem: any FileSystem, paths: PathResolver) {
    self.fileSystem = fileSystem
    self.paths = paths
  }

  /// The module names every check takes, with what takes them (a dependency may not use them).
  package static let builtInModules = [
    "ModuleCore": "ModuleCore, the library generated modules import",
    "UIKit": "the UIKit stand-in ModuleCore builds against where UIKit does not exist",
    "_Testing_UIKit": "the UIKit stand-in's module for Swift Testing",
  ]

  /// The module names a check of `subjects` takes, with what takes them: ModuleCore, the UIKit stand-in's
  /// and every variant's code and test targets (a project's dependency must not reuse one).
  package static func reservedModules(_ subjects: [CheckSubject]) -> [String: String] {
    var reserved = builtInModules
    for subject in subjects {
      for variant in subject.variants {
        let name = variant.variant.moduleName
        reserved[name] = reserved[name] ?? "a checked variant of template '\(subject.name)'"
        reserved[name + "Tests"] = reserved[name + "Tests"] ?? "the tests of a checked variant of '\(subject.name)'"
      }
    }
    return reserved
  }

  /// The dependencies `configuration` declares, resolved; `.none` without a configuration or
  /// declarations. `reserved` names the modules the check itself has (built-ins and variants), with
  /// what has them, for the clash message.
  package func resolve(_ configuration: LocatedConfiguration?, reserved: [String: String]) throws(CheckDependencyError)
    -> CheckDependencies
  {
    guard let configuration, !configuration.configuration.checkDependencies.isEmpty else { return .none }
    var problems: [Diagnostic] = []
    var result = CheckDependencies()
    var hash = StableHash()
    var owners = reserved
    var identities: [String: Int] = [:]
    for (index, declaration) in configuration.configuration.checkDependencies.enumerated() {
      let entry = "check.dependencies[\(index)]"
      func report(_ message: String, at place: Diagnostic?, key: String) {
        var diagnostic = place ?? declaration.place ?? Diagnostic("", file: configuration.file.filePath)
        diagnostic.severity = .error
        diagnostic.message = "\(entry).\(key): \(message)"
        problems.append(diagnostic)
      }
      for (position, name) in declaration.names.enumerated() {
        let place = declaration.namePlaces.indices.contains(position) ? declaration.namePlaces[position] : nil
        let key = declaration.isPackage ? "products[\(position)]" : "module"
        if let owner = owners[name] {
          report("'\(name)' is already the name of \(owner); give this module another name", at: place, key: key)
        } else {
          owners[name] = declaration.isPackage ? "a product of \(entry)" : "the module of \(entry)"
        }
      }
      let folder = configuration.resolve(declaration.path, paths: paths).standardizedFileURL
      switch declaration.kind {
      case .package(let path, let products):
        guard fileSystem.isDirectory(at: folder) else {
          report(
            "package folder '\(path)' does not exist (looked at \(folder.filePath))", at: declaration.pathPlace,
            key: "package")
          continue
        }
        guard fileSystem.isFile(at: folder.appendingPathComponent("Package.swift", isDirectory: false)) else {
          report(
            "'\(path)' is not a Swift package: there is no Package.swift in \(folder.filePath)",
            at: declaration.pathPlace, key: "package")
          continue
        }
        let dependency = ScratchPackageDependency(path: folder.filePath, products: products)
        if let other = identities[dependency.identity] {
          report(
            "check.dependencies[\(other)] is a package in a folder named '\(dependency.identity)' too; SwiftPM names"
              + " a package dependency after its folder, so two such packages cannot be told apart",
            at: declaration.pathPlace, key: "package")
          continue
        }
        identities[dependency.identity] = index
        combine(dependency, folder: folder, into: &hash)
        result.packages.append(dependency)
      case .sourceFolder(let path, let module):
        switch sourceTarget(named: module, path: path, folder: folder) {
        case .success(let target): result.sourceTargets.append(target)
        case .failure(let problem): report(problem.message, at: declaration.pathPlace, key: "path")
        }
      }
    }
    guard problems.isEmpty else { throw CheckDependencyError(diagnostics: problems) }
    result.packagesHash = hash.hex
    return result
  }

  /// Adds a package dependency's path and the names and bytes of its visible files to `hash`.
  private func combine(_ dependency: ScratchPackageDependency, folder: URL, into hash: inout StableHash) {
    hash.combine(dependency.path)
    for file in visibleFiles(below: folder) {
      hash.combine(file)
      hash.combine(
        bytes: (try? fileSystem.readData(at: folder.appendingPathComponent(file, isDirectory: false))) ?? Data())
    }
  }

  /// What is wrong with a source folder, in a message.
  private struct FolderProblem: Error {
    /// The message, naming the folder.
    var message: String
  }

  /// The target `module` of the Swift files in `folder` (`path` as declared), or what is wrong with
  /// the folder: it does not exist, or holds no Swift files.
  private func sourceTarget(named module: String, path: String, folder: URL) -> Result<ScratchTarget, FolderProblem> {
    guard fileSystem.isDirectory(at: folder) else {
      return .failure(FolderProblem(message: "source folder '\(path)' does not exist (looked at \(folder.filePath))"))
    }
    var files: [String: String] = [:]
    for file in visibleFiles(below: folder) where file.hasSuffix(".swift") {
      files[file] = try? fileSystem.readText(at: folder.appendingPathComponent(file, isDirectory: false))
    }
    guard !files.isEmpty else {
      return .failure(FolderProblem(message: "'\(path)' holds no Swift files (looked in \(folder.filePath))"))
    }
    var target = ScratchTarget(name: module, isTest: false, dependencies: [], files: files)
    target.isStrict = false
    return .success(target)
  }

  /// Files below `folder`, relative to it, leaving out hidden files and folders (`.build`, `.git`,
  /// `.swiftpm`): what a package's build does not read or writes itself.
  private func visibleFiles(below folder: URL) -> [String] {
    ((try? fileSystem.tree(below: folder).files) ?? []).filter { path in
      !path.split(separator: "/").contains { $0.hasPrefix(".") }
    }
  }
}

extension CheckDependencyDeclaration {
  /// Whether it names a package (rather than a source folder).
  fileprivate var isPackage: Bool {
    if case .package = kind { return true }
    return false
  }
}
