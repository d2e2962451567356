/// A line diff: the blocks of lines that change between two texts, each line given as an integer
/// (equal lines, equal integers).
///
/// The common start and end are set aside, the rest is compared with Myers' greedy O(ND) search
/// for a shortest edit script (texts that differ a lot are first split at the middle of such a
/// script, found by searching from both ends, as the same paper describes), and each changed block is then moved down past the equal lines that
/// allow it, so that a block among repeated lines is reported at its last possible place.
enum LineDiff {
  /// One changed block: `oldCount` lines of the old text from `old` are replaced by `newCount`
  /// lines of the new text from `new` (either count may be 0).
  package struct Change: Equatable, Sendable {
    /// The index of the block's first line in the old text (where it is inserted, when empty).
    package var old: Int
    /// The index of the block's first line in the new text (where it was removed, when empty).
    package var new: Int
    /// The number of old lines the block removes.
    package var oldCount: Int
    /// The number of new lines the block adds.
    package var newCount: Int

    /// A block replacing `oldCount` lines at `old` with `newCount` lines at `new`.
    package init(old: Int, new: Int, oldCount: Int, newCount: Int) {
      self.old = old
      self.new = new
      self.oldCount = oldCount
      self.newCount = newCount
    }

    /// The index just past the block in the old text.
    package var oldEnd: Int { old + oldCount }
    /// The index just past the block in the new text.
    package var newEnd: Int { new + newCount }
  }

  /// The number of differences past which the search stops keeping every round (its memory grows
  /// with the square of that number) and splits the texts at a point of a shortest script instead.
  static let differenceLimit = 2_500

  /// The changed blocks turning `a` into `b`, in order, with indices as in the slices.
  package static func changes(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [Change] {
    changes(a, b, differenceLimit: differenceLimit)
  }

  /// ``changes(_:_:)`` with the number of differences past which the texts are split.
  static func changes(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, differenceLimit: Int) -> [Change] {
    slidDown(blocks(a, b, differenceLimit: differenceLimit), a, b)
  }

  /// The changed blocks, before they are moved down: the common start and end set aside, the rest
  /// searched, or split in two and each half searched when it differs too much.
  static func blocks(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, differenceLimit: Int) -> [Change] {
    var lowA = a.startIndex
    var lowB = b.startIndex
    var highA = a.endIndex
    var highB = b.endIndex
    while lowA < highA, lowB < highB, a[lowA] == b[lowB] {
      lowA += 1
      lowB += 1
    }
    while lowA < highA, lowB < highB, a[highA - 1] == b[highB - 1] {
      highA -= 1
      highB -= 1
    }
    if lowA == highA && lowB == highB { return [] }
    if lowA == highA || lowB == highB {
      return [Change(old: lowA, new: lowB, oldCount: highA - lowA, newCount: highB - lowB)]
    }
    let middleA = a[lowA..<highA]
    let middleB = b[lowB..<highB]
    if let found = search(middleA, middleB, limit: differenceLimit) { return found }
    guard let (x, y) = split(middleA, middleB), (x, y) != (lowA, lowB), (x, y) != (highA, highB) else {
      return [Change(old: lowA, new: lowB, oldCount: highA - lowA, newCount: highB - lowB)]
    }
    return blocks(middleA[..<x], middleB[..<y], differenceLimit: differenceLimit)
      + blocks(middleA[x...], middleB[y...], differenceLimit: differenceLimit)
  }

  /// Myers' greedy search: for each number of differences `d`, the furthest point reached on
  /// every diagonal `k = x - y`, kept per round so that the path can be followed back.
  /// Returns nil when the texts differ by more than `limit` lines.
  private static func search(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, limit: Int) -> [Change]? {
    let n = a.count
    let m = b.count
    let limit = min(n + m, limit)
    // furthest[k + limit + 1]: the x reached on diagonal k in the current round.
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    // The rounds, one after the other: round d holds diagonals -d...d.
    var rounds: [Int32] = []
    for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        let slot = k + limit + 1
        var x: Int
        if k == -d || (k != d && furthest[slot - 1] < furthest[slot + 1]) {
          x = furthest[slot + 1]
        } else {
          x = furthest[slot - 1] + 1
        }
        var y = x - k
        while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
          x += 1
          y += 1
        }
        furthest[slot] = x
        if x >= n && y >= m {
          rounds.append(contentsOf: furthest[(limit + 1 - d)...(limit + 1 + d)].map { Int32($0) })
          return path(rounds: rounds, last: d, n: n, m: m, offsetA: a.startIndex, offsetB: b.startIndex)
        }
      }
      rounds.append(contentsOf: furthest[(limit + 1 - d)...(limit + 1 + d)].map { Int32($0) })
    }
    return nil
  }

  /// Follows the search back from the end, collecting the removed and added lines into blocks.
  private static func path(rounds: [Int32], last: Int, n: Int, m: Int, offsetA: Int, offsetB: Int) -> [Change] {
    // Round d starts at d * d in `rounds`; diagonal k is at (k + d) within it.
    func reached(_ d: Int, _ k: Int) -> Int { Int(rounds[d * d + k + d]) }
    var x = n
    var y = m
    // Built from the end, so each new step comes before the block recorded last.
    var blocks: [Change] = []
    var d = last
    while d > 0 {
      let k = x - y
      let down = k == -d || (k != d && reached(d - 1, k - 1) < reached(d - 1, k + 1))
      let previousK = down ? k + 1 : k - 1
      x = reached(d - 1, previousK)
      y = x - previousK
      // A step down adds new line y; a step right removes old line x; both start at (x, y).
      let step = Change(old: offsetA + x, new: offsetB + y, oldCount: down ? 0 : 1, newCount: down ? 1 : 0)
      if var later = blocks.last, later.old == step.oldEnd, later.new == step.newEnd {
        later.old = step.old
        later.new = step.new
        later.oldCount += step.oldCount
        later.newCount += step.newCount
        blocks[blocks.count - 1] = later
      } else {
        blocks.append(step)
      }
      d -= 1
    }
    return blocks.reversed()
  }

  /// Moves each block down while the line it starts with equals the equal line just after it,
  /// joining it to the next block when they meet.
  private static func slidDown(_ blocks: [Change], _ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [Change] {
    var result: [Change] = []
    result.reserveCapacity(blocks.count)
    var index = 0
    while index < blocks.count {
      var block = blocks[index]
      index += 1
      while true {
        let next = index < blocks.count ? blocks[index] : nil
        if let next, next.old == block.oldEnd, next.new == block.newEnd {
          block.oldCount = next.oldEnd - block.old
          block.newCount = next.newEnd - block.new
          index += 1
          continue
        }
        // The equal line after the block must exist in both texts and end no other block.
        guard block.oldEnd < a.endIndex, block.newEnd < b.endIndex else { break }
        let oldMoves = block.oldCount == 0 || a[block.old] == a[block.oldEnd]
        let newMoves = block.newCount == 0 || b[block.new] == b[block.newEnd]
        guard oldMoves, newMoves, block.oldCount > 0 || block.newCount > 0 else { break }
        // A block with lines on both sides moves only if its first lines become an equal pair.
        if block.oldCount > 0 && block.newCount > 0 && a[block.old] != b[block.new] { break }
        block.old += 1
        block.new += 1
      }
      result.append(block)
    }
    return result
  }
}
