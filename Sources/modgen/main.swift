import Foundation
import ModgenCLI
import ModgenSupport

// The whole tool lives in the library targets under ModgenCLI; this file wires the real process
// into it: arguments, environment, streams, and what Ctrl-C does (stop every child, exit 130).
ChildProcessRegistry.shared.installInterruptHandler { exit(ExitCode.interrupted) }
let status = ModgenCLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessEnvironment.current(),
  io: .standard
)
exit(status)
