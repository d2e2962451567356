import XCTest

@testable import ModgenCheck

final class CheckDiagnosticMapperTests: XCTestCase {
  private let template = """
    import ModuleCore
    {% if tests == 'xctest' %}
    // only for xctest
    {% endif %}
    final class {{ module_info.name }}Presenter {
      func start() { interactr.load() }
    }
    """

  private func origin() -> GeneratedFileOrigin {
    let generated = """
      import ModuleCore
      final class PasscodePresenter {
        func start() { interactr.load() }
      }
      """
    let file = "Templates/t/Code/Presenter.swift.liquid"
    return GeneratedFileOrigin(
      generatedPath: "/cache/pkg/Sources/Passcode/PasscodePresenter.swift",
      displayPath: "Sources/Passcode/PasscodePresenter.swift", templateFile: file, templateName: "t",
      variant: "Passcode", parameters: ["tests=swift-testing"],
      lineOrigins: [
        TemplateLine(file: file, line: 1), TemplateLine(file: file, line: 5), TemplateLine(file: file, line: 6),
        TemplateLine(file: file, line: 7),
      ], text: generated)
  }

  func testMapsToTemplateLineAndColumnWithGeneratedNote() {
    let mapper = DiagnosticMapper(
      origins: [origin()], templateSources: ["Templates/t/Code/Presenter.swift.liquid": template])
    let diagnostic = CompilerDiagnostic(
      path: "/cache/pkg/Sources/Passcode/PasscodePresenter.swift", line: 3, column: 18, severity: .error,
      message: "cannot find 'interactr' in scope")
    let mapped = mapper.map(diagnostic)
    XCTAssertTrue(mapped.isMapped)
    XCTAssertEqual(mapped.file, "Templates/t/Code/Presenter.swift.liquid")
    XCTAssertEqual(mapped.line, 6)
    XCTAssertEqual(mapped.column, 18)
    let lines = mapped.diagnostics.map(\.description).joined(separator: "\n").split(separator: "\n").map(String.init)
    XCTAssertEqual(lines[0], "Templates/t/Code/Presenter.swift.liquid:6:18: error: cannot find 'interactr' in scope")
    XCTAssertEqual(lines[1], "  func start() { interactr.load() }")
    XCTAssertEqual(lines[2], String(repeating: " ", count: 17) + "^")
    XCTAssertEqual(
      lines[3],
      "Sources/Passcode/PasscodePresenter.swift:3:18: note: in the generated file of variant Passcode"
        + " of template 't' (tests=swift-testing)")
  }

  func testUnknownFilesKeepTheirLocation() {
    let mapper = DiagnosticMapper(origins: [origin()], templateSources: [:])
    let mapped = mapper.map(
      CompilerDiagnostic(path: "/elsewhere/X.swift", line: 2, column: 4, severity: .warning, message: "w"))
    XCTAssertFalse(mapped.isMapped)
    XCTAssertEqual(mapped.file, "/elsewhere/X.swift")
    XCTAssertEqual(mapped.line, 2)
    XCTAssertEqual(mapped.column, 4)
  }
}
