/// The items a loop visits after `offset`, `limit` and `reversed`, without materializing ranges
/// (so `(1..9999999999)` costs nothing until iterated, and the iteration limit stops it).
struct LoopSegment {
  private enum Storage {
    case values([LiquidValue])
    case range(Int)
  }

  private let storage: Storage
  private let start: Int
  /// The number of items.
  let count: Int
  private let reversed: Bool

  /// The segment of `collection` from index `from` up to (not including) `to`, as Liquid's
  /// `slice_collection` cuts it (strings are one item, other scalars none).
  init(_ collection: LiquidValue, from: Int, to: Int?, reversed: Bool) {
    self.reversed = reversed
    let total: Int
    switch collection {
    case .range(let lower, let upper):
      storage = .range(lower)
      total = LiquidValue.rangeCount(lower, upper)
    case .string(let text):
      storage = .values(text.isEmpty ? [] : [collection])
      start = 0
      count = text.isEmpty ? 0 : 1
      return
    default:
      let values = collection.iterated
      storage = .values(values)
      total = values.count
    }
    let low = max(from, 0)
    var high = total
    if let to { high = min(high, max(to, 0)) }
    start = low
    count = high > low ? high - low : 0
  }

  /// The item at position `index` (0-based, after reversal).
  subscript(index: Int) -> LiquidValue {
    let position = start &+ (reversed ? count - 1 - index : index)
    switch storage {
    case .values(let values): return values[position]
    case .range(let lower): return .int(lower &+ position)
    }
  }
}
