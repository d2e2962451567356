import Foundation
import PackagePlugin

/// `swift package modgen <command> …`: runs modgen, built from this package, in the package that
/// depends on it. Writing (`gen`, `init`) needs SwiftPM's permission:
/// `swift package --allow-writing-to-package-directory modgen gen Passcode viper`.
@main
struct ModgenCommand: CommandPlugin {
  /// Runs the `modgen` executable with `arguments` in the package's folder and fails when it fails.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let process = Process()
    process.executableURL = try context.tool(named: "modgen").url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ModgenFailure(status: process.terminationStatus)
    }
  }
}

/// modgen exited with a failure; what went wrong is already on standard error.
struct ModgenFailure: Error, CustomStringConvertible {
  /// The exit status (1 for an error, 64 for a usage error).
  let status: Int32

  var description: String { "modgen exited with status \(status)" }
}
