/// The exit codes modgen uses.
public enum ExitCode {
  /// Everything worked.
  public static let success: Int32 = 0
  /// A failure: diagnostics, conflicts, a failed build or failed tests.
  public static let failure: Int32 = 1
  /// The command line was wrong (EX_USAGE).
  public static let usage: Int32 = 64
}
