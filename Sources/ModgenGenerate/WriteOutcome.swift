/// What happened (or, for a dry run, would happen) to one planned file.
package enum WriteOutcome: String, Sendable, Hashable, Codable {
  /// Written where nothing was.
  case create
  /// Already there with the same bytes; untouched.
  case identical
  /// Exists and differs; the run fails (only in previews under ``ConflictPolicy/failOnConflict``).
  case conflict
  /// Replaced an existing, different file.
  case overwrite
  /// Existing, different file kept.
  case skip
  /// A file modgen edits in place (the Xcode project) was updated.
  case update
}
