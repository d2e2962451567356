/// A unified diff (`diff -u` format) between two texts, for `gen --diff`.
package enum UnifiedDiff {
  /// The diff turning `old` into `new`, with `context` unchanged lines around each change; `""`
  /// when the texts are equal.
  ///
  /// - Parameters:
  ///   - oldLabel: the name after `---` (e.g. `a/Passcode/PasscodeView.swift`).
  ///   - newLabel: the name after `+++`.
  package static func make(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = lines(of: old)
    let newLines = lines(of: new)
    let edits = script(oldLines, newLines)
    var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
    for hunk in hunks(of: edits, context: context) {
      output += hunk.header + "\n"
      for edit in hunk.edits {
        switch edit {
        case .keep(let line, _, _): output += render(" ", line)
        case .delete(let line, _): output += render("-", line)
        case .insert(let line, _): output += render("+", line)
        }
      }
    }
    return output
  }

  /// One line with whether it ended in a newline.
  struct Line: Equatable {
    package var text: Substring
    var terminated: Bool
  }

  enum Edit {
    case keep(Line, oldIndex: Int, newIndex: Int)
    case delete(Line, oldIndex: Int)
    case insert(Line, newIndex: Int)

    var isChange: Bool {
      if case .keep = self { return false }
      return true
    }
  }

  struct Hunk {
    var edits: [Edit]
    var header: String
  }

  static func lines(of text: String) -> [Line] {
    var result: [Line] = []
    var start = text.startIndex
    while start < text.endIndex {
      if let newline = text[start...].firstIndex(of: "\n") {
        result.append(Line(text: text[start..<newline], terminated: true))
        start = text.index(after: newline)
      } else {
        result.append(Line(text: text[start...], terminated: false))
        start = text.endIndex
      }
    }
    return result
  }

  /// The shortest edit script by longest common subsequence (texts here are small).
  static func script(_ a: [Line], _ b: [Line]) -> [Edit] {
    // Trim the common prefix and suffix so the table covers only the changed middle.
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    let rows = middleA.count + 1
    let columns = middleB.count + 1
    var table = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: middleA.count - 1, through: 0, by: -1) {
      for j in stride(from: middleB.count - 1, through: 0, by: -1) {
        table[i * columns + j] =
          middleA[i] == middleB[j]
          ? table[(i + 1) * columns + j + 1] + 1 : max(table[(i + 1) * columns + j], table[i * columns + j + 1])
      }
    }
    var edits: [Edit] = (0..<prefix).map { .keep(a[$0], oldIndex: $0, newIndex: $0) }
    var i = 0
    var j = 0
    while i < middleA.count || j < middleB.count {
      if i < middleA.count && j < middleB.count && middleA[i] == middleB[j] {
        edits.append(.keep(middleA[i], oldIndex: prefix + i, newIndex: prefix + j))
        i += 1
        j += 1
      } else if j < middleB.count && (i == middleA.count || table[i * columns + j + 1] > table[(i + 1) * columns + j]) {
        edits.append(.insert(middleB[j], newIndex: prefix + j))
        j += 1
      } else {
        edits.append(.delete(middleA[i], oldIndex: prefix + i))
        i += 1
      }
    }
    for k in 0..<suffix {
      edits.append(.keep(a[a.count - suffix + k], oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
    }
    return edits
  }

  static func hunks(of edits: [Edit], context: Int) -> [Hunk] {
    let changes = edits.indices.filter { edits[$0].isChange }
    guard let firstChange = changes.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var current = max(0, firstChange - context)...min(edits.count - 1, firstChange + context)
    for index in changes.dropFirst() {
      let wanted = max(0, index - context)...min(edits.count - 1, index + context)
      if wanted.lowerBound <= current.upperBound + 1 {
        current = current.lowerBound...wanted.upperBound
      } else {
        ranges.append(current)
        current = wanted
      }
    }
    ranges.append(current)
    return ranges.map { range in
      let slice = Array(edits[range])
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      for edit in slice {
        switch edit {
        case .keep(_, let oldIndex, let newIndex):
          oldStart = oldStart ?? oldIndex
          newStart = newStart ?? newIndex
          oldCount += 1
          newCount += 1
        case .delete(_, let oldIndex):
          oldStart = oldStart ?? oldIndex
          oldCount += 1
        case .insert(_, let newIndex):
          newStart = newStart ?? newIndex
          newCount += 1
        }
      }
      // Where a side has no lines in the hunk, diff numbers it by the line before.
      let oldPosition = oldCount == 0 ? position(before: range.lowerBound, in: edits, old: true) : (oldStart ?? 0) + 1
      let newPosition = newCount == 0 ? position(before: range.lowerBound, in: edits, old: false) : (newStart ?? 0) + 1
      return Hunk(edits: slice, header: "@@ -\(span(oldPosition, oldCount)) +\(span(newPosition, newCount)) @@")
    }
  }

  private static func position(before index: Int, in edits: [Edit], old: Bool) -> Int {
    var count = 0
    for edit in edits[..<index] {
      switch edit {
      case .keep: count += 1
      case .delete: if old { count += 1 }
      case .insert: if !old { count += 1 }
      }
    }
    return count
  }

  private static func span(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private static func render(_ marker: String, _ line: Line) -> String {
    marker + line.text + (line.terminated ? "\n" : "\n\\ No newline at end of file\n")
  }
}
