extension LineDiff {
  /// A point (an index in `a`, an index in `b`) on a shortest edit script from `a` to `b`, found by
  /// running Myers' search forwards from the start and backwards from the end, one round each in
  /// turn, until the two reach past each other on a diagonal; it needs memory in proportion to
  /// the texts' length only. Nil when either text is empty.
  static func split(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> (Int, Int)? {
    let n = a.count
    let m = b.count
    guard n > 0, m > 0 else { return nil }
    let delta = n - m
    let odd = delta % 2 != 0
    let rounds = (n + m + 1) / 2
    let offset = rounds + 1
    // forwards[k + offset]: the x reached on diagonal k = x - y from the start.
    var forwards = [Int](repeating: 0, count: 2 * rounds + 3)
    // backwards[k + offset]: the x reached, counted from the end, on diagonal k of the reversed texts.
    var backwards = [Int](repeating: 0, count: 2 * rounds + 3)
    for d in 0...rounds {
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && forwards[k + offset - 1] < forwards[k + offset + 1])
          ? forwards[k + offset + 1] : forwards[k + offset - 1] + 1
        var y = x - k
        while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
          x += 1
          y += 1
        }
        forwards[k + offset] = x
        // Diagonal k here is diagonal delta - k of the reversed texts, searched d - 1 rounds.
        let reversedK = delta - k
        if odd, abs(reversedK) <= d - 1, x + backwards[reversedK + offset] >= n {
          return (a.startIndex + x, b.startIndex + y)
        }
      }
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && backwards[k + offset - 1] < backwards[k + offset + 1])
          ? backwards[k + offset + 1] : backwards[k + offset - 1] + 1
        var y = x - k
        while x < n, y < m, a[a.endIndex - 1 - x] == b[b.endIndex - 1 - y] {
          x += 1
          y += 1
        }
        backwards[k + offset] = x
        let forwardK = delta - k
        if !odd, abs(forwardK) <= d, x + forwards[forwardK + offset] >= n {
          return (a.endIndex - x, b.endIndex - y)
        }
      }
    }
    return nil
  }
}
