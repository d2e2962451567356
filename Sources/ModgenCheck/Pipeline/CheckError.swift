/// Why `modgen check` could not finish (failing templates are a report, not an error).
package enum CheckError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The Swift toolchain is missing or does not run.
  case toolchain(String)
  /// The scratch package could not be written.
  case scratchPackage(String)
  /// modgen was interrupted while a child ran.
  case interrupted
  /// Templates could not be found or selected.
  case selection(String)

  /// The message printed after `error: `.
  package var description: String {
    switch self {
    case .toolchain(let message): return message
    case .scratchPackage(let message): return "could not write the check package: \(message)"
    case .interrupted: return "interrupted; every child process was stopped"
    case .selection(let message): return message
    }
  }
}
