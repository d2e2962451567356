import Foundation

/// A line-based three-way merge, for re-rendering a module whose template changed: the user's
/// version ("yours") and the newly rendered one ("template") are merged against the version both
/// came from, as `git merge-file` does.
///
/// Changes from each side are found with ``LineDiff`` against the base. Changes of the two sides
/// that overlap or touch form one group: a group changed on one side only takes that side, a group
/// changed the same way on both sides takes it once, and any other group is a conflict, written
/// between `<<<<<<<`, `=======` and `>>>>>>>` lines. Lines common to the start and end of both
/// sides of a conflict are left out of it, and conflicts separated by three unchanged lines or
/// fewer are joined into one. Each line keeps its own ending (LF or CRLF).
package enum ThreeWayMerge {
  /// One conflict in a merge result.
  package struct Conflict: Equatable, Sendable {
    /// The lines of your version in the conflict (0-based line indices in that version).
    package var ours: Range<Int>
    /// The lines of the template's version in the conflict (0-based line indices in it).
    package var theirs: Range<Int>
    /// The 1-based line of the merged text that holds the conflict's `<<<<<<<` line.
    package var markerLine: Int

    /// A conflict over `ours` and `theirs` whose `<<<<<<<` line is line `markerLine`.
    package init(ours: Range<Int>, theirs: Range<Int>, markerLine: Int) {
      self.ours = ours
      self.theirs = theirs
      self.markerLine = markerLine
    }
  }

  /// A merged text and its conflicts.
  package struct Result: Equatable, Sendable {
    /// The merged bytes, conflict markers included.
    package var data: Data
    /// The conflicts, in order; empty for a clean merge.
    package var conflicts: [Conflict]

    /// The merged text (invalid UTF-8 replaced).
    package var text: String { String(decoding: data, as: UTF8.self) }
    /// The number of conflicts.
    package var conflictCount: Int { conflicts.count }
  }

  /// The lines common to both sides that may separate two conflicts still shown as one.
  static let joinDistance = 3

  /// Merges the texts `ours` and `theirs`, both changed from `base`.
  ///
  /// - Parameters:
  ///   - oursLabel: the name after `<<<<<<<`.
  ///   - theirsLabel: the name after `>>>>>>>`.
  package static func merge(
    base: String, ours: String, theirs: String, oursLabel: String = "yours", theirsLabel: String = "template"
  ) -> Result {
    merge(
      base: Data(base.utf8), ours: Data(ours.utf8), theirs: Data(theirs.utf8), oursLabel: oursLabel,
      theirsLabel: theirsLabel)
  }

  /// Merges the bytes `ours` and `theirs`, both changed from `base`; when only one side differs
  /// from `base`, the result is that side unchanged.
  ///
  /// - Parameters:
  ///   - oursLabel: the name after `<<<<<<<`.
  ///   - theirsLabel: the name after `>>>>>>>`.
  package static func merge(
    base: Data, ours: Data, theirs: Data, oursLabel: String = "yours", theirsLabel: String = "template"
  ) -> Result {
    if ours == theirs || theirs == base { return Result(data: ours, conflicts: []) }
    if ours == base { return Result(data: theirs, conflicts: []) }
    var table = LineTable()
    let baseText = table.add(base)
    let oursText = table.add(ours)
    let theirsText = table.add(theirs)
    let segments = joined(
      segments(
        base: baseText, ours: oursText, theirs: theirsText,
        oursChanges: LineDiff.changes(baseText.numbers[...], oursText.numbers[...]),
        theirsChanges: LineDiff.changes(baseText.numbers[...], theirsText.numbers[...])))
    var output = Output(oursLabel: oursLabel, theirsLabel: theirsLabel)
    for segment in segments {
      output.write(segment, ours: oursText, theirs: theirsText)
    }
    return Result(data: output.data, conflicts: output.conflicts)
  }

  /// A part of the merged text: lines taken from one side, or a conflict.
  enum Segment: Equatable {
    /// Lines common to both sides (the range is in your version).
    case common(Range<Int>)
    /// Lines changed by one side or by both in the same way, taken from your version.
    case takenFromOurs(Range<Int>)
    /// Lines changed by the template only, taken from its version.
    case takenFromTheirs(Range<Int>)
    /// Lines that differ between the sides.
    case conflict(ours: Range<Int>, theirs: Range<Int>)
  }

  /// Walks the base, grouping the changes of both sides that overlap or touch.
  static func segments(
    base: Lines, ours: Lines, theirs: Lines, oursChanges: [LineDiff.Change], theirsChanges: [LineDiff.Change]
  ) -> [Segment] {
    var result: [Segment] = []
    var nextOurs = 0
    var nextTheirs = 0
    // How far each side's line numbers are ahead of the base's, before the next change.
    var oursShift = 0
    var theirsShift = 0
    var position = 0
    while nextOurs < oursChanges.count || nextTheirs < theirsChanges.count {
      let oursStart = nextOurs < oursChanges.count ? oursChanges[nextOurs].old : Int.max
      let theirsStart = nextTheirs < theirsChanges.count ? theirsChanges[nextTheirs].old : Int.max
      let start = min(oursStart, theirsStart)
      if position < start { result.append(.common((position + oursShift)..<(start + oursShift))) }
      // Take every change that starts at or before the group's end, from either side.
      var end = start
      var oursTaken = 0
      var theirsTaken = 0
      let groupOursShift = oursShift
      let groupTheirsShift = theirsShift
      while true {
        if nextOurs < oursChanges.count, oursChanges[nextOurs].old <= end {
          let change = oursChanges[nextOurs]
          end = max(end, change.oldEnd)
          oursShift += change.newCount - change.oldCount
          oursTaken += 1
          nextOurs += 1
        } else if nextTheirs < theirsChanges.count, theirsChanges[nextTheirs].old <= end {
          let change = theirsChanges[nextTheirs]
          end = max(end, change.oldEnd)
          theirsShift += change.newCount - change.oldCount
          theirsTaken += 1
          nextTheirs += 1
        } else {
          break
        }
      }
      let oursRange = (start + groupOursShift)..<(end + oursShift)
      let theirsRange = (start + groupTheirsShift)..<(end + theirsShift)
      if theirsTaken == 0 {
        result.append(.takenFromOurs(oursRange))
      } else if oursTaken == 0 {
        result.append(.takenFromTheirs(theirsRange))
      } else if ours.numbers[oursRange] == theirs.numbers[theirsRange] {
        result.append(.takenFromOurs(oursRange))
      } else {
        result.append(contentsOf: narrowed(ours: oursRange, theirs: theirsRange, ours, theirs))
      }
      position = end
    }
    if position < base.count { result.append(.common((position + oursShift)..<(base.count + oursShift))) }
    return result
  }

  /// A conflict without the lines common to the start and end of both sides, which come before
  /// and after it as common lines.
  static func narrowed(ours: Range<Int>, theirs: Range<Int>, _ oursText: Lines, _ theirsText: Lines) -> [Segment] {
    var oursLow = ours.lowerBound
    var theirsLow = theirs.lowerBound
    var oursHigh = ours.upperBound
    var theirsHigh = theirs.upperBound
    while oursLow < oursHigh, theirsLow < theirsHigh, oursText.numbers[oursLow] == theirsText.numbers[theirsLow] {
      oursLow += 1
      theirsLow += 1
    }
    while oursLow < oursHigh, theirsLow < theirsHigh,
      oursText.numbers[oursHigh - 1] == theirsText.numbers[theirsHigh - 1]
    {
      oursHigh -= 1
      theirsHigh -= 1
    }
    var result: [Segment] = []
    if ours.lowerBound < oursLow { result.append(.common(ours.lowerBound..<oursLow)) }
    result.append(.conflict(ours: oursLow..<oursHigh, theirs: theirsLow..<theirsHigh))
    if oursHigh < ours.upperBound { result.append(.common(oursHigh..<ours.upperBound)) }
    return result
  }

  /// Joins two conflicts with only common lines between them, ``joinDistance`` or fewer, into one.
  static func joined(_ segments: [Segment]) -> [Segment] {
    var result: [Segment] = []
    var index = 0
    while index < segments.count {
      guard case .conflict(var ours, var theirs) = segments[index] else {
        result.append(segments[index])
        index += 1
        continue
      }
      index += 1
      while true {
        var gap = 0
        var ahead = index
        while ahead < segments.count, case .common(let lines) = segments[ahead] {
          gap += lines.count
          ahead += 1
        }
        guard gap <= joinDistance, ahead < segments.count,
          case .conflict(let nextOurs, let nextTheirs) = segments[ahead]
        else { break }
        ours = ours.lowerBound..<nextOurs.upperBound
        theirs = theirs.lowerBound..<nextTheirs.upperBound
        index = ahead + 1
      }
      result.append(.conflict(ours: ours, theirs: theirs))
    }
    return result
  }
}
