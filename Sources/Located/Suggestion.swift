/// "Did you mean …?" suggestions for unknown names (commands, options, templates, parameters).
public enum Suggestion {
  /// The candidate closest to `input`, or `nil` when none is close enough to be a plausible typo.
  ///
  /// A candidate equal to `input` ignoring case always wins; otherwise the distance (ignoring case)
  /// must be at most a third of the longer word's length, rounded (at least 1, at most 3), or one
  /// word must start with the other (at least 3 characters). Ties go to the longer name, then to
  /// the one that sorts first.
  public static func nearest<Candidates: Sequence>(to input: String, in candidates: Candidates) -> String?
  where Candidates.Element == String {
    let lowered = input.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != input {
      let loweredCandidate = candidate.lowercased()
      if loweredCandidate == lowered { return candidate }
      var distance = EditDistance.between(lowered, loweredCandidate)
      // A word that starts with the other (`boolean` / `bool`) is a plausible slip too.
      if min(lowered.count, loweredCandidate.count) >= 3
        && (lowered.hasPrefix(loweredCandidate) || loweredCandidate.hasPrefix(lowered))
      {
        distance = 1
      }
      let allowed = max(1, min(3, (max(lowered.count, loweredCandidate.count) + 1) / 3))
      guard distance <= allowed else { continue }
      // A tie goes to the longer name (a dropped letter is the commoner slip), then to the name
      // that sorts first: the answer never depends on the order of the candidates (dictionary
      // keys come in a different order in every process).
      if let current = best,
        distance > current.distance
          || (distance == current.distance && !Self.prefers(candidate, over: current.candidate))
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// Whether `candidate` wins a tie against `other`: longer first, then in sorted order.
  static func prefers(_ candidate: String, over other: String) -> Bool {
    candidate.count != other.count ? candidate.count > other.count : candidate < other
  }

  /// `"; did you mean 'x'?"` for the nearest candidate, or `""` when there is none.
  public static func didYouMean<Candidates: Sequence>(_ input: String, in candidates: Candidates) -> String
  where Candidates.Element == String {
    guard let nearest = nearest(to: input, in: candidates) else { return "" }
    return "; did you mean '\(nearest)'?"
  }
}
