import Foundation
import Located
import ModgenSupport
import SwiftPackageManifest

/// Makes a generated module a target of its own in the Swift package around it: finds the
/// nearest `Package.swift` above the module's folder and plans its edit by
/// ``PackageManifestEditor`` (the module's target and its test target, both depending on
/// ModuleCore). The result is one more planned file, `Package.swift` with action `update`, so the
/// manifest edit is part of the same all-or-nothing write as the files.
package enum PackageTargetPlanner {
  /// `Package.swift` with the targets of `plan`'s module added, or nil when they are all there.
  /// Module files are expected in `<code root>/<Name>/`, tests in `<tests root>/<Name>/`;
  /// `workingDirectory` is where messages show paths from. Throws a ``GenerationError`` that
  /// writes nothing when there is no package or its manifest cannot be edited.
  package static func plan(
    _ plan: GenerationPlan, fileSystem: any FileSystem, workingDirectory: URL
  ) throws(GenerationError) -> PlannedFile? {
    let generated = plan.files.filter { $0.action != .update }
    guard let codeRoot = generated.first(where: { $0.role == .code })?.root else { return nil }
    let moduleFolder = folder(root: codeRoot, module: plan.moduleName)
    let testsFolder = generated.first(where: { $0.role == .test }).map {
      folder(root: $0.root, module: plan.moduleName)
    }
    let display = { (url: URL) in PathResolver.displayPath(url, relativeTo: workingDirectory) }
    // A target holds one folder: a composite's children, generated beside the module, would be in none.
    var outside: [String] = []
    for file in generated {
      let path = PathComponents.normalized(file.destinationPath)
      guard !path.hasPrefix(moduleFolder + "/") && !(testsFolder.map { path.hasPrefix($0 + "/") } ?? false) else {
        continue
      }
      let first = file.relativePath.split(separator: "/").first.map(String.init) ?? file.relativePath
      let shown = display(file.root.appendingPathComponent(first, isDirectory: true))
      if !outside.contains(shown) { outside.append(shown) }
    }
    if !outside.isEmpty {
      throw GenerationError(diagnostics: [
        Diagnostic(
          "'\(plan.templateName)' also writes \(outside.joined(separator: ", ")), outside the module's folders, "
            + "so the module cannot be a target of its own",
          notes: ["a package target holds one folder; generate it into an existing target without --package-target"])
      ])
    }
    guard
      let packageRoot = URL(fileURLWithPath: moduleFolder, isDirectory: true).selfAndAncestors.dropFirst().first(
        where: {
          fileSystem.isFile(at: $0.appendingPathComponent("Package.swift", isDirectory: false))
        })
    else {
      throw GenerationError(diagnostics: [
        Diagnostic(
          "there is no Package.swift in a folder above \(display(URL(fileURLWithPath: moduleFolder))), "
            + "so the module cannot be a target of its own",
          notes: ["generate the module inside a Swift package, or leave out --package-target"])
      ])
    }
    let root = PathComponents.normalized(packageRoot.filePath)
    guard let relative = PathComponents.relative(moduleFolder, to: root) else { return nil }
    let manifestURL = packageRoot.appendingPathComponent("Package.swift", isDirectory: false)
    let request = PackageManifestEditor.Request(
      name: plan.moduleName, folder: relative,
      testsFolder: testsFolder.map { PathComponents.relative($0, to: root) ?? "" })
    if let tests = request.testsFolder, tests.isEmpty {
      throw GenerationError(diagnostics: [
        Diagnostic(
          "the tests go outside the package in \(display(packageRoot)), so they cannot be a test target of it",
          notes: ["pass --tests-output with a folder of the package, or --no-tests"])
      ])
    }
    let original: Data
    do {
      original = try fileSystem.readData(at: manifestURL)
    } catch {
      throw GenerationError(diagnostics: Diagnostic.of(error))
    }
    let source = SourceText(String(decoding: original, as: UTF8.self), file: display(manifestURL))
    let edit: PackageManifestEditor.Edit
    do throws(Diagnostic) {
      edit = try PackageManifestEditor.addTargets(request, to: source)
    } catch {
      throw GenerationError(diagnostics: [error])
    }
    guard !edit.added.isEmpty else { return nil }
    return manifestUpdate(at: manifestURL, contents: Data(utf8: edit.text), original: original)
  }

  private static func folder(root: URL, module: String) -> String {
    PathComponents.normalized(root.appendingPathComponent(module, isDirectory: true).filePath)
  }
}
