/// The outcome of one step (lint, build, tests) for one variant.
package enum CheckStepStatus: String, Sendable, Codable, Equatable {
  /// The step succeeded.
  case passed
  /// The step failed.
  case failed
  /// The step did not run (an earlier step failed).
  case skipped
  /// The inputs were unchanged since a passing run, so the step's stored result was reused.
  case cached
}
