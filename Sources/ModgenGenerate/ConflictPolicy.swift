/// What to do with files that exist with different bytes.
package enum ConflictPolicy: String, Sendable, Hashable, Codable {
  /// Any conflict fails the whole run; nothing is written (the default).
  case failOnConflict
  /// Overwrite conflicting files (`--force`).
  case force
  /// Keep the existing files, write the rest (`--skip-existing`).
  case skipExisting
}
