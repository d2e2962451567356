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
  struct Line: Hashable {
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

  /// A shortest edit script, from the line diff the three-way merge uses (a block among repeated
  /// lines is shown at its last possible place); within a change, deletions come before insertions.
  static func script(_ a: [Line], _ b: [Line]) -> [Edit] {
    var numbers: [Line: Int] = [:]
    func number(_ line: Line) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let classesA = a.map(number)
    let classesB = b.map(number)
    var edits: [Edit] = []
    edits.reserveCapacity(max(a.count, b.count))
    var i = 0
    var j = 0
    for change in LineDiff.changes(classesA[...], classesB[...]) {
      while i < change.old {
        edits.append(.keep(a[i], oldIndex: i, newIndex: j))
        i += 1
        j += 1
      }
      for index in change.old..<(change.old + change.oldCount) { edits.append(.delete(a[index], oldIndex: index)) }
      for index in change.new..<(change.new + change.newCount) { edits.append(.insert(b[index], newIndex: index)) }
      i = change.old + change.oldCount
      j = change.new + change.newCount
    }
    while i < a.count {
      edits.append(.keep(a[i], oldIndex: i, newIndex: j))
      i += 1
      j += 1
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
