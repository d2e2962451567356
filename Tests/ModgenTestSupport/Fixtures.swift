import Foundation
import ModgenSupport
import TemplateSpec

/// The test templates under Tests/Fixtures/Templates.
package enum Fixtures {
  /// Tests/Fixtures/Templates.
  package static let templates = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ModgenTestSupport
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/Templates")

  /// The package root.
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A catalog entry for fixture template `name`, read from disk.
  package static func template(_ name: String) -> CatalogTemplate {
    let directory = templates.appendingPathComponent(name)
    return CatalogTemplate(
      name: name, origin: .flag,
      files: DirectoryTemplateFiles(directory: directory, fileSystem: LocalFileSystem(), location: "Fixtures/\(name)"))
  }

  /// A catalog entry for a template held in `fileSystem` at `/templates/<name>`.
  package static func memoryTemplate(_ name: String, in fileSystem: InMemoryFileSystem) -> CatalogTemplate {
    CatalogTemplate(
      name: name, origin: .flag,
      files: DirectoryTemplateFiles(
        directory: URL(fileURLWithPath: "/templates/\(name)"), fileSystem: fileSystem, location: "/templates/\(name)"))
  }

  /// 22 November 2026, noon UTC.
  package static let date = Date(timeIntervalSince1970: 1_795_348_800)
}
