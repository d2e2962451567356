import Located

@testable import ModgenCheck

/// A report of template `viper` whose Presenter line 42 fails to compile in two variants, each in both
/// isolation modes, and whose third variant fails one generated test.
enum CheckReportSamples {
  /// The template line that fails.
  static let presenter = "Templates/viper/Code/Presenter.swift.liquid"

  /// The compile error as variant `variant` met it.
  static func error(in variant: String, parameters: [String] = []) -> MappedDiagnostic {
    MappedDiagnostic(
      severity: .error, message: "cannot find 'presentr' in scope", file: presenter, line: 42, column: 9,
      sourceLine: "        presentr.start()", isMapped: true,
      generatedFile: "Sources/\(variant)/Presenter.swift", generatedLine: 40, generatedColumn: 9,
      template: "viper", variant: variant, parameters: parameters)
  }

  /// The report.
  static func failing(workingDirectory: String = "/work/project") -> CheckReport {
    let names = ["PasscodeViper", "PasscodeViperSwiftTesting"]
    var variants: [VariantCheckResult] = []
    for name in names {
      variants.append(
        VariantCheckResult(module: name, parameters: ["tests=xctest"], lint: .passed, build: .failed, seconds: 0.25))
      variants.append(
        VariantCheckResult(
          module: name + "MainActor", parameters: ["tests=xctest", "isolation=MainActor"], lint: .passed,
          build: .failed, seconds: 0.25))
    }
    variants.append(
      VariantCheckResult(
        module: "PasscodeViperNoRouter", parameters: ["router=false"], lint: .passed, build: .passed, tests: .failed,
        testsPassed: 3, testsFailed: 1,
        failures: [
          TestCaseResult(
            suite: "PasscodeViperNoRouterTests.PresenterTests", name: "testStart", passed: false,
            messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\") & <done>"],
            templateLocation: SourceLocation(
              file: workingDirectory + "/Templates/viper/Tests/PresenterTests.swift.liquid", line: 17, column: 1))
        ], seconds: 1.5))
    variants[variants.count - 1].passedTests = [
      "PasscodeViperNoRouterTests.PresenterTests.testLoad", "PasscodeViperNoRouterTests.PresenterTests.testRetry",
      "PasscodeViperNoRouterTests.RouterTests.testClose",
    ]
    let diagnostics = names.flatMap { [error(in: $0), error(in: $0 + "MainActor")] }
    return CheckReport(
      templates: [
        TemplateCheckResult(
          name: "viper", location: "Templates/viper", combinations: 3, variantCap: 32, variants: variants, problems: [])
      ], diagnostics: diagnostics, cacheDirectory: "/cache", buildSeconds: 10, testSeconds: 2, totalSeconds: 12.5)
  }
}
