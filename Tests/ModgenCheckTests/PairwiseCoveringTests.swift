import XCTest

@testable import ModgenCheck

/// `check`'s default plan: every pair of values of any two factors meets in some row, with far fewer rows
/// than every combination, the same rows on every run, the defaults first.
final class PairwiseCoveringTests: XCTestCase {
  /// The pairs of (factor, value) that `rows` put together.
  private func pairs(in rows: [[Int]]) -> Set<[Int]> {
    var result = Set<[Int]>()
    for row in rows {
      for first in row.indices {
        for second in row.indices where second > first { result.insert([first, row[first], second, row[second]]) }
      }
    }
    return result
  }

  /// Every pair that factors of `sizes` values can make.
  private func allPairs(_ sizes: [Int]) -> Set<[Int]> {
    var result = Set<[Int]>()
    for first in sizes.indices {
      for second in sizes.indices where second > first {
        for a in 0..<sizes[first] { for b in 0..<sizes[second] { result.insert([first, a, second, b]) } }
      }
    }
    return result
  }

  func testEveryPairMeetsForManyShapes() {
    var generator = SystemRandomNumberGenerator()
    var shapes: [[Int]] = [[2, 2, 2], [3, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2], [4, 3, 2], [5, 5, 5, 5]]
    for _ in 0..<40 { shapes.append((0..<Int.random(in: 1...7, using: &generator)).map { _ in Int.random(in: 1...5) }) }
    for sizes in shapes {
      let rows = PairwiseCovering.rows(sizes: sizes)
      XCTAssertEqual(pairs(in: rows).intersection(allPairs(sizes)), allPairs(sizes), "\(sizes)")
      XCTAssertTrue(rows.allSatisfy { $0.count == sizes.count }, "\(sizes)")
      XCTAssertTrue(rows.allSatisfy { zip($0, sizes).allSatisfy { $0 < $1 } }, "\(sizes)")
      XCTAssertEqual(rows.first, [Int](repeating: 0, count: sizes.count), "the defaults come first: \(sizes)")
      XCTAssertEqual(rows, PairwiseCovering.rows(sizes: sizes), "the same rows every time: \(sizes)")
    }
  }

  func testFarFewerRowsThanEveryCombination() {
    // The built-in composites: tests × child template × children mode × scope × isolation.
    XCTAssertEqual(PairwiseCovering.rows(sizes: [2, 3, 2, 2, 2]).count, 6)
    // Ten yes/no options: 1,024 combinations.
    XCTAssertLessThanOrEqual(PairwiseCovering.rows(sizes: [Int](repeating: 2, count: 10)).count, 12)
    XCTAssertEqual(PairwiseCovering.rows(sizes: [3]).count, 3)
    XCTAssertEqual(PairwiseCovering.rows(sizes: []), [[]])
    XCTAssertEqual(PairwiseCovering.rows(sizes: [2, 0]), [])
  }

  func testThePlanCoversEveryPairOfParametersAndIsolation() {
    let dimensions: [VariantPlanner.Dimension] = [
      .choice("tests", choices: ["xctest", "swift-testing"], default: "xctest"),
      .choice("child_template", choices: ["viper", "vip", "mvvm"], default: "viper"),
      .bool("scope", default: false),
    ]
    let pairwise = VariantPlanner.plan(
      templateName: "container", dimensions: dimensions, isolations: [.nonisolated, .mainActor], coverage: .pairwise)
    let every = VariantPlanner.plan(
      templateName: "container", dimensions: dimensions, isolations: [.nonisolated, .mainActor],
      coverage: .everyCombination)
    XCTAssertEqual(every.variants.count, 24)
    XCTAssertEqual(pairwise.variants.count, 6)
    XCTAssertEqual(pairwise.combinations, 12)
    func valuePairs(_ plan: VariantPlanner.Plan) -> Set<String> {
      var result = Set<String>()
      for variant in plan.variants {
        let values = variant.parameterStrings + ["isolation=\(variant.isolation.rawValue)"]
        for first in values.indices {
          for second in values.indices where second > first { result.insert(values[first] + " " + values[second]) }
        }
      }
      return result
    }
    XCTAssertEqual(valuePairs(pairwise), valuePairs(every), "every pair the full plan has")
    XCTAssertEqual(pairwise.variants.first?.moduleName, "PasscodeContainer")
    XCTAssertEqual(Set(pairwise.variants.map(\.moduleName)).count, 6, "names are unique")
    XCTAssertTrue(pairwise.variants.contains { $0.moduleName.hasSuffix("MainActor") && $0.isolation == .mainActor })
  }

  func testParametersNamedTogetherAreCombinedInEveryWay() {
    let dimensions = (1...4).map { VariantPlanner.Dimension.bool("flag\($0)", default: false) }
    let plan = VariantPlanner.plan(
      templateName: "t", dimensions: dimensions, coverage: .pairs(together: [["flag1", "flag2", "flag3"]]))
    let triples = Set(plan.variants.map { Array($0.parameterStrings.prefix(3)) })
    XCTAssertEqual(triples.count, 8, "all combinations of flag1, flag2 and flag3")
    let plain = VariantPlanner.plan(templateName: "t", dimensions: dimensions, coverage: .pairwise)
    XCTAssertLessThan(Set(plain.variants.map { Array($0.parameterStrings.prefix(3)) }).count, 8)
  }

  func testEveryCombinationIsTodaysPlanInEachIsolationMode() {
    let plan = VariantPlanner.plan(
      templateName: "viper", dimensions: [.choice("tests", choices: ["xctest", "swift-testing"], default: "xctest")],
      isolations: [.nonisolated, .mainActor], coverage: .everyCombination)
    XCTAssertEqual(
      plan.variants.map(\.moduleName),
      [
        "PasscodeViper", "PasscodeViperMainActor", "PasscodeViperSwiftTesting", "PasscodeViperSwiftTestingMainActor",
      ])
  }
}
