import Foundation
import ModgenSupport
import TemplateSpec

/// The clones of one install run: each repository and catalog is cloned at most once, into the
/// installer's scratch folder, and removed at the end.
struct FetchSession {
  /// A template ready to copy: its folder and what the lock records about where it came from.
  struct Fetched {
    var folder: URL
    var kind: String
    var source: String
    var reference: String?
    var commit: String?
  }

  let installer: TemplateInstaller
  private var clones: [String: (folder: URL, commit: String)] = [:]
  private var made: [URL] = []

  init(installer: TemplateInstaller) {
    self.installer = installer
  }

  /// Removes every clone.
  func cleanUp() {
    for folder in made { try? installer.fileSystem.removeItem(at: folder) }
  }

  /// The template `declaration` names, at the locked commit when `locked` says one.
  mutating func fetch(
    _ declaration: TemplateSourceDeclaration, locked: TemplateLock.Entry?
  ) throws(TemplateSourceError) -> Fetched {
    let name = declaration.name
    switch declaration.source {
    case .local(let path):
      let folder =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path, isDirectory: false)
        : installer.projectRoot.appendingPathComponent(path, isDirectory: false)
      guard installer.fileSystem.isDirectory(at: folder) else {
        throw TemplateSourceError("the folder '\(path)' of template '\(name)' does not exist")
      }
      guard hasTemplate(named: name, in: folder) else {
        throw TemplateSourceError(
          "the folder '\(path)' holds neither \(name).rambaspec nor template.json, so it is not template '\(name)'")
      }
      return Fetched(folder: folder, kind: "local", source: path)
    case .git(let url, let reference):
      var wanted = reference
      if let locked, locked.kind == "git", locked.source == url, let commit = locked.commit { wanted = .commit(commit) }
      let clone = try cloned(url, reference: wanted)
      guard let folder = templateFolder(named: name, in: clone.folder) else {
        throw TemplateSourceError(
          "\(url) holds template '\(name)' neither at its root (\(name).rambaspec or template.json) nor in a folder '\(name)'"
        )
      }
      return Fetched(folder: folder, kind: "git", source: url, reference: reference?.lockText, commit: clone.commit)
    case .catalog:
      var order = installer.catalogs
      if let locked, locked.kind == "catalog", let index = order.firstIndex(of: locked.source) {
        order.insert(order.remove(at: index), at: 0)
      }
      guard !order.isEmpty else {
        throw TemplateSourceError(
          "template '\(name)' names no folder or repository, and no catalogs are declared",
          notes: ["add \"git\" or \"local\" to it, or list catalog repositories under \"catalogs\""])
      }
      for catalog in order {
        let pinned: TemplateSourceReference? =
          locked?.kind == "catalog" && locked?.source == catalog ? locked?.commit.map { .commit($0) } : nil
        let clone = try cloned(catalog, reference: pinned)
        let folder = clone.folder.appendingPathComponent(name, isDirectory: false)
        if hasTemplate(named: name, in: folder) {
          return Fetched(folder: folder, kind: "catalog", source: catalog, commit: clone.commit)
        }
      }
      throw TemplateSourceError(
        "no catalog has a template named '\(name)'", notes: ["searched: " + order.joined(separator: ", ")])
    }
  }

  /// Whether `folder` holds template `name` (Generamba's spec or modgen's manifest).
  private func hasTemplate(named name: String, in folder: URL) -> Bool {
    installer.fileSystem.isFile(at: folder.appendingPathComponent("\(name).rambaspec", isDirectory: false))
      || installer.fileSystem.isFile(at: folder.appendingPathComponent("template.json", isDirectory: false))
  }

  /// The template folder in a clone: its root, or a folder of the template's name.
  private func templateFolder(named name: String, in clone: URL) -> URL? {
    if hasTemplate(named: name, in: clone) { return clone }
    let inner = clone.appendingPathComponent(name, isDirectory: false)
    return hasTemplate(named: name, in: inner) ? inner : nil
  }

  private mutating func cloned(
    _ url: String, reference: TemplateSourceReference?
  ) throws(TemplateSourceError) -> (folder: URL, commit: String) {
    let key = url + "\u{0}" + (reference?.lockText ?? "")
    if let known = clones[key] { return known }
    let folder = installer.scratch.appendingPathComponent(
      "clone-\(clones.count)-\(StableHash.hex(of: key))", isDirectory: false)
    do {
      try installer.fileSystem.createDirectories(at: installer.scratch)
    } catch {
      throw TemplateSourceError("cannot create a scratch folder for \(url): \(error)")
    }
    made.append(folder)
    try installer.git.clone(url, into: folder, reference: reference)
    let commit = try installer.git.head(of: folder, about: url)
    clones[key] = (folder, commit)
    return (folder, commit)
  }
}
