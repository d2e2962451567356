import Foundation
import ModgenSupport
import TemplateSpec

/// The record's side of ``TemplateDigest``: where a template is and which version and files it had.
extension TemplateDigest {
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
