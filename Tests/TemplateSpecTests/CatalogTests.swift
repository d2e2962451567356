import Foundation
import ModgenTestSupport
import XCTest

@testable import TemplateSpec

final class CatalogTests: XCTestCase {
  private func manifest(_ name: String, summary: String = "s") -> String {
    #"{"name": "\#(name)", "summary": "\#(summary)", "version": "1.0.0", "code_files": [{"template": "a.liquid", "path": "a.swift"}]}"#
  }

  private func addTemplate(_ fileSystem: InMemoryFileSystem, _ folder: String, _ name: String, summary: String = "s") {
    fileSystem.addFile("\(folder)/\(name)/template.json", manifest(name, summary: summary))
    fileSystem.addFile("\(folder)/\(name)/a.liquid", "a")
  }

  private let builtins = [
    "Templates/viper/template.json":
      #"{"name": "viper", "summary": "built-in viper", "version": "1.0.0", "code_files": [{"template": "a.liquid", "path": "a.swift"}]}"#,
    "Templates/viper/a.liquid": "builtin",
    "Templates/mvvm/template.json": "{}",
    "Sources/ModuleCore/ModuleCore.swift": "// not a template",
  ]

  func testNearestDefinitionWinsAndShadowsAreRecorded() throws {
    let fileSystem = InMemoryFileSystem()
    addTemplate(fileSystem, "/flag", "viper", summary: "from flag")
    addTemplate(fileSystem, "/project/Templates", "viper", summary: "from project")
    addTemplate(fileSystem, "/project/Templates", "custom")
    addTemplate(fileSystem, "/home/ada/.modgen/templates", "viper", summary: "from user")
    addTemplate(fileSystem, "/home/ada/.modgen/templates", "mvvm", summary: "from user")

    let catalog = try TemplateCatalog.discover(
      templateFolders: [URL(fileURLWithPath: "/flag")], workingDirectory: URL(fileURLWithPath: "/project"),
      environment: ["HOME": "/home/ada"], fileSystem: fileSystem, builtins: builtins)
    XCTAssertEqual(catalog.templates.map(\.name), ["custom", "mvvm", "viper"])
    XCTAssertEqual(catalog.templates.map(\.origin), [.project, .user, .flag])

    let viper = try catalog.template(named: "viper")
    XCTAssertEqual(try viper.loadManifest().summary, "from flag")
    XCTAssertEqual(viper.shadows.map(\.origin), [.project, .user, .builtin])
    XCTAssertEqual(
      viper.shadows.map(\.location), ["Templates/viper", "/home/ada/.modgen/templates/viper", "<built-in>/viper"])
    XCTAssertEqual(try catalog.template(named: "mvvm").shadows.map(\.origin), [.builtin])
    XCTAssertEqual(catalog.searchPath.map(\.origin), [.flag, .project, .user, .builtin])
  }

  func testBuiltinsAreFoundWithoutAnyFolder() throws {
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/empty"), fileSystem: InMemoryFileSystem(), builtins: builtins)
    XCTAssertEqual(catalog.templates.map(\.name), ["mvvm", "viper"])
    let viper = try catalog.template(named: "viper")
    XCTAssertEqual(viper.location, "<built-in>/viper")
    XCTAssertEqual(try viper.files.read("a.liquid"), "builtin")
    XCTAssertEqual(viper.files.allFiles(), ["a.liquid", "template.json"])
    XCTAssertEqual(try viper.loadManifest().summary, "built-in viper")
  }

  func testUnknownTemplateSuggestsTheNearest() throws {
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/"), fileSystem: InMemoryFileSystem(), builtins: builtins)
    XCTAssertThrowsError(try catalog.template(named: "vipr")) { error in
      XCTAssertEqual(
        error as? CatalogError, .unknownTemplate(name: "vipr", suggestion: "viper", available: ["mvvm", "viper"]))
      XCTAssertEqual("\(error)", "unknown template 'vipr'; did you mean 'viper'? (available: mvvm, viper)")
    }
  }

  /// An abstract template (a base for others) is not offered as a name to use, as `list` does not
  /// show it; asked for by name it is still found, so the command can say it is abstract.
  func testAbstractTemplatesAreNotOfferedForAnUnknownName() throws {
    var withBase = builtins
    withBase["Templates/common/template.json"] = #"{"name": "common", "abstract": true}"#
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/"), fileSystem: InMemoryFileSystem(), builtins: withBase)
    XCTAssertThrowsError(try catalog.template(named: "comon")) { error in
      XCTAssertEqual(
        error as? CatalogError, .unknownTemplate(name: "comon", suggestion: nil, available: ["mvvm", "viper"]))
    }
    XCTAssertEqual(try catalog.template(named: "common").name, "common")
  }

  func testMissingTemplatesFolderFlagIsAnError() {
    XCTAssertThrowsError(
      try TemplateCatalog.discover(
        templateFolders: [URL(fileURLWithPath: "/nope")], workingDirectory: URL(fileURLWithPath: "/"),
        fileSystem: InMemoryFileSystem(), builtins: [:])
    ) { error in
      XCTAssertEqual(error as? CatalogError, .missingFolder("/nope"))
    }
  }

  func testFlagMayNameASingleTemplateFolder() throws {
    let fileSystem = InMemoryFileSystem()
    addTemplate(fileSystem, "/work", "mine")
    let catalog = try TemplateCatalog.discover(
      templateFolders: [URL(fileURLWithPath: "/work/mine")], workingDirectory: URL(fileURLWithPath: "/work"),
      fileSystem: fileSystem, builtins: [:])
    XCTAssertEqual(catalog.templates.map(\.name), ["mine"])
    XCTAssertEqual(catalog.templates.first?.location, "mine")
  }

  func testConfigurationNamesTheProjectTemplateFolders() throws {
    let fileSystem = InMemoryFileSystem()
    addTemplate(fileSystem, "/app/Templates", "ignored")
    addTemplate(fileSystem, "/app/design/templates", "chosen")
    fileSystem.addFile("/app/modgen.json", #"{"templates": ["design/templates"]}"#)
    let configuration = try ProjectConfiguration.find(
      from: URL(fileURLWithPath: "/app/Sources/Feature"), fileSystem: fileSystem)
    XCTAssertEqual(configuration?.file.path, "/app/modgen.json")
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/app/Sources/Feature"), configuration: configuration,
      fileSystem: fileSystem,
      builtins: [:])
    XCTAssertEqual(catalog.templates.map(\.name), ["chosen"])
    XCTAssertEqual(catalog.templates.first?.origin, .project)
  }

  func testProjectTemplatesFolderSitsBesideModgenJSON() throws {
    let fileSystem = InMemoryFileSystem()
    addTemplate(fileSystem, "/app/Templates", "house")
    fileSystem.addFile("/app/modgen.json", "{}")
    let configuration = try ProjectConfiguration.find(
      from: URL(fileURLWithPath: "/app/deep/er"), fileSystem: fileSystem)
    let catalog = try TemplateCatalog.discover(
      workingDirectory: URL(fileURLWithPath: "/app/deep/er"), configuration: configuration, fileSystem: fileSystem,
      builtins: [:])
    XCTAssertEqual(catalog.templates.map(\.name), ["house"])
    XCTAssertEqual(catalog.templates.first?.location, "/app/Templates/house")
  }

  func testTemplateOriginOrder() {
    XCTAssertEqual(TemplateOrigin.allCases.sorted(), [.generamba, .flag, .project, .user, .builtin])
    XCTAssertEqual(TemplateOrigin.builtin.displayName, "built-in")
  }
}
