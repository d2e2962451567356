import Foundation

/// Reads values from the user's git configuration by running `git config`, with the run's
/// environment and working directory (so tests can point `GIT_CONFIG_GLOBAL` at a fixture).
package enum GitConfiguration {
  /// The value of `key` (e.g. `user.name`), or `nil` when git is missing or the key is unset.
  package static func value(_ key: String, environment: [String: String], workingDirectory: URL) -> String? {
    let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    guard let git = ExecutableLocator.find("git", path: searchPath) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: git, isDirectory: false)
    process.arguments = ["config", "--get", key]
    process.environment = environment
    process.currentDirectoryURL = workingDirectory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let value = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return value.isEmpty ? nil : value
  }

  /// `user.name`, the name the user signs commits with, or `nil`.
  package static func userName(environment: [String: String], workingDirectory: URL) -> String? {
    value("user.name", environment: environment, workingDirectory: workingDirectory)
  }
}
