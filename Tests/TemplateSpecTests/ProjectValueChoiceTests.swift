import XCTest

@testable import TemplateSpec

/// What `modgen init` records for a product module name, and how it types a `--param` value it
/// writes into modgen.json, decided in TemplateSpec.
final class ProjectValueChoiceTests: XCTestCase {
  func testAGivenModuleNameIsKeptOrRefusedWithASuggestion() {
    XCTAssertEqual(ProductModuleName.choice(given: "MyApp", projectName: "Other"), .given("MyApp"))
    guard case .invalid(let name, let suggestion) = ProductModuleName.choice(given: "My App", projectName: nil) else {
      return XCTFail("a name with a space is not a module name")
    }
    XCTAssertEqual(name, "My App")
    XCTAssertTrue(ProductModuleName.isValid(suggestion), suggestion)
  }

  func testAProjectNameIsRecordedOnlyWhenItIsNotAModuleName() {
    XCTAssertEqual(ProductModuleName.choice(given: nil, projectName: "Demo"), .none)
    XCTAssertEqual(ProductModuleName.choice(given: nil, projectName: nil), .none)
    guard case .derived(let derived, let project) = ProductModuleName.choice(given: nil, projectName: "My-App") else {
      return XCTFail("a project name with a dash gets a module name made of it")
    }
    XCTAssertEqual(project, "My-App")
    XCTAssertTrue(ProductModuleName.isValid(derived), derived)
  }

  func testAParameterValueIsTypedByItsSpelling() {
    XCTAssertEqual(ParameterValue(spelling: "true"), .bool(true))
    XCTAssertEqual(ParameterValue(spelling: "false"), .bool(false))
    XCTAssertEqual(ParameterValue(spelling: "42"), .int(42))
    XCTAssertEqual(ParameterValue(spelling: "swift-testing"), .string("swift-testing"))
    XCTAssertEqual(ParameterValue(spelling: "True"), .string("True"), "only Liquid's own spelling is a boolean")
  }
}
