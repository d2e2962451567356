import Foundation

/// Whether a file on disk is what a template generates today except for the creation date in it.
///
/// Templates stamp `date` and `year` into headers (`Created by … on 22/11/2026`), so a module
/// generated yesterday differs from today's rendering in those places only. Running `gen` again
/// must say `identical` for such a file, and keep it as it is, rather than call it a conflict.
struct DateStampComparison: Sendable {
  /// Today's `date` (`dd/MM/yyyy`).
  var date: String
  /// Today's `year`.
  var year: String

  /// Whether `existing` equals `generated` once each stamp of today in `generated` may stand for
  /// any stamp of the same shape (another day, another year) in `existing`, line by line.
  func differsOnlyInStamps(existing: String, generated: String) -> Bool {
    let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    guard old.count == new.count, old != new else { return false }
    for (oldLine, newLine) in zip(old, new) where oldLine != newLine {
      guard newLine.contains(date) || newLine.contains(year), matches(String(oldLine), String(newLine)) else {
        return false
      }
    }
    return true
  }

  /// Whether `oldLine` is `newLine` with its date and year stamps replaced by others.
  private func matches(_ oldLine: String, _ newLine: String) -> Bool {
    var pattern = ""
    var rest = Substring(newLine)
    while !rest.isEmpty {
      if rest.hasPrefix(date) {
        pattern += "[0-9]{2}/[0-9]{2}/[0-9]{4}"
        rest = rest.dropFirst(date.count)
      } else if rest.hasPrefix(year) {
        pattern += "[0-9]{4}"
        rest = rest.dropFirst(year.count)
      } else {
        pattern += NSRegularExpression.escapedPattern(for: String(rest.first!))
        rest = rest.dropFirst()
      }
    }
    guard let expression = try? NSRegularExpression(pattern: "^" + pattern + "$") else { return false }
    let range = NSRange(oldLine.startIndex..., in: oldLine)
    return expression.firstMatch(in: oldLine, range: range) != nil
  }
}
