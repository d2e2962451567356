/// One share of a sharded `modgen check`: shard ``index`` of ``count`` (1-based), as `--shard K/N`
/// or a CI service's parallel-job variables name it.
package struct CheckShard: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based shard number.
  package var index: Int
  /// How many shards there are.
  package var count: Int

  /// Shard `index` of `count`; `index` is 1-based.
  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `K/N`.
  package var description: String { "\(index)/\(count)" }

  /// Why a shard setting is refused (the CLI shows it as a usage error).
  package struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, naming the option or variables.
    package var description: String
  }

  /// Parses `--shard K/N` (K from 1 to N).
  package static func parse(_ text: String) throws(Problem) -> CheckShard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw Problem(description: "--shard must be written K/N (as in 2/4), not '\(text)'")
    }
    guard count > 0 else { throw Problem(description: "--shard \(text): the number of shards must be at least 1") }
    guard (1...count).contains(index) else {
      throw Problem(description: "--shard \(text): the shard number must be from 1 to \(count) (it counts from 1)")
    }
    return CheckShard(index: index, count: count)
  }

  /// The shard the environment names: Buildkite's `BUILDKITE_PARALLEL_JOB` (counting from 0) and
  /// `BUILDKITE_PARALLEL_JOB_COUNT`, else GitLab's `CI_NODE_INDEX` (counting from 1) and `CI_NODE_TOTAL`,
  /// else CircleCI's `CIRCLE_NODE_INDEX` (counting from 0) and `CIRCLE_NODE_TOTAL`; nil when no pair is
  /// set.
  package static func fromEnvironment(_ environment: [String: String]) throws(Problem) -> CheckShard? {
    let services = [
      ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
      ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1),
      ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0),
    ]
    for (indexName, countName, base) in services {
      let indexText = environment[indexName].flatMap { $0.isEmpty ? nil : $0 }
      let countText = environment[countName].flatMap { $0.isEmpty ? nil : $0 }
      guard indexText != nil || countText != nil else { continue }
      guard let indexText, let countText else {
        let missing = indexText == nil ? indexName : countName
        throw Problem(description: "\(indexName) and \(countName) go together, but \(missing) is not set")
      }
      guard let index = Int(indexText), let count = Int(countText), count > 0 else {
        throw Problem(
          description:
            "\(indexName)=\(indexText) and \(countName)=\(countText) must be whole numbers, the count at least 1"
        )
      }
      guard (base..<(base + count)).contains(index) else {
        throw Problem(
          description: "\(indexName)=\(index) must be from \(base) to \(base + count - 1) with \(countName)=\(count)"
            + " (it counts from \(base))")
      }
      return CheckShard(index: index - base + 1, count: count)
    }
    return nil
  }
}
