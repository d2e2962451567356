import Foundation

/// Why a child process could not be run at all (a child that runs and fails is a ``ProcessResult``).
package enum ProcessRunnerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The executable was not found on `PATH`.
  case toolNotFound(name: String, searchPath: String)
  /// The operating system refused to start the executable.
  case launchFailed(path: String, reason: String)
  /// A pipe for the child's output could not be created.
  case pipeFailed(reason: String)

  /// A human sentence naming the problem and what to do about it.
  package var description: String {
    switch self {
    case .toolNotFound(let name, let searchPath):
      let shown = searchPath.isEmpty ? "(PATH is empty)" : searchPath
      if name == "swift" {
        return
          "the Swift toolchain was not found: '\(name)' is not on PATH \(shown); install Swift 6 or add its bin folder to PATH"
      }
      return "'\(name)' was not found on PATH \(shown); install it or add its folder to PATH"
    case .launchFailed(let path, let reason):
      return "could not start '\(path)': \(reason)"
    case .pipeFailed(let reason):
      return "could not create a pipe for a child process: \(reason)"
    }
  }
}
