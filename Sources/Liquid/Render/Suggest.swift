import Located

/// "Did you mean" suggestions by edit distance (``EditDistance``).
enum Suggest {
  /// The candidate nearest to `word`, when close enough to be a plausible typo.
  static func nearest<S: Sequence>(_ word: String, in candidates: S) -> String? where S.Element == String {
    var best: (String, Int)?
    for candidate in candidates where candidate != word {
      let distance = EditDistance.between(word, candidate)
      if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
        best = (candidate, distance)
      }
    }
    guard let (candidate, distance) = best else { return nil }
    let allowed = max(1, min(3, max(word.count, candidate.count) / 3))
    return distance <= allowed ? candidate : nil
  }
}
