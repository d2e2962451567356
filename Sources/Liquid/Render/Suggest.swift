/// "Did you mean" suggestions by Levenshtein distance.
enum Suggest {
  /// The candidate nearest to `word`, when close enough to be a plausible typo.
  static func nearest<S: Sequence>(_ word: String, in candidates: S) -> String? where S.Element == String {
    let target = Array(word.unicodeScalars)
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
      let distance = self.distance(target, Array(candidate.unicodeScalars))
      if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
        best = (candidate, distance)
      }
    }
    guard let (candidate, distance) = best else { return nil }
    let allowed = max(1, min(3, max(target.count, candidate.unicodeScalars.count) / 3))
    return distance <= allowed ? candidate : nil
  }

  /// Edit distance between two scalar arrays: insert, delete, substitute and swap of two
  /// neighbours each cost 1 (optimal string alignment), so `nmae` is one step from `name`.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
