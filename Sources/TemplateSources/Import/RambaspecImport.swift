import Foundation
import Located
import ModgenSupport

/// A `.rambaspec` template ready to import: its files read, its spec converted (see
/// ``RambaspecImporter``) and where its `template.json` goes decided, with every problem that
/// stops the import found before anything is written.
package struct RambaspecImport {
  /// Where the imported template goes.
  package enum Placement: Equatable {
    /// The whole template is copied to this new folder, with its `template.json`.
    case copy(URL)
    /// `template.json` is written beside the spec, to this file: new, or replacing a different one
    /// (with `force`).
    case write(URL, replacing: Bool)
    /// `template.json` beside the spec (this file) already holds what the import makes.
    case identical(URL)
  }

  /// The template's name: the spec's file name without `.rambaspec`.
  package var name: String
  /// The template folder's files (hidden ones left out), by path relative to it.
  package var files: [String: Data]
  /// The converted manifest, parameters and notes.
  package var conversion: RambaspecImporter.Conversion
  /// Where `template.json` goes.
  package var placement: Placement
  /// The folder the template is in after the import: the new folder, or the spec's.
  package var destination: URL
  /// What stops the import: the new folder exists, or a `template.json` beside the spec differs and
  /// is not to be replaced.
  package var problems: [Diagnostic] = []

  /// The converted manifest's bytes.
  package var manifest: Data { Data(conversion.manifest.utf8) }

  /// Reads the template of `spec` in `folder`, converts it, and places it: in a folder named after it
  /// in `output` when given (which must not exist yet), else beside the spec, where a different
  /// `template.json` is replaced only with `force`. `display` shows paths in messages.
  package init(
    folder: URL, spec: URL, output: URL?, force: Bool, fileSystem: any FileSystem, display: (URL) -> String
  ) throws {
    name = String(spec.lastPathComponent.dropLast(".rambaspec".count))
    let specText = try fileSystem.readText(at: spec)
    files = [:]
    for relative in try fileSystem.tree(below: folder).files
    where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
      files[relative] = try fileSystem.readData(at: folder.appendingPathComponent(relative, isDirectory: false))
    }
    let texts = files.compactMapValues { String(data: $0, encoding: .utf8) }.filter { $0.key != spec.lastPathComponent }
    conversion = try RambaspecImporter.convert(
      spec: specText, file: display(spec), name: name, templateFiles: texts)
    let manifest = Data(conversion.manifest.utf8)
    if let output {
      destination = output.appendingPathComponent(name, isDirectory: true)
      placement = .copy(destination)
      if fileSystem.exists(at: destination) {
        problems.append(Diagnostic("\(display(destination)) already exists; choose another --output or remove it"))
      }
      return
    }
    destination = folder
    let target = folder.appendingPathComponent("template.json", isDirectory: false)
    let existing = fileSystem.isFile(at: target) ? try? fileSystem.readData(at: target) : nil
    placement = existing == manifest ? .identical(target) : .write(target, replacing: existing != nil)
    if existing != manifest, existing != nil || fileSystem.exists(at: target), !force {
      problems.append(Diagnostic("\(display(target)) exists and differs from the import; --force replaces it"))
    }
  }
}
