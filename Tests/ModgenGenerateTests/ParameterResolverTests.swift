import ModgenTestSupport
import XCTest

@testable import Located
@testable import ModgenGenerate
@testable import TemplateSpec

final class ParameterResolverTests: XCTestCase {
  private let declared = [
    TemplateParameter(
      name: "tests", kind: .choice, defaultValue: .string("xctest"), choices: ["xctest", "swift-testing"]),
    TemplateParameter(name: "with_router", kind: .bool, defaultValue: .bool(true)),
    TemplateParameter(name: "retries", kind: .int, defaultValue: .int(3)),
    TemplateParameter(name: "title", kind: .string, defaultValue: .string("")),
    TemplateParameter(name: "feature", kind: .string, description: "feature flag key", required: true),
  ]

  private func values(_ resolved: [ResolvedParameter]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: resolved.map { ($0.name, "\($0.value)@\($0.source.rawValue)") })
  }

  func testFlagsBeatConfigurationWhichBeatsDefaults() throws {
    let resolved = try ParameterResolver.resolve(
      declared: declared, flags: ["retries=5", "feature=pay"],
      configuration: [
        "retries": .int(4), "with_router": .bool(false), "tests": .string("swift-testing"), "other": .int(1),
      ])
    XCTAssertEqual(resolved.map(\.name), ["tests", "with_router", "retries", "title", "feature"])
    XCTAssertEqual(
      values(resolved),
      [
        "tests": "swift-testing@configuration", "with_router": "false@configuration", "retries": "5@flag",
        "title": "@default", "feature": "pay@flag",
      ])
    XCTAssertEqual(resolved[2].value, .int(5))
    XCTAssertEqual(resolved[1].value, .bool(false))
  }

  func testDefaultsApplyWhenNothingElseGivesAValue() throws {
    let resolved = try ParameterResolver.resolve(declared: declared, flags: ["feature=x"])
    XCTAssertEqual(values(resolved)["tests"], "xctest@default")
    XCTAssertEqual(values(resolved)["retries"], "3@default")
  }

  func testWrongTypesUnknownNamesAndMissingAreReportedTogether() {
    XCTAssertThrowsError(
      try ParameterResolver.resolve(
        declared: declared, flags: ["retries=many", "with_router=maybe", "tset=xctest", "tests=xctets", "noequals"])
    ) { error in
      guard let error = error as? ParameterError else { return XCTFail("\(error)") }
      XCTAssertEqual(
        error.problems,
        [
          "--param retries: expects an int, got 'many'",
          "--param with_router: expects a bool (true or false), got 'maybe'",
          "unknown parameter 'tset'; did you mean 'tests'?",
          "--param tests: expects one of xctest, swift-testing, got 'xctets'; did you mean 'xctest'?",
          "'--param noequals' must be written key=value",
          "missing required parameter 'feature' (a string): feature flag key; pass --param feature=…",
        ])
      XCTAssertEqual(error.missing, ["feature"])
      // What each problem is about, for the command line's caret (the message is never read back).
      XCTAssertEqual(
        error.diagnostics.map(\.subject),
        [
          .parameterValue(name: "retries"), .parameterValue(name: "with_router"), .parameterName("tset"),
          .parameterValue(name: "tests"), nil, nil,
        ])
    }
  }

  func testWrongTypeInConfigurationNamesModgenJSON() {
    XCTAssertThrowsError(
      try ParameterResolver.resolve(declared: declared, flags: ["feature=x"], configuration: ["retries": .bool(true)])
    ) { error in
      XCTAssertEqual(
        (error as? ParameterError)?.problems, ["modgen.json parameters.retries: expects an int, got 'true'"])
    }
  }

  func testMissingValuesAreAskedForAndBadAnswersAskedAgain() throws {
    let answers = AnswerQueue(["", "7"])
    let asked = try ParameterResolver.resolve(
      declared: [TemplateParameter(name: "count", kind: .int, required: true)], flags: [],
      ask: { prompt in answers.next(prompt) })
    XCTAssertEqual(asked.first?.source, .answer)
    XCTAssertEqual(asked.first?.value, .int(7))
    XCTAssertEqual(answers.prompts.map(\.previousError), [nil, "expects an int, got ''"])

    let resolved = try ParameterResolver.resolve(
      declared: declared, flags: [], ask: { _ in "pay" })
    XCTAssertEqual(values(resolved)["feature"], "pay@answer")
  }

  func testAskingIsSkippedWhenOtherProblemsExist() {
    let answers = AnswerQueue(["pay"])
    XCTAssertThrowsError(
      try ParameterResolver.resolve(declared: declared, flags: ["retries=x"], ask: { answers.next($0) }))
    XCTAssertTrue(answers.prompts.isEmpty)
  }

  func testBoolSpellingsAndLastFlagWins() throws {
    let resolved = try ParameterResolver.resolve(
      declared: declared, flags: ["with_router=no", "feature=a", "feature=b", "title=a=b"])
    XCTAssertEqual(values(resolved)["with_router"], "false@flag")
    XCTAssertEqual(values(resolved)["feature"], "b@flag")
    XCTAssertEqual(values(resolved)["title"], "a=b@flag")
  }

  func testSuggestionHelper() {
    XCTAssertEqual(Suggestion.nearest(to: "vipr", in: ["mvvm", "viper", "vip"]), "viper")
    XCTAssertEqual(Suggestion.nearest(to: "mvm", in: ["mvvm", "viper", "vip"]), "mvvm")
    XCTAssertEqual(Suggestion.nearest(to: "VIPER", in: ["mvvm", "viper"]), "viper")
    XCTAssertEqual(Suggestion.nearest(to: "lsit", in: ["list", "info"]), "list")
    XCTAssertNil(Suggestion.nearest(to: "completely", in: ["list", "info"]))
    XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
    XCTAssertEqual(EditDistance.between("ab", "ba"), 1)
    XCTAssertEqual(EditDistance.between("", "abc"), 3)
  }
}

/// Hands out prepared answers and records the prompts.
private final class AnswerQueue: @unchecked Sendable {
  private var answers: [String]
  private(set) var prompts: [ParameterPrompt] = []

  init(_ answers: [String]) { self.answers = answers }

  func next(_ prompt: ParameterPrompt) -> String? {
    prompts.append(prompt)
    return answers.isEmpty ? nil : answers.removeFirst()
  }
}

extension ParameterResolverTests {
  /// A `string` parameter with `"format": "swift-type"` is checked and normalised before rendering.
  func testSwiftTypeFormatNormalisesAndRefuses() throws {
    let useCase = TemplateParameter(
      name: "use_case", kind: .string, defaultValue: .string("LoadContent"), format: .swiftType)
    let resolved = try ParameterResolver.resolve(declared: [useCase], flags: ["use_case=loadCart"])
    XCTAssertEqual(resolved.first?.value, .string("LoadCart"))
    XCTAssertThrowsError(try ParameterResolver.resolve(declared: [useCase], flags: ["use_case=Fetch Orders"])) {
      error in
      XCTAssertEqual(
        (error as? ParameterError)?.problems,
        [
          "--param use_case: 'Fetch Orders' is not a Swift type name (letters and digits, starting with a letter,"
            + " not a keyword); did you mean 'FetchOrders'?"
        ])
    }
    for bad in ["1st", "Load-Cart", "Self", "", "Café"] {
      XCTAssertThrowsError(try ParameterResolver.resolve(declared: [useCase], flags: ["use_case=\(bad)"]), bad)
    }
    let identifier = TemplateParameter(name: "action", kind: .string, format: .swiftIdentifier)
    XCTAssertEqual(
      try ParameterResolver.resolve(declared: [identifier], flags: ["action=LoadCart"]).first?.value,
      .string("loadCart"))
  }
}

extension ParameterResolverTests {
  /// A parameter without a default is required, as an option without a default is in
  /// swift-argument-parser; a required string cannot be empty.
  func testAParameterWithoutADefaultIsRequiredAndNotEmpty() throws {
    let manifest = try TemplateManifest.load(
      name: "t",
      files: DirectoryTemplateFiles(
        directory: URL(fileURLWithPath: "/t/t"),
        fileSystem: InMemoryFileSystem([
          "/t/t/template.json": """
          {"name": "t", "summary": "s", "version": "1", "author": "a", "license": "MIT",
           "parameters": [{"name": "title", "type": "string"}, {"name": "mode", "type": "choice", "choices": ["a", "b"]}],
           "code_files": [{"template": "A.liquid", "path": "A.swift"}]}
          """,
          "/t/t/A.liquid": "x",
        ]), location: "/t/t"))
    XCTAssertEqual(manifest.parameters.map(\.required), [true, true])
    XCTAssertThrowsError(try ParameterResolver.resolve(declared: manifest.parameters, flags: [])) { error in
      XCTAssertEqual((error as? ParameterError)?.missing, ["title", "mode"])
    }
    XCTAssertThrowsError(try ParameterResolver.resolve(declared: manifest.parameters, flags: ["title=", "mode=a"])) {
      error in
      XCTAssertEqual((error as? ParameterError)?.problems, ["--param title: needs a value (it has no default)"])
    }
    XCTAssertEqual(
      try ParameterResolver.resolve(declared: manifest.parameters, flags: ["title=T", "mode=b"]).map(\.value),
      [.string("T"), .string("b")])
  }
}
