import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// A git revision as a declaration asks for it.
typealias TemplateSourceReference = TemplateSourceDeclaration.GitReference

/// `modgen-templates.lock` beside the project's configuration: what `modgen template install`
/// installed, so that a teammate and CI get the same bytes (a git template's exact commit) and so
/// that modgen never removes or replaces a folder it did not install (each entry's digest of the
/// installed files says whether they were edited since).
struct TemplateLock: Sendable, Equatable {
  /// The file name.
  static let fileName = "modgen-templates.lock"

  /// One installed template.
  struct Entry: Sendable, Equatable {
    /// The template's name (its folder under the templates folder).
    var name: String
    /// `local`, `git` or `catalog`.
    var kind: String
    /// The folder, repository or catalog it came from.
    var source: String
    /// The revision asked for (`branch:main`, `tag:v1`, `commit:…`), if any.
    var reference: String?
    /// The commit installed (git and catalog sources).
    var commit: String?
    /// The digest of the installed files (see ``TemplateDigest``).
    var digest: String
  }

  /// The entries, by template name.
  var entries: [String: Entry] = [:]

  /// An empty lock.
  init() {}

  /// Reads the lock at `url`; an empty lock when there is none.
  static func read(at url: URL, fileSystem: any FileSystem) throws(TemplateSourceError) -> TemplateLock {
    guard fileSystem.isFile(at: url) else { return TemplateLock() }
    let data: Data
    do {
      data = try fileSystem.readData(at: url)
    } catch {
      throw TemplateSourceError("cannot read \(url.lastPathComponent): \(error)")
    }
    // Text that is not UTF-8 is not JSON: it reads as empty, which does not parse.
    let reader = JSONReader(file: url.lastPathComponent, text: String(data: data, encoding: .utf8) ?? "")
    guard let root = reader.parse(), let fields = reader.fields(root, allowed: nil, path: "$"),
      let templates = reader.member("templates", of: fields, in: root, path: "$"),
      let elements = reader.array(templates, path: "templates"), let items = Self.objects(elements, reader: reader)
    else {
      // The message names the file; the place says where it stops being a lock file.
      throw TemplateSourceError(
        "\(url.lastPathComponent) is not a modgen lock file", place: reader.problems.first?.diagnostic,
        notes: ["remove it and run 'modgen template install' again"])
    }
    var lock = TemplateLock()
    for item in items {
      // An entry without one of its required strings is left out; unknown keys are ignored.
      guard let name = JSONReader.stringMember("name", of: item), let kind = JSONReader.stringMember("kind", of: item),
        let source = JSONReader.stringMember("source", of: item),
        let digest = JSONReader.stringMember("digest", of: item)
      else { continue }
      lock.entries[name] = Entry(
        name: name, kind: kind, source: source, reference: JSONReader.stringMember("reference", of: item),
        commit: JSONReader.stringMember("commit", of: item), digest: digest)
    }
    return lock
  }

  /// The elements of `templates` when they are all objects; `nil` after reporting one that is not.
  private static func objects(_ templates: [DocumentNode], reader: JSONReader) -> [DocumentNode]? {
    for (index, item) in templates.enumerated() where reader.object(item, path: "templates[\(index)]") == nil {
      return nil
    }
    return templates
  }

  /// The lock as stable, diff-friendly JSON (templates by name, keys sorted).
  var text: String {
    let templates: [[String: String]] = entries.values.sorted { $0.name < $1.name }.map { entry in
      var item = ["name": entry.name, "kind": entry.kind, "source": entry.source, "digest": entry.digest]
      if let reference = entry.reference { item["reference"] = reference }
      if let commit = entry.commit { item["commit"] = commit }
      return item
    }
    let object: [String: Any] = ["lock_version": 1, "templates": templates]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension TemplateSourceReference {
  /// How the lock writes it: `branch:main`, `tag:v1.0`, `commit:abc…`.
  var lockText: String {
    switch self {
    case .branch(let name): "branch:\(name)"
    case .tag(let name): "tag:\(name)"
    case .commit(let commit): "commit:\(commit)"
    }
  }
}
