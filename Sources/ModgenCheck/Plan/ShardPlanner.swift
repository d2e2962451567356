/// Splits the variants of a check into shards, so that several CI machines check a share each and
/// together check every variant exactly once.
///
/// The plan is deterministic: the variants are ordered by weight (largest first), then by template
/// and variant name, and each goes to the lightest shard so far (the lowest-numbered one on a tie).
/// The same variants and weights give the same plan whatever order they come in, and the heaviest
/// shard exceeds the ideal share by less than one variant's weight.
package enum ShardPlanner {
  /// One variant to place: its template, its module name and how long it is expected to take.
  package struct Unit: Hashable, Sendable {
    /// The template's name.
    package var template: String
    /// The variant's module name (unique within the template).
    package var variant: String
    /// Its weight: the last run's seconds, or 1.
    package var weight: Double

    /// A unit of `template`'s `variant` weighing `weight`.
    package init(template: String, variant: String, weight: Double = 1) {
      self.template = template
      self.variant = variant
      self.weight = weight
    }
  }

  /// The shards of `units`: `count` arrays (index 0 is shard 1), each in template and variant order.
  package static func plan(_ units: [Unit], count: Int) -> [[Unit]] {
    guard count > 0 else { return [] }
    let ordered = units.sorted { lhs, rhs in
      if lhs.weight != rhs.weight { return lhs.weight > rhs.weight }
      return (lhs.template, lhs.variant) < (rhs.template, rhs.variant)
    }
    var shards = Array(repeating: [Unit](), count: count)
    var loads = Array(repeating: 0.0, count: count)
    for unit in ordered {
      var lightest = 0
      for index in loads.indices where loads[index] < loads[lightest] { lightest = index }
      shards[lightest].append(unit)
      loads[lightest] += unit.weight
    }
    return shards.map { shard in shard.sorted { ($0.template, $0.variant) < ($1.template, $1.variant) } }
  }

  /// The units of shard `index` (1-based) of `count`.
  package static func shard(_ index: Int, of count: Int, _ units: [Unit]) -> [Unit] {
    let shards = plan(units, count: count)
    return shards.indices.contains(index - 1) ? shards[index - 1] : []
  }
}
