extension ExitCode {
  /// Ended by Ctrl-C (128 + SIGINT), as shells report it.
  package static let interrupted: Int32 = 130
}
