/// A small set of rows over several factors in which every pair of values of any two factors appears
/// together at least once (a covering array of strength 2), as combinatorial testing tools plan tests:
/// most failures come from one parameter's value or from the interaction of two.
///
/// Rows are built in-parameter-order: every pair of the two largest factors, then each further factor
/// is added to the rows so that it covers the most pairs still missing (the lowest value on a tie), and
/// rows are added for the pairs left over. The result is deterministic: the same sizes give the same
/// rows in the same order on every machine. The first row is all zeros (every factor at its first
/// value, the defaults).
package enum PairwiseCovering {
  /// The rows for factors of `sizes` values each; a row holds one value index per factor, in the order
  /// of `sizes`. No factors give one empty row; a factor without values gives no rows.
  package static func rows(sizes: [Int]) -> [[Int]] {
    guard !sizes.isEmpty else { return [[]] }
    guard sizes.allSatisfy({ $0 > 0 }) else { return [] }
    // Larger factors first makes fewer rows; the stable sort keeps manifest order among equals.
    let order = sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    let sorted = order.map { sizes[$0] }
    var rows: [[Int?]] = (0..<sorted[0]).flatMap { first in
      (0..<(sorted.count > 1 ? sorted[1] : 1)).map { second in sorted.count > 1 ? [first, second] : [first] }
    }
    for factor in sorted.indices.dropFirst(2) {
      extend(&rows, with: factor, sizes: sorted)
    }
    return rows.map { row in
      var result = [Int](repeating: 0, count: sizes.count)
      for (position, original) in order.enumerated() { result[original] = row[position] ?? 0 }
      return result
    }
  }

  /// A value of one earlier factor paired with a value of the factor being added.
  private struct Pair: Hashable {
    var factor: Int
    var value: Int
    var newValue: Int
  }

  /// Adds factor `factor` to every row (choosing the value that covers the most missing pairs), then
  /// adds rows, or fills open slots, for the pairs still missing.
  private static func extend(_ rows: inout [[Int?]], with factor: Int, sizes: [Int]) {
    var missing = Set<Pair>()
    for earlier in 0..<factor {
      for value in 0..<sizes[earlier] {
        for newValue in 0..<sizes[factor] { missing.insert(Pair(factor: earlier, value: value, newValue: newValue)) }
      }
    }
    for index in rows.indices {
      let row = rows[index]
      func covered(by newValue: Int) -> [Pair] {
        (0..<factor).compactMap { earlier in
          row[earlier].map { Pair(factor: earlier, value: $0, newValue: newValue) }
        }.filter { missing.contains($0) }
      }
      var best = 0
      var bestCount = -1
      for newValue in 0..<sizes[factor] {
        let count = covered(by: newValue).count
        if count > bestCount {
          best = newValue
          bestCount = count
        }
      }
      for pair in covered(by: best) { missing.remove(pair) }
      rows[index].append(best)
    }
    let ordered = missing.sorted { ($0.newValue, $0.factor, $0.value) < ($1.newValue, $1.factor, $1.value) }
    for pair in ordered where missing.contains(pair) {
      if let open = rows.firstIndex(where: { $0[factor] == pair.newValue && $0[pair.factor] == nil }) {
        rows[open][pair.factor] = pair.value
      } else {
        var row = [Int?](repeating: nil, count: factor + 1)
        row[pair.factor] = pair.value
        row[factor] = pair.newValue
        rows.append(row)
      }
      missing.remove(pair)
    }
  }
}
