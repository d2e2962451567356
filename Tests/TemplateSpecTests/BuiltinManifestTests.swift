import Foundation
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import TemplateSpec

/// The built-in templates are checked here, every file of every one, which is what lets `gen` parse
/// only the files a variant renders when it loads a built-in from the binary.
final class BuiltinManifestTests: XCTestCase {
  /// Every built-in loaded from the repository's `Templates/` folder with full checks: each manifest
  /// is valid and each file its entries name exists and parses.
  func testEveryBuiltinFileParsesWhenLoadedFromItsFolder() throws {
    let folder = Fixtures.packageRoot.appendingPathComponent("Templates")
    let catalog = try TemplateCatalog.discover(
      templateFolders: [folder], workingDirectory: Fixtures.packageRoot, fileSystem: LocalFileSystem(), builtins: [:])
    let templates = catalog.templates.filter { $0.origin == .flag }
    XCTAssertGreaterThanOrEqual(templates.count, 9)
    for template in templates {
      XCTAssertFalse(template.files.isCheckedAtBuild, template.name)
      let manifest = try template.loadManifest()
      for entry in manifest.codeFiles + manifest.testFiles {
        XCTAssertNotNil(manifest.parsedTemplates[entry.template], "\(template.name): \(entry.template)")
      }
    }
  }

  /// A template on disk with a broken file that no variant renders still fails to load: only the
  /// built-ins defer parsing.
  func testAFolderTemplateWithABrokenUnusedFileStillFailsToLoad() {
    let fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/templates/t/template.json",
      #"{"name": "t", "summary": "s", "version": "1.0.0", "parameters": [{"name": "on", "type": "bool", "default": false}], "code_files": [{"template": "a.liquid", "path": "a.swift"}, {"template": "b.liquid", "path": "b.swift", "if": "on"}]}"#
    )
    fileSystem.addFile("/templates/t/a.liquid", "a")
    fileSystem.addFile("/templates/t/b.liquid", "{% if %}")
    XCTAssertThrowsError(try Fixtures.memoryTemplate("t", in: fileSystem).loadManifest()) { error in
      XCTAssertTrue("\(error)".contains("b.liquid"), "\(error)")
    }
  }

  /// The built-ins carried in the binary are loaded without parsing their files; each is parsed when
  /// rendered (and the embedded copy is the folder's, see `EmbeddedFilesTests`).
  func testEmbeddedBuiltinsLeaveTheirFilesToBeParsedWhenRendered() throws {
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/empty"), fileSystem: InMemoryFileSystem())
    let viper = try catalog.template(named: "viper")
    XCTAssertTrue(viper.files.isCheckedAtBuild)
    let manifest = try viper.loadManifest()
    XCTAssertFalse(manifest.codeFiles.isEmpty)
    XCTAssertTrue(manifest.parsedTemplates.isEmpty)
  }
}
