import Foundation

/// The `modgen-bench` dispatcher: one entry per subcommand, so another benchmark (`gen`) is a
/// new case here and a new file.
enum BenchCommand {
  /// The usage text.
  static let usage = """
    usage: modgen-bench <command> [arguments]

    commands:
      liquid <fixtures-dir> [N]   parse and render each fixture N times (default 200); print
                                  median parse and render times; exit 1 on an output mismatch
      pbxproj <file>... [--runs N]  median read and add-two-files times of project.pbxproj files
      merge [LINES] [--runs N]    median three-way merge time of a LINES-line file (default 5000)
      liquid-batch                render JSON-lines cases from stdin in lax mode, one JSON answer
                                  per line (scripts/liquid-diff.py compares them with Ruby's)

    """

  /// Runs the subcommand named by `arguments[0]`; returns the process exit code.
  static func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      FileHandle.standardError.write(Data(usage.utf8))
      return 64
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "liquid":
      return LiquidBenchmark.run(rest)
    case "pbxproj":
      return PbxprojBenchmark.run(rest)
    case "merge":
      return MergeBenchmark.run(rest)
    case "liquid-batch":
      return LiquidBatch.run(rest)
    case "-h", "--help", "help":
      print(usage, terminator: "")
      return 0
    default:
      FileHandle.standardError.write(Data("modgen-bench: unknown command '\(command)'\n\(usage)".utf8))
      return 64
    }
  }
}
