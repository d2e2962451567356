import XCTest

@testable import ModgenCheck

/// The shard plan: disjoint, complete, balanced within one variant's weight, the same for the same
/// input whatever its order, and the shard settings of `--shard` and the CI variables.
final class ShardPlannerTests: XCTestCase {
  /// Units of several templates with uneven weights.
  private func units(weighted: Bool) -> [ShardPlanner.Unit] {
    var units: [ShardPlanner.Unit] = []
    for (template, count) in [("viper", 13), ("mvvm", 7), ("container", 24), ("list", 1)] {
      for index in 0..<count {
        let weight = weighted ? Double((index * 7 + template.count) % 11 + 1) * 1.5 : 1
        units.append(.init(template: template, variant: "Passcode\(template)\(index)", weight: weight))
      }
    }
    return units
  }

  func testShardsAreDisjointAndCompleteAndBalanced() {
    for weighted in [false, true] {
      let all = units(weighted: weighted)
      for count in [1, 2, 3, 4, 7, 45, 60] {
        let shards = ShardPlanner.plan(all, count: count)
        XCTAssertEqual(shards.count, count)
        let placed = shards.flatMap { $0 }
        XCTAssertEqual(placed.count, all.count, "every variant once (\(count) shards)")
        XCTAssertEqual(Set(placed), Set(all), "complete (\(count) shards)")
        let ideal = all.reduce(0) { $0 + $1.weight } / Double(count)
        let heaviest = all.map(\.weight).max() ?? 0
        for shard in shards {
          let load = shard.reduce(0) { $0 + $1.weight }
          XCTAssertLessThanOrEqual(load, ideal + heaviest, "balanced within one variant (\(count) shards)")
        }
        if !weighted {
          let sizes = shards.map(\.count)
          XCTAssertLessThanOrEqual((sizes.max() ?? 0) - (sizes.min() ?? 0), 1, "by count: \(sizes)")
        }
      }
    }
  }

  func testThePlanIsStableAndIndependentOfInputOrder() {
    let all = units(weighted: true)
    let plan = ShardPlanner.plan(all, count: 4)
    XCTAssertEqual(ShardPlanner.plan(all.reversed(), count: 4), plan)
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<5 {
      XCTAssertEqual(ShardPlanner.plan(all.shuffled(using: &generator), count: 4), plan)
    }
    for index in 1...4 {
      XCTAssertEqual(ShardPlanner.shard(index, of: 4, all.reversed()), plan[index - 1])
    }
  }

  func testTheHeaviestVariantsAreSpreadFirst() {
    let units: [ShardPlanner.Unit] = [
      .init(template: "a", variant: "A1", weight: 10), .init(template: "a", variant: "A2", weight: 10),
      .init(template: "b", variant: "B1", weight: 1), .init(template: "b", variant: "B2", weight: 1),
      .init(template: "b", variant: "B3", weight: 1), .init(template: "b", variant: "B4", weight: 1),
    ]
    let shards = ShardPlanner.plan(units, count: 2)
    XCTAssertEqual(shards.map { $0.reduce(0) { $0 + $1.weight } }, [12, 12])
    XCTAssertEqual(shards[0].map(\.variant), ["A1", "B1", "B3"])
    XCTAssertEqual(shards[1].map(\.variant), ["A2", "B2", "B4"])
  }

  func testMoreShardsThanVariantsLeavesSomeEmpty() {
    let shards = ShardPlanner.plan(
      [.init(template: "a", variant: "A1"), .init(template: "a", variant: "A2")], count: 3)
    XCTAssertEqual(shards.map(\.count), [1, 1, 0])
  }

  func testShardOption() throws {
    XCTAssertEqual(try CheckShard.parse("2/4"), CheckShard(index: 2, count: 4))
    XCTAssertEqual(try CheckShard.parse("1/1"), CheckShard(index: 1, count: 1))
    for (text, reason) in [
      ("0/4", "from 1 to 4"), ("5/4", "from 1 to 4"), ("2", "K/N"), ("a/b", "K/N"), ("1/0", "at least 1"),
      ("-1/4", "from 1 to 4"),
    ] {
      XCTAssertThrowsError(try CheckShard.parse(text), text) { error in
        XCTAssertTrue("\(error)".contains(reason), "\(text): \(error)")
      }
    }
  }

  func testCIVariables() throws {
    XCTAssertNil(try CheckShard.fromEnvironment([:]))
    XCTAssertEqual(
      try CheckShard.fromEnvironment(["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "3"]),
      CheckShard(index: 1, count: 3), "Buildkite counts from 0")
    XCTAssertEqual(
      try CheckShard.fromEnvironment(["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"]), CheckShard(index: 3, count: 3),
      "GitLab counts from 1")
    XCTAssertEqual(
      try CheckShard.fromEnvironment(["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "4"]),
      CheckShard(index: 2, count: 4), "CircleCI counts from 0")
    XCTAssertEqual(
      try CheckShard.fromEnvironment(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"]),
      CheckShard(index: 1, count: 1), "CircleCI sets both without parallelism: one shard, everything")
    let bad: [[String: String]] = [
      ["BUILDKITE_PARALLEL_JOB": "3", "BUILDKITE_PARALLEL_JOB_COUNT": "3"],
      ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"],
      ["CI_NODE_INDEX": "1"],
      ["CI_NODE_INDEX": "x", "CI_NODE_TOTAL": "2"],
      ["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"],
      ["CIRCLE_NODE_TOTAL": "4"],
    ]
    for environment in bad {
      XCTAssertThrowsError(try CheckShard.fromEnvironment(environment), "\(environment)")
    }
  }
}

/// A small deterministic random number generator (SplitMix64) for shuffling in tests.
private struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
