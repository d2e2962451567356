import Foundation
import ModgenCLI

// The whole tool lives in the library targets under ModgenCLI; this file only wires the real process into it.
let status = ModgenCLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  io: .standard
)
exit(status)
