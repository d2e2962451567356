import Foundation
import ModgenCLI
import ModgenSupport

/// Runs modgen in process with captured streams.
package func runModgen(
  _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: [String] = [],
  tty: Bool = false, fileSystem: (any FileSystem)? = nil
) -> CLIRun {
  let streams = CapturedStreams(input: input)
  let io = CommandIO(
    writeOutput: { streams.appendOutput($0) }, writeError: { streams.appendError($0) },
    readLine: { streams.nextLine() }, readAll: { streams.allInput() }, stdinIsTTY: tty, stdoutIsTTY: tty,
    stderrIsTTY: tty)
  var env = ["HOME": directory.appendingPathComponent("home").path]
  env.merge(environment) { $1 }
  let status = ModgenCLI.run(
    arguments: arguments, environment: env, io: io, fileSystem: fileSystem ?? LocalFileSystem(),
    workingDirectory: directory)
  return CLIRun(status: status, stdout: streams.output, stderr: streams.error, linesRead: streams.linesRead)
}

/// The fixture templates of the command-line tests (Tests/Fixtures/Templates).
package let cliFixtureTemplates = Fixtures.templates

/// A fixed clock for reproducible output (2026-11-22T00:00:00Z).
package let fixedDateEnvironment = ["SOURCE_DATE_EPOCH": "1795305600"]
