import Foundation
import ModgenSupport
import TemplateSpec

/// The digest of a template's files: SHA-256 over each file (sorted relative paths, files
/// inherited from a base template included) as its path, a NUL byte, its bytes and a NUL byte.
/// Any change to a file the template renders from, or to its manifest, changes it.
package enum TemplateDigest {
  /// `sha256:<hex>` of `template`'s files.
  package static func of(_ template: CatalogTemplate) -> String {
    var hash = SHA256()
    for path in template.files.allFiles() {
      hash.update(path.utf8)
      hash.update([0])
      if let text = (try? template.files.read(path)) ?? nil { hash.update(text.utf8) }
      hash.update([0])
    }
    return "sha256:" + hash.hex
  }

  /// The record's reference to `template`: its folder relative to `root` when inside it. `version` is
  /// the manifest's, when the caller has loaded it already (else the manifest is read for it).
  package static func reference(to template: CatalogTemplate, root: URL, version: String? = nil)
    -> ModuleRecord.Template
  {
    var location = template.location
    if let folder = directory(of: template.files) {
      let path = PathComponents.normalized(folder.filePath)
      location = PathComponents.relative(path, to: PathComponents.normalized(root.filePath)) ?? path
    }
    let version = version ?? (try? template.loadManifest())?.version ?? ""
    return ModuleRecord.Template(
      name: template.name, origin: template.origin.displayName, location: location, version: version,
      digest: of(template))
  }

  /// The folder a template's own files are read from, when it is one.
  private static func directory(of files: any TemplateFiles) -> URL? {
    if let folder = files as? DirectoryTemplateFiles { return folder.directory }
    if let inherited = files as? InheritedTemplateFiles { return directory(of: inherited.own) }
    return nil
  }
}
