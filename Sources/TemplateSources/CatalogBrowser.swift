import Foundation
import Located
import ModgenSupport
import TemplateSpec

/// `modgen template list` and `search`: the templates the catalogs offer.
package struct CatalogBrowser: Sendable {
  /// One template a catalog offers.
  package struct Offer: Sendable, Equatable {
    /// The template's name (its folder).
    package var name: String
    /// The catalog repository.
    package var catalog: String
    /// The summary its manifest or spec gives, if any.
    package var summary: String?
  }

  /// Where the catalogs are cloned and their manifests read.
  package var fileSystem: any FileSystem
  /// Clones the catalog repositories.
  package var git: GitClient
  /// Where the catalogs are cloned (removed afterwards).
  package var scratch: URL

  /// A browser.
  package init(fileSystem: any FileSystem, git: GitClient, scratch: URL) {
    self.fileSystem = fileSystem
    self.git = git
    self.scratch = scratch
  }

  /// The templates of every catalog (cloned afresh), sorted by name; those whose name contains
  /// `term` (ignoring case) when one is given.
  package func offers(in catalogs: [String], matching term: String? = nil) throws(TemplateSourceError) -> [Offer] {
    var offers: [Offer] = []
    for (index, catalog) in catalogs.enumerated() {
      let folder = scratch.appendingPathComponent("catalog-\(index)-\(StableHash.hex(of: catalog))", isDirectory: false)
      do {
        try fileSystem.createDirectories(at: scratch)
      } catch {
        throw TemplateSourceError("cannot create a scratch folder for \(catalog): \(error)")
      }
      defer { try? fileSystem.removeItem(at: folder) }
      try git.clone(catalog, into: folder, reference: nil)
      let names = (try? fileSystem.contentsOfDirectory(at: folder)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        let template = folder.appendingPathComponent(name, isDirectory: false)
        guard let summary = Self.summary(of: name, in: template, fileSystem: fileSystem) else { continue }
        if let term, !term.isEmpty, !name.lowercased().contains(term.lowercased()) { continue }
        offers.append(Offer(name: name, catalog: catalog, summary: summary.isEmpty ? nil : summary))
      }
    }
    return offers.sorted { ($0.name, $0.catalog) < ($1.name, $1.catalog) }
  }

  /// The summary of the template in `folder` ("" when it has none), or nil when the folder holds
  /// no template.
  static func summary(of name: String, in folder: URL, fileSystem: any FileSystem) -> String? {
    let manifest = folder.appendingPathComponent("template.json", isDirectory: false)
    if fileSystem.isFile(at: manifest) {
      // A manifest that cannot be read gives no summary; `template install` reports its problems.
      let text = (try? fileSystem.readText(at: manifest)) ?? ""
      return JSONReader(file: "template.json", text: text).parse().flatMap {
        JSONReader.stringMember("summary", of: $0)
      }
        ?? ""
    }
    let spec = folder.appendingPathComponent("\(name).rambaspec", isDirectory: false)
    guard fileSystem.isFile(at: spec), let text = try? fileSystem.readText(at: spec) else { return nil }
    for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("summary:") {
      var value = line.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
        value = String(value.dropFirst().dropLast())
      }
      return value
    }
    return ""
  }
}
