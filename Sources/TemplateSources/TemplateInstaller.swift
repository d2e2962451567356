import Foundation
import ModgenSupport
import TemplateSpec

/// `modgen template install`: installs the templates a project declares into its templates
/// folder, from folders, git repositories or catalogs, recording each in ``TemplateLock``.
///
/// Unlike Generamba, which deleted `Templates/` first, it never removes or replaces what it did
/// not install: a folder of the same name that the lock does not list, or one edited since it
/// was installed, is reported and left alone (`force` replaces an edited one). Each template is
/// placed all or nothing: fetched and copied beside its destination first, then swapped in.
package struct TemplateInstaller: Sendable {
  /// What happened to one declared template.
  package struct Outcome: Sendable, Equatable {
    /// What was done.
    package enum Action: String, Sendable {
      /// Newly installed.
      case installed
      /// Replaced with other contents (an update).
      case updated
      /// Already installed with these contents.
      case unchanged
      /// A local source that already is the destination folder.
      case inPlace = "in place"
    }
    /// The template's name.
    package var name: String
    /// What was done.
    package var action: Action
    /// Where it came from, for the report (`git <url> @ <commit>`).
    package var detail: String
  }

  /// Where templates are copied, sources read and the lock file written.
  package var fileSystem: any FileSystem
  /// Clones git sources and reads the commit they are at.
  package var git: GitClient
  /// The project folder (relative `local` paths start here; the lock is written here).
  package var projectRoot: URL
  /// Where templates are installed (`Templates/`).
  package var templatesFolder: URL
  /// Catalog repositories, in lookup order.
  package var catalogs: [String]
  /// Where clones are made (removed afterwards).
  package var scratch: URL

  /// An installer.
  package init(
    fileSystem: any FileSystem, git: GitClient, projectRoot: URL, templatesFolder: URL, catalogs: [String], scratch: URL
  ) {
    self.fileSystem = fileSystem
    self.git = git
    self.projectRoot = projectRoot
    self.templatesFolder = templatesFolder
    self.catalogs = catalogs
    self.scratch = scratch
  }

  /// The lock file's place.
  package var lockURL: URL { projectRoot.appendingPathComponent(TemplateLock.fileName, isDirectory: false) }

  /// Installs every declaration in order; one that fails is reported and the others go on.
  /// `update` moves git templates to their branch's (or catalog's) current commit instead of the
  /// locked one; `force` replaces installed templates edited since.
  package func install(
    _ declarations: [TemplateSourceDeclaration], update: Bool, force: Bool
  ) throws(TemplateSourceError) -> (outcomes: [Outcome], failures: [TemplateSourceError]) {
    var lock = try TemplateLock.read(at: lockURL, fileSystem: fileSystem)
    let original = lock
    var outcomes: [Outcome] = []
    var failures: [TemplateSourceError] = []
    var session = FetchSession(installer: self)
    defer { session.cleanUp() }
    var placements: [Placement] = []
    for declaration in declarations {
      do {
        let (outcome, placement) = try installOne(
          declaration, lock: &lock, update: update, force: force, session: &session)
        outcomes.append(outcome)
        if let placement { placements.append(placement) }
      } catch {
        var located = error
        if located.place == nil { located.place = declaration.place }
        failures.append(located)
      }
    }
    if lock != original {
      do {
        try fileSystem.writeData(Data(lock.text.utf8), to: lockURL)
      } catch {
        // The lock must describe the folders: without it, put every replaced template back.
        for placement in placements.reversed() { restore(placement) }
        throw TemplateSourceError(
          "cannot write \(TemplateLock.fileName): \(error)",
          notes: ["the templates were left as they were before this run"])
      }
    }
    for placement in placements {
      guard let previous = placement.previous else { continue }
      do {
        try fileSystem.removeItem(at: previous)
      } catch {
        failures.append(
          TemplateSourceError(
            "cannot remove the replaced copy of \(display(placement.destination)) at \(display(previous)): \(error)",
            notes: ["the new template is installed and locked; remove that folder yourself"]))
      }
    }
    return (outcomes, failures)
  }

  /// A template folder put in place by this run; the one it replaced waits at `previous` until
  /// the lock file is written.
  private struct Placement {
    /// The installed template's folder.
    var destination: URL
    /// Where the replaced folder waits, or `nil` when nothing was replaced.
    var previous: URL?
  }

  /// Undoes a placement: the new folder goes and the replaced one comes back.
  private func restore(_ placement: Placement) {
    try? fileSystem.removeItem(at: placement.destination)
    if let previous = placement.previous { try? fileSystem.moveItem(at: previous, to: placement.destination) }
  }

  private func installOne(
    _ declaration: TemplateSourceDeclaration, lock: inout TemplateLock, update: Bool, force: Bool,
    session: inout FetchSession
  ) throws(TemplateSourceError) -> (Outcome, Placement?) {
    let name = declaration.name
    guard !name.isEmpty, !name.contains("/"), name != ".", name != "..", !name.hasPrefix(".") else {
      throw TemplateSourceError("'\(name)' is not a template name (it becomes a folder name)")
    }
    let destination = templatesFolder.appendingPathComponent(name, isDirectory: false)
    let locked = lock.entries[name]
    let fetched = try session.fetch(declaration, locked: update ? nil : locked)
    if fetched.folder.standardizedFileURL.filePath == destination.standardizedFileURL.filePath {
      return (Outcome(name: name, action: .inPlace, detail: "local \(fetched.source)"), nil)
    }
    let newDigest: String
    do {
      newDigest = try TemplateDigest.of(folder: fetched.folder, fileSystem: fileSystem)
    } catch {
      throw TemplateSourceError("cannot read the template fetched from \(fetched.source): \(error)")
    }
    var action = Outcome.Action.installed
    if fileSystem.exists(at: destination) {
      guard let locked else {
        throw TemplateSourceError(
          "\(display(destination)) exists and modgen did not install it; it is left as it is",
          notes: ["move or remove the folder yourself, then run 'modgen template install' again"])
      }
      let current = (try? TemplateDigest.of(folder: destination, fileSystem: fileSystem)) ?? ""
      if current != locked.digest && !force {
        throw TemplateSourceError(
          "\(display(destination)) was edited since modgen installed it; it is left as it is",
          notes: ["--force replaces it with \(fetched.source) (your edits are lost)"])
      }
      action = current == newDigest ? .unchanged : .updated
    }
    let placement = action == .unchanged ? nil : try place(fetched.folder, at: destination)
    lock.entries[name] = TemplateLock.Entry(
      name: name, kind: fetched.kind, source: fetched.source, reference: fetched.reference, commit: fetched.commit,
      digest: newDigest)
    let detail = fetched.source + (fetched.commit.map { " @ " + String($0.prefix(12)) } ?? "")
    return (Outcome(name: name, action: action, detail: detail), placement)
  }

  /// Copies `source` (without `.git`) beside `destination`, then swaps it in, keeping the old
  /// folder beside it (the returned placement says where); on failure the old folder is put back.
  private func place(_ source: URL, at destination: URL) throws(TemplateSourceError) -> Placement {
    let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
    let staged = templatesFolder.appendingPathComponent(".modgen-install-\(suffix)", isDirectory: false)
    let old = templatesFolder.appendingPathComponent(".modgen-replaced-\(suffix)", isDirectory: false)
    do {
      try fileSystem.createDirectories(at: staged)
      let tree = try fileSystem.tree(below: source)
      for folder in tree.folders where !TemplateDigest.isGitPath(folder) {
        try fileSystem.createDirectories(at: staged.appendingPathComponent(folder, isDirectory: false))
      }
      for file in tree.files where !TemplateDigest.isGitPath(file) {
        let data = try fileSystem.readData(at: source.appendingPathComponent(file, isDirectory: false))
        try fileSystem.writeData(data, to: staged.appendingPathComponent(file, isDirectory: false))
      }
    } catch {
      try? fileSystem.removeItem(at: staged)
      throw TemplateSourceError("cannot copy the template into \(display(templatesFolder)): \(error)")
    }
    let replacing = fileSystem.exists(at: destination)
    do {
      if replacing { try fileSystem.moveItem(at: destination, to: old) }
      try fileSystem.moveItem(at: staged, to: destination)
    } catch {
      if replacing, !fileSystem.exists(at: destination) { try? fileSystem.moveItem(at: old, to: destination) }
      try? fileSystem.removeItem(at: staged)
      throw TemplateSourceError("cannot put the template in place at \(display(destination)): \(error)")
    }
    return Placement(destination: destination, previous: replacing ? old : nil)
  }

  /// `url` relative to the project when inside it.
  package func display(_ url: URL) -> String {
    let root = projectRoot.standardizedFileURL.filePath
    let path = url.standardizedFileURL.filePath
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}
