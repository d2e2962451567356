import XCTest

@testable import ModgenCheck

final class CheckVariantPlannerTests: XCTestCase {
  func testDefaultFirstThenSingleChangesWithNamedModules() {
    let plan = VariantPlanner.plan(
      templateName: "viper",
      dimensions: [
        .choice("tests", choices: ["xctest", "swift-testing"], default: "xctest"),
        .bool("use_router", default: true),
      ])
    XCTAssertEqual(plan.combinations, 4)
    XCTAssertFalse(plan.isCapped)
    XCTAssertEqual(
      plan.variants.map(\.moduleName),
      [
        "PasscodeViper", "PasscodeViperSwiftTesting", "PasscodeViperNoUseRouter",
        "PasscodeViperSwiftTestingNoUseRouter",
      ])
    XCTAssertEqual(plan.variants[0].parameterStrings, ["tests=xctest", "use_router=true"])
    XCTAssertEqual(plan.variants[3].parameterStrings, ["tests=swift-testing", "use_router=false"])
  }

  func testAPinnedValueIsNamedWhenItIsNotTheDefault() {
    let tests = VariantPlanner.Dimension.choice("tests", choices: ["xctest", "swift-testing"], default: "xctest")
    let scope = VariantPlanner.Dimension.bool("scope", default: false)
    let pinnedAway = VariantPlanner.plan(
      templateName: "sections", dimensions: [tests.pinned(to: "swift-testing"), scope.pinned(to: "true")])
    XCTAssertEqual(pinnedAway.variants.map(\.moduleName), ["PasscodeSectionsSwiftTestingScope"])
    XCTAssertEqual(pinnedAway.variants[0].parameterStrings, ["tests=swift-testing", "scope=true"])
    let pinnedToDefault = VariantPlanner.plan(
      templateName: "sections", dimensions: [tests.pinned(to: "xctest"), scope])
    XCTAssertEqual(pinnedToDefault.variants.map(\.moduleName), ["PasscodeSections", "PasscodeSectionsScope"])
  }

  func testCapKeepsEverySingleValueFirst() {
    let dimensions = (1...5).map { VariantPlanner.Dimension.bool("flag\($0)", default: false) }
    let plan = VariantPlanner.plan(templateName: "big", dimensions: dimensions, cap: 6)
    XCTAssertEqual(plan.combinations, 32)
    XCTAssertTrue(plan.isCapped)
    XCTAssertEqual(plan.variants.count, 6)
    // The default, then each flag switched on alone.
    for (index, variant) in plan.variants.enumerated() {
      let switchedOn = variant.assignments.filter { $0.value == "true" }.map(\.name)
      XCTAssertEqual(switchedOn, index == 0 ? [] : ["flag\(index)"])
    }
    XCTAssertEqual(Set(plan.variants.map(\.moduleName)).count, 6)
  }

  func testNoVaryingParametersGivesOneVariant() {
    let plan = VariantPlanner.plan(templateName: "mvvm", dimensions: [])
    XCTAssertEqual(plan.variants.map(\.moduleName), ["PasscodeMvvm"])
    XCTAssertEqual(plan.combinations, 1)
  }

  func testIdentifierWords() {
    XCTAssertEqual(VariantPlanner.identifierWords("swift-testing"), "SwiftTesting")
    XCTAssertEqual(VariantPlanner.identifierWords("use_async_await"), "UseAsyncAwait")
    XCTAssertEqual(VariantPlanner.identifierWords("2fa"), "V2fa")
  }
}
