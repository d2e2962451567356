import Foundation

// modgen-bench: `liquid <fixtures-dir> [N]` (template engine), more subcommands may follow.
exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
