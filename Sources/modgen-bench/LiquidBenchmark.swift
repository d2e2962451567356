import Foundation
import Liquid

/// `modgen-bench liquid <fixtures-dir> [N]`: median parse and render times per fixture.
enum LiquidBenchmark {
  /// Runs the benchmark; returns the exit code (1 when any output differs from the expected).
  static func run(_ arguments: [String]) -> Int32 {
    guard let directory = arguments.first, arguments.count <= 2 else {
      FileHandle.standardError.write(Data(BenchCommand.usage.utf8))
      return 64
    }
    var runs = 200
    if arguments.count == 2 {
      guard let count = Int(arguments[1]), count > 0 else {
        FileHandle.standardError.write(Data("modgen-bench: N must be a positive integer, got '\(arguments[1])'\n".utf8))
        return 64
      }
      runs = count
    }
    let fixtures: [BenchFixture]
    do {
      fixtures = try BenchFixture.all(in: URL(fileURLWithPath: directory))
    } catch {
      FileHandle.standardError.write(Data("modgen-bench: \(error)\n".utf8))
      return 1
    }
    guard !fixtures.isEmpty else {
      FileHandle.standardError.write(
        Data("modgen-bench: no fixtures (folders with templates/index.liquid) in \(directory)\n".utf8))
      return 1
    }
    var failed = false
    for fixture in fixtures {
      switch measure(fixture, runs: runs) {
      case .success(let timing):
        print("fixture \(fixture.name): parse \(format(timing.parse)) us, render \(format(timing.render)) us")
      case .failure(let problem):
        failed = true
        print("fixture \(fixture.name): FAILED")
        FileHandle.standardError.write(Data("fixture \(fixture.name): \(problem.description)\n".utf8))
      }
    }
    return failed ? 1 : 0
  }

  /// Median microseconds of one parse and one render.
  struct Timing {
    var parse: Double
    var render: Double
  }

  /// Parses and renders `fixture` `runs` times after a warm-up, checking the output once.
  static func measure(_ fixture: BenchFixture, runs: Int) -> Result<Timing, BenchError> {
    let options = RenderOptions(partials: fixture.partials)
    let template: Template
    let output: String
    do {
      template = try Template.parse(fixture.indexSource, file: fixture.indexPath)
      output = try template.render(fixture.variables, options: options).output
    } catch {
      return .failure(BenchError("\(error)"))
    }
    if let mismatch = fixture.mismatch(in: output) {
      return .failure(BenchError("output differs from expected_result.txt at \(mismatch)"))
    }
    let warmUp = Swift.max(5, runs / 10)
    var parseTimes: [Double] = []
    var renderTimes: [Double] = []
    parseTimes.reserveCapacity(runs)
    renderTimes.reserveCapacity(runs)
    for iteration in 0..<(warmUp + runs) {
      let parseStart = DispatchTime.now().uptimeNanoseconds
      let parsed = try? Template.parse(fixture.indexSource, file: fixture.indexPath)
      let parseEnd = DispatchTime.now().uptimeNanoseconds
      let rendered = try? template.render(fixture.variables, options: options)
      let renderEnd = DispatchTime.now().uptimeNanoseconds
      guard parsed != nil, rendered != nil else { return .failure(BenchError("a repeated run failed")) }
      if iteration >= warmUp {
        parseTimes.append(Double(parseEnd - parseStart) / 1000)
        renderTimes.append(Double(renderEnd - parseEnd) / 1000)
      }
    }
    return .success(Timing(parse: median(parseTimes), render: median(renderTimes)))
  }

  /// The median of `values` (mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private static func format(_ microseconds: Double) -> String {
    microseconds >= 100 ? String(Int(microseconds.rounded())) : String(format: "%.1f", microseconds)
  }
}
