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

  /// Every exit code with its meaning, as `modgen --help` lists them.
  static let meanings: [(code: Int32, meaning: String)] = [
    (success, "Success."),
    (failure, "Failure: diagnostics, conflicts, a failed build or failed tests."),
    (usage, "Usage error: unknown command or option, missing argument or parameter value."),
    (
      interrupted,
      "Interrupted (Ctrl-C; 128+n for signal n), after finishing or undoing any write in progress."
    ),
  ]
}
