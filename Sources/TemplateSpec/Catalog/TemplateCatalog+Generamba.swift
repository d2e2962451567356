import Foundation
import ModgenSupport

extension TemplateCatalog {
  /// The folder of a Rambafile project that holds its templates.
  static let generambaTemplatesFolder = "Templates"

  /// The Generamba templates of the Rambafile project in `folder` (none without a Rambafile):
  /// the folders of its `Templates/` that hold `<name>.rambaspec` (letter case ignored, as on
  /// macOS) and no modgen `template.json`, by name.
  static func generambaTemplates(in folder: URL, fileSystem: any FileSystem) -> [CatalogTemplate] {
    guard fileSystem.isFile(at: folder.appendingPathComponent("Rambafile", isDirectory: false)) else { return [] }
    let templates = folder.appendingPathComponent(generambaTemplatesFolder, isDirectory: true)
    var found: [CatalogTemplate] = []
    for name in ((try? fileSystem.contentsOfDirectory(at: templates)) ?? []).sorted() where !name.hasPrefix(".") {
      let child = templates.appendingPathComponent(name, isDirectory: false)
      guard !fileSystem.isFile(at: child.appendingPathComponent("template.json", isDirectory: false)),
        rambaspecName(in: child, template: name, fileSystem: fileSystem) != nil
      else { continue }
      let files = DirectoryTemplateFiles(
        directory: child, fileSystem: fileSystem, location: displayPath(child, relativeTo: folder))
      found.append(CatalogTemplate(name: name, origin: .generamba, files: files))
    }
    return found
  }

  /// The name of the `<template>.rambaspec` file in `folder`: exactly, else the first that
  /// matches ignoring letter case.
  static func rambaspecName(in folder: URL, template: String, fileSystem: any FileSystem) -> String? {
    let wanted = template + ".rambaspec"
    guard let names = try? fileSystem.contentsOfDirectory(at: folder) else { return nil }
    let name = names.contains(wanted) ? wanted : names.sorted().first { $0.lowercased() == wanted.lowercased() }
    guard let name, fileSystem.isFile(at: folder.appendingPathComponent(name, isDirectory: false)) else { return nil }
    return name
  }
}
