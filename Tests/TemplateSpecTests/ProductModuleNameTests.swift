import Foundation
import Liquid
import XCTest

@testable import ModgenGenerate
@testable import TemplateSpec

/// The app module name `@testable import` uses, derived as Xcode derives `PRODUCT_MODULE_NAME`.
final class ProductModuleNameTests: XCTestCase {
  func testDerivedNamesAreValidSwiftModuleNames() {
    let cases = [
      ("Banking", "Banking"), ("my.app", "my_app"), ("2048Game", "_2048Game"), ("My Äpp (Beta)", "My__pp__Beta_"),
      ("Demo-App", "Demo_App"), ("", "App"),
    ]
    for (project, module) in cases {
      XCTAssertEqual(ProductModuleName.derive(from: project), module, project)
      XCTAssertTrue(ProductModuleName.isValid(module), module)
    }
    XCTAssertFalse(ProductModuleName.isValid("my.app"))
    XCTAssertFalse(ProductModuleName.isValid("2048Game"))
  }

  func testModgenJSONMaySetItAndRefusesAnInvalidOne() throws {
    let parsed = try ProjectConfiguration.parse(
      #"{"project_name": "my.app", "product_module_name": "MyApp"}"#, file: "modgen.json")
    XCTAssertEqual(parsed.productModuleName, "MyApp")
    XCTAssertThrowsError(try ProjectConfiguration.parse(#"{"product_module_name": "my.app"}"#, file: "modgen.json")) {
      error in
      let diagnostic = (error as? ManifestError)?.diagnostics.first
      XCTAssertEqual(diagnostic?.line, 1)
      XCTAssertEqual(diagnostic?.column, 25)
      XCTAssertEqual(
        diagnostic?.message, "product_module_name: 'my.app' is not a Swift module name; did you mean 'my_app'?")
    }
  }

  func testTemplatesSeeTheDerivedOrConfiguredName() {
    let derived = TemplateVariables.make(moduleName: "P", fileName: "f", parameters: [], projectName: "2048Game")
    let configured = TemplateVariables.make(
      moduleName: "P", fileName: "f", parameters: [], projectName: "2048Game", productModuleName: "Game")
    func moduleName(_ variables: LiquidObject) -> String? {
      guard case .object(let info)? = variables["module_info"], case .string(let name)? = info["product_module_name"]
      else { return nil }
      return name
    }
    XCTAssertEqual(moduleName(derived), "_2048Game")
    XCTAssertEqual(moduleName(configured), "Game")
  }
}
