import Located

extension Array where Element == Diagnostic {
  /// The diagnostics in first-seen order, each once: a problem that every variant of a template
  /// meets (one broken line rendered eight times) is printed once, with the first variant's notes
  /// and a note saying how many variants met it. Diagnostics that differ only in their notes
  /// (which file of which variant was being rendered) count as the same problem.
  func mergingRepeats() -> [Diagnostic] {
    var order: [Diagnostic] = []
    var counts: [Diagnostic: Int] = [:]
    for diagnostic in self {
      var key = diagnostic
      key.notes = []
      if counts[key] == nil { order.append(diagnostic) }
      counts[key, default: 0] += 1
    }
    return order.map { diagnostic in
      var key = diagnostic
      key.notes = []
      guard let count = counts[key], count > 1 else { return diagnostic }
      var merged = diagnostic
      merged.notes.append("met by \(count) variants")
      return merged
    }
  }
}
