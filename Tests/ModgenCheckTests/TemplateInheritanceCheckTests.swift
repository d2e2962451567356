import Foundation
import Located
import ModgenSupport
import ModgenTestSupport
import XCTest

@testable import ModgenCheck
@testable import ModgenGenerate
@testable import TemplateSpec

/// What `modgen check` does with a template derived from another (`"base"`): warnings about copied files,
/// base files mapped, and base files as inputs of a variant.
final class TemplateInheritanceCheckTests: XCTestCase {
  private let project = URL(fileURLWithPath: "/project")

  private func addBase(_ fileSystem: InMemoryFileSystem, in folder: String, name: String = "base") {
    InheritanceFixtures.addBase(fileSystem, in: folder, name: name)
  }

  private func manifest(_ name: String, _ members: String) -> String {
    InheritanceFixtures.manifest(name, members)
  }

  private func catalog(_ fileSystem: InMemoryFileSystem, builtins: [String: String] = [:]) throws -> TemplateCatalog {
    try TemplateCatalog.discover(workingDirectory: project, fileSystem: fileSystem, builtins: builtins)
  }

  func testCheckWarnsAboutAFileIdenticalToTheBasesAndMapsBaseFiles() throws {
    let fileSystem = InMemoryFileSystem()
    addBase(fileSystem, in: "/project/Templates")
    fileSystem.addFile("/project/Templates/derived/template.json", manifest("derived", #""base": "base""#))
    fileSystem.addFile("/project/Templates/derived/Code/B.swift.liquid", "struct B {}\n")  // the base's, copied
    fileSystem.addFile("/project/Templates/derived/Code/A.swift.liquid", "struct OwnA {}\n")
    let derived = try catalog(fileSystem).template(named: "derived")

    let preparer = CheckPreparer(
      generator: Generator(fileSystem: InMemoryFileSystem()), outputRoot: URL(fileURLWithPath: "/check"))
    let prepared = preparer.prepare([derived])
    let subject = try XCTUnwrap(prepared.subjects.first)
    XCTAssertEqual(subject.problems, [])
    XCTAssertEqual(
      subject.warnings.map(\.description),
      [
        "Templates/derived/Code/B.swift.liquid: warning: identical to the base's Templates/base/Code/B.swift.liquid;"
          + " delete it to inherit"
      ])
    XCTAssertEqual(prepared.templateSources["Templates/base/Tests/T.swift.liquid"], "// {{ tests }}\n")
    XCTAssertEqual(prepared.templateSources["Templates/derived/Code/A.swift.liquid"], "struct OwnA {}\n")
  }

  func testAVariantsInputsChangeWhenABaseFileItRendersChanges() throws {
    func inputs(baseText: String) throws -> String {
      let fileSystem = InMemoryFileSystem()
      addBase(fileSystem, in: "/project/Templates")
      fileSystem.addFile("/project/Templates/base/Tests/T.swift.liquid", baseText)
      fileSystem.addFile("/project/Templates/derived/template.json", manifest("derived", #""base": "base""#))
      let derived = try catalog(fileSystem).template(named: "derived")
      let prepared = CheckPreparer(
        generator: Generator(fileSystem: InMemoryFileSystem()), outputRoot: URL(fileURLWithPath: "/check")
      ).prepare([derived])
      let pipeline = CheckPipeline(
        builder: PackageBuilder(runner: ProcessRunner(environment: [:])),
        cache: CheckCache(directory: URL(fileURLWithPath: "/c")), moduleCore: [:], templateSources: [:])
      let variant = try XCTUnwrap(prepared.subjects.first?.variants.first)
      return pipeline.variantInputs(.init(prepared: variant, template: "derived"), shared: "shared")
    }
    XCTAssertEqual(try inputs(baseText: "// one\n"), try inputs(baseText: "// one\n"))
    XCTAssertNotEqual(try inputs(baseText: "// one\n"), try inputs(baseText: "// two\n"), "a base's file is an input")
  }

}
