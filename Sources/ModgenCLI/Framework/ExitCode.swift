/// The exit codes modgen uses.
package enum ExitCode {
  /// Everything worked.
  package static let success: Int32 = 0
  /// A failure: diagnostics, conflicts, a failed build or failed tests.
  package static let failure: Int32 = 1
  /// The command line was wrong (EX_USAGE).
  package static let usage: Int32 = 64
  /// Ended by Ctrl-C (128 + SIGINT), as shells report it.
  package static let interrupted: Int32 = 130
}
