import GenerambaFormat
import Liquid
import Located
import XCTest

/// The Rambafile model and the module configuration Generamba derives from it.
final class RambafileTests: XCTestCase {
  static let base = """
    company: Acme & Co
    project_name: Demo App
    xcodeproj_path: Demo App.xcodeproj
    prefix: ACM
    project_target: DemoApp
    project_file_path: /Sources/Modules/
    project_group_path: Sources/Modules
    templates:
    - {name: viper}

    """

  private func module(_ text: String, _ configure: (inout GenerambaOptions) -> Void = { _ in }) throws
    -> GenerambaModule
  {
    var options = GenerambaOptions(moduleName: "Passcode", templateName: "viper", userName: "Jane Doe")
    configure(&options)
    return try GenerambaModule(rambafile: try Rambafile(text: text), options: options)
  }

  func testKeysAndTypes() throws {
    let rambafile = try Rambafile(text: Self.base + "author: NO\nunknown: 1\n")
    XCTAssertEqual(try rambafile.string(.company), "Acme & Co")
    XCTAssertEqual(try rambafile.value(.author), .bool(false))
    XCTAssertFalse(rambafile.isSet(.author))
    XCTAssertNil(rambafile.node(.podfilePath))
    XCTAssertEqual(RambafileKey.allCases.count, 18)
  }

  func testTemplatesAndCatalogs() throws {
    let rambafile = try Rambafile(
      text: Self.base
        + """
        catalogs:
        - 'https://github.com/a/b'
        more:
          - {name: x, local: './x'}
          - {name: y, git: 'https://g/y.git', branch: develop, local: z}
          - {name: z}
        """.replacingOccurrences(of: "more:", with: "other:"))
    XCTAssertEqual(try rambafile.catalogs(), ["https://github.com/a/b"])
    XCTAssertEqual(try rambafile.templateDeclarations().map(\.name), ["viper"])
    let declared = try Rambafile(
      text: "templates:\n- {name: x, local: './x'}\n- {name: y, git: 'https://g/y.git', branch: develop, local: z}\n"
        + "- {name: z}\n")
    let declarations = try declared.templateDeclarations()
    XCTAssertEqual(
      declarations.map(\.source), [.local("./x"), .git(url: "https://g/y.git", branch: "develop"), .catalog])
    XCTAssertEqual(declarations[1].location, SourceLocation(file: "Rambafile", line: 3, column: 3))
    XCTAssertThrowsError(try Rambafile(text: "templates:\n- {local: x}").templateDeclarations()) { error in
      XCTAssertEqual((error as? Diagnostic)?.line, 2)
    }
  }

  func testValidationForGeneration() throws {
    XCTAssertNoThrow(try Rambafile(text: Self.base).validateForGeneration())
    XCTAssertThrowsError(try Rambafile(text: "company: x").validateForGeneration()) { error in
      XCTAssertTrue((error as? Diagnostic)?.message.contains("templates") ?? false)
    }
    let nullCompany = Self.base.replacingOccurrences(of: "company: Acme & Co", with: "company:")
    XCTAssertThrowsError(try Rambafile(text: nullCompany).validateForGeneration()) { error in
      XCTAssertEqual((error as? Diagnostic)?.message, "'company' is mandatory and cannot be empty")
      XCTAssertEqual((error as? Diagnostic)?.line, 1)
    }
    let emptyString = Self.base.replacingOccurrences(of: "company: Acme & Co", with: "company: ''")
    XCTAssertNoThrow(try Rambafile(text: emptyString).validateForGeneration())
    XCTAssertThrowsError(try Rambafile(text: "- a\n- b"))
  }

  func testModuleDefaultsAndDerivedValues() throws {
    let module = try module(Self.base)
    XCTAssertEqual(module.description, "Passcode module")
    XCTAssertEqual(module.author, .string("Jane Doe"))
    XCTAssertEqual(module.productModuleName, .string("Demo_App"))
    XCTAssertEqual(module.projectFilePath, "Sources/Modules/Passcode")
    XCTAssertEqual(module.projectGroupPath, "Sources/Modules/Passcode")
    XCTAssertNil(module.testFilePath)
    XCTAssertEqual(module.projectTargets, [.string("DemoApp")])
    XCTAssertNil(module.testTargets)
    XCTAssertEqual(GenerambaModule.productModuleName(from: "Démo-App 2"), "D_mo_App_2")
    XCTAssertEqual(GenerambaModule.modulePath("//a//", "M"), "/a/M")
    XCTAssertEqual(GenerambaModule.modulePath("", "M"), "M")
  }

  func testTargetsListWinsAndMustBeAList() throws {
    let module = try module(Self.base + "project_targets:\n- A\n- B\n")
    XCTAssertEqual(module.projectTargets, [.string("A"), .string("B")])
    XCTAssertThrowsError(try self.module(Self.base + "project_targets: A,B\n")) { error in
      XCTAssertTrue((error as? Diagnostic)?.message.contains("must be a list") ?? false)
      XCTAssertEqual((error as? Diagnostic)?.line, 10)
    }
  }

  func testOptionsOverride() throws {
    let module = try module(
      Self.base + "author: Rambafile Author\ntest_target: T\ntest_file_path: Tests\n"
        + "test_group_path: TestGroup\n"
    ) {
      $0.author = "John Roe"
      $0.description = "Entry"
      $0.projectTargets = GenerambaOptions.splitTargets("App,,Widget,")
      $0.projectGroupPath = "Groups/Screens"
      $0.testPath = "/UnitTests"
    }
    XCTAssertEqual(module.author, .string("John Roe"))
    XCTAssertEqual(module.description, "Entry")
    XCTAssertEqual(module.projectTargets, [.string("App"), .string(""), .string("Widget")])
    XCTAssertEqual(module.projectFilePath, "Sources/Modules/Passcode")
    XCTAssertEqual(module.projectGroupPath, "Groups/Screens/Passcode")
    XCTAssertEqual(module.testFilePath, "UnitTests/Passcode")
    XCTAssertEqual(module.testGroupPath, "UnitTests/Passcode")
  }

  func testIncompleteSideAndNonStringPath() {
    XCTAssertThrowsError(try module(Self.base + "test_target: T\n")) { error in
      XCTAssertEqual(
        (error as? Diagnostic)?.message,
        "the test settings are incomplete: 'test_file_path' and 'test_group_path' are not set")
    }
    XCTAssertThrowsError(try module(Self.base + "test_file_path: 2048\n")) { error in
      XCTAssertTrue((error as? Diagnostic)?.message.contains("must be a string") ?? false)
      XCTAssertEqual((error as? Diagnostic)?.line, 10)
      XCTAssertEqual((error as? Diagnostic)?.column, 17)
    }
  }

  func testCustomParametersAsThorReadsThem() {
    let parsed = GenerambaOptions.parseCustomParameters(["with:a:b", "x:1", "with:c", "stop", "y:2"])
    XCTAssertEqual(parsed.map(\.key), ["with", "x"])
    XCTAssertEqual(parsed.map(\.value), ["c", "1"])
  }

  func testVariables() throws {
    let module = try module(Self.base)
    let variables = module.variables(
      now: Date(timeIntervalSince1970: 1_556_539_200), timeZone: TimeZone(identifier: "UTC")!)
    XCTAssertEqual(variables["year"], .string("2019"))
    XCTAssertEqual(variables["date"], .string("29/04/2019"))
    XCTAssertEqual(variables["prefix"], .string("ACM"))
    guard case .object(let info)? = variables["module_info"] else { return XCTFail("module_info") }
    XCTAssertEqual(info["name"], .string("Passcode"))
    XCTAssertEqual(info["test_targets"], .null)
    XCTAssertEqual(info["project_targets"], .array([.string("DemoApp")]))
  }
}
