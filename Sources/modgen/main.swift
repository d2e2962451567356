import Foundation
import ModgenKit

// The whole tool lives in ModgenKit; this file only wires the real process into it.
let status = ModgenCLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  io: .standard
)
exit(status)
