import Foundation
import ModgenTestSupport
import XCTest

@testable import ModgenCheck
@testable import ModgenSupport
@testable import TemplateSpec

/// The built-in composites make only the children they are told to, and a project's templates of
/// its own (`template create --from`, a template hiding a built-in) leave the built-in composites'
/// children alone.
final class CompositeChildrenTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = try makeTemporaryDirectory()
  }

  private func modgen(_ arguments: [String], input: [String] = [], tty: Bool = false) -> CLIRun {
    runModgen(arguments, in: directory, environment: fixedDateEnvironment, input: input, tty: tty)
  }

  // MARK: - No invented children

  func testCompositesWithoutChildrenStopWithAUsageErrorAndWriteNothing() throws {
    let cases = [
      ("container", "children", "ProfileHeader,ProfileStats"),
      ("scroll", "children", "MailHeader,Contacts,Attachments,MailBody"),
      ("sections", "sections", "UserInfo,Notifications,Storage"),
    ]
    for (template, parameter, example) in cases {
      for extra in [[], ["--no-input"], ["--dry-run"]] {
        let run = modgen(["gen", "Checkout", template] + extra)
        XCTAssertEqual(run.status, 64, "\(template) \(extra): \(run.stderr)")
        XCTAssertTrue(run.stderr.contains("error: missing required parameter '\(parameter)'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("pass -p \(parameter)=…, e.g. -p \(parameter)=\(example)"), run.stderr)
        XCTAssertEqual(run.stdout, "", "no file is planned: \(run.stdout)")
        XCTAssertEqual(try snapshot(directory).filter { !$0.key.hasPrefix("home/") }, [:])
      }
    }
  }

  func testNamedChildrenAreTheOnlyChildren() throws {
    let run = modgen(["gen", "Checkout", "container", "-p", "children=Summary,Payment", "--dry-run"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains("Sources/Summary/SummaryModuleAssembly.swift"), run.stdout)
    XCTAssertTrue(run.stdout.contains("Sources/Payment/"), run.stdout)
    XCTAssertFalse(run.stdout.contains("ProfileHeader"), run.stdout)
  }

  func testOnATerminalTheChildrenAreAskedFor() throws {
    let run = modgen(["gen", "Checkout", "sections", "--dry-run"], input: ["Summary, Payment"], tty: true)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.linesRead, 1)
    XCTAssertTrue(run.stderr.contains("sections: the section submodules"), run.stderr)
    XCTAssertTrue(
      run.stderr.contains("  module names, comma-separated, e.g. UserInfo,Notifications,Storage: "), run.stderr)
    XCTAssertTrue(run.stdout.contains("Sources/Payment/"), run.stdout)
    XCTAssertFalse(run.stdout.contains("UserInfo"), run.stdout)
  }

  func testCheckAndSnapshotsStillRenderTheExampleChildren() throws {
    let catalog = try TemplateCatalog.discover(workingDirectory: directory, fileSystem: LocalFileSystem())
    let container = try catalog.template(named: "container").loadManifest()
    let children = try XCTUnwrap(container.parameters.first { $0.name == "children" })
    XCTAssertNil(children.defaultValue)
    XCTAssertTrue(children.required)
    XCTAssertEqual(children.example, .list(["ProfileHeader", "ProfileStats"]))
    let variant = CheckVariant(moduleName: "PasscodeContainer", assignments: [])
    XCTAssertEqual(
      CheckPreparer.moduleNameLists(for: container, in: variant),
      ["children=PasscodeContainerProfileHeader,PasscodeContainerProfileStats"])
  }

  func testAnExampleIsCheckedLikeADefault() throws {
    try write(
      """
      {"name": "odd", "summary": "s", "version": "1",
       "parameters": [{"name": "children", "type": "list", "format": "module-name", "example": ["A", "A"]},
                      {"name": "tests", "type": "choice", "choices": ["xctest"], "example": "junit"}],
       "code_files": [{"template": "P.liquid", "path": "{{ module_info.name }}.swift"}]}
      """, to: directory.appendingPathComponent("Templates/odd/template.json"))
    try write("//\n", to: directory.appendingPathComponent("Templates/odd/P.liquid"))
    let run = modgen(["info", "odd"])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("example 'A' is listed twice"), run.stderr)
    XCTAssertTrue(run.stderr.contains("example 'junit' is not one of the choices"), run.stderr)
  }

  func testInfoReadsModulesForPeople() throws {
    let run = modgen(["info", "container"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains(
        "  one per item of children  with template <child_template>  if children_mode is generate\n"),
      run.stdout)
    XCTAssertFalse(run.stdout.contains("{{"), run.stdout)
    XCTAssertFalse(run.stdout.contains("modgen.check"), run.stdout)
    XCTAssertTrue(run.stdout.contains("e.g. ProfileHeader,ProfileStats"), run.stdout)
    let json = modgen(["info", "container", "--json"])
    XCTAssertTrue(json.stdout.contains("\"example\" : [\n        \"ProfileHeader\""), json.stdout)
  }

  // MARK: - Templates of one's own

  func testCreateFromABuiltInCopiesItsOwnFilesAndKeepsItsBase() throws {
    let run = modgen(["template", "create", "Screen", "--from", "viper"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertFalse(run.stderr.contains("hides"), "Screen hides nothing: \(run.stderr)")
    let manifest = try read(directory.appendingPathComponent("Templates/Screen/template.json"))
    XCTAssertTrue(manifest.contains(#""name": "Screen""#), manifest)
    XCTAssertTrue(manifest.contains(#""base": "common""#), manifest)
    XCTAssertTrue(run.stdout.contains("create  Templates/Screen/template.json"), run.stdout)
    XCTAssertTrue(run.stdout.contains("Try it: modgen gen Sample Screen --templates Templates --dry-run"), run.stdout)

    let own = modgen(["gen", "Login", "Screen", "--dry-run"])
    let builtIn = modgen(["gen", "Login", "viper", "--dry-run"])
    XCTAssertEqual(own.status, 0, own.stderr)
    XCTAssertEqual(own.stdout, builtIn.stdout, "the copy writes what the built-in writes")
  }

  func testCreateFromAComposite() throws {
    let run = modgen(["template", "create", "Checkout", "--from", "container"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(
      run.stdout.contains(
        "Try it: modgen gen Sample Checkout -p children=ProfileHeader,ProfileStats --templates Templates --dry-run"),
      run.stdout)
    let gen = modgen(["gen", "Sample", "Checkout", "-p", "children=ProfileHeader,ProfileStats", "--dry-run"])
    XCTAssertEqual(gen.status, 0, gen.stderr)
    XCTAssertTrue(gen.stdout.contains("Sources/ProfileHeader/ProfileHeaderModuleAssembly.swift"), gen.stdout)
  }

  func testCreateFromAnUnknownTemplateWritesNothing() throws {
    let run = modgen(["template", "create", "Screen", "--from", "vipr"])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains("did you mean 'viper'?"), run.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Templates/Screen").path))
  }

  func testATemplateHidingABuiltInIsAnnouncedAndBuiltInCompositesKeepTheirChildren() throws {
    let create = modgen(["template", "create", "viper"])
    XCTAssertEqual(create.status, 0, create.stderr)
    XCTAssertTrue(create.stderr.contains("note: Templates/viper hides the built-in template 'viper'"), create.stderr)

    let list = modgen(["list"])
    XCTAssertTrue(list.stdout.contains("viper      0.1.0    project*"), list.stdout)
    XCTAssertTrue(list.stdout.contains("\n* hides the built-in template of the same name"), list.stdout)
    XCTAssertFalse(list.stdout.contains("container  1.0.0    built-in*"), list.stdout)

    let own = modgen(["gen", "Login", "viper", "--dry-run"])
    XCTAssertEqual(own.status, 0, own.stderr)
    XCTAssertTrue(
      own.stderr.contains("note: 'viper' is the template in Templates/viper, not the built-in one of that name"),
      own.stderr)
    XCTAssertEqual(own.stderr.components(separatedBy: "note:").count - 1, 2, "one line, and the dry-run note")
    XCTAssertFalse(own.stdout.contains("LoginModuleAssembly"), own.stdout)

    let composite = modgen(["gen", "Profile", "container", "-p", "children=Header", "--dry-run"])
    XCTAssertEqual(composite.status, 0, composite.stderr)
    XCTAssertTrue(composite.stdout.contains("Sources/Header/HeaderModuleAssembly.swift"), composite.stdout)
    XCTAssertFalse(composite.stderr.contains("is the template in"), "the composite is the built-in one")
  }

  func testAProjectCompositeUsesTheProjectsChildren() throws {
    // The project's viper: a copy of the built-in with one more file.
    XCTAssertEqual(modgen(["template", "create", "viper", "--from", "viper"]).status, 0)
    let manifestURL = directory.appendingPathComponent("Templates/viper/template.json")
    let manifest = try read(manifestURL).replacingOccurrences(
      of: #""code_files": ["#,
      with: #""code_files": [{"template": "Code/Extra.swift.liquid", "path": "{{ module_info.name }}Extra.swift"},"#)
    try write(manifest, to: manifestURL)
    try write("// extra\n", to: directory.appendingPathComponent("Templates/viper/Code/Extra.swift.liquid"))
    XCTAssertEqual(modgen(["template", "create", "Checkout", "--from", "container"]).status, 0)

    let own = modgen(["gen", "Profile", "Checkout", "-p", "children=Header", "--dry-run"])
    XCTAssertEqual(own.status, 0, own.stderr)
    XCTAssertTrue(own.stdout.contains("Sources/Header/HeaderExtra.swift"), own.stdout)
    let builtIn = modgen(["gen", "Profile", "container", "-p", "children=Header", "--dry-run"])
    XCTAssertEqual(builtIn.status, 0, builtIn.stderr)
    XCTAssertTrue(builtIn.stdout.contains("Sources/Header/HeaderModuleAssembly.swift"), builtIn.stdout)
    XCTAssertFalse(builtIn.stdout.contains("HeaderExtra.swift"), builtIn.stdout)
  }
}
