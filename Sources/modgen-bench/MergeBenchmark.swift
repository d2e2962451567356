import Foundation
import ModgenGenerate

/// `modgen-bench merge [LINES] [--runs N]`: median time of a three-way merge of a generated Swift
/// file of LINES lines (default 5,000), edited every 50 lines on one side and every 70 on the
/// other, with one conflict every 350 lines.
enum MergeBenchmark {
  /// Runs the benchmark; returns the exit code.
  static func run(_ arguments: [String]) -> Int32 {
    var runs = 20
    var lineCount = 5_000
    var index = 0
    while index < arguments.count {
      if arguments[index] == "--runs", index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 {
        runs = count
        index += 2
      } else if let count = Int(arguments[index]), count > 0 {
        lineCount = count
        index += 1
      } else {
        FileHandle.standardError.write(Data(BenchCommand.usage.utf8))
        return 64
      }
    }
    let base = (0..<lineCount).map { number in
      number % 10 == 9 ? "  }\n" : number % 10 == 0 ? "  func step\(number)() {\n" : "    value += \(number)\n"
    }
    var ours = base
    var theirs = base
    for number in stride(from: 5, to: lineCount, by: 50) { ours[number] = "    value -= \(number)\n" }
    for number in stride(from: 5, to: lineCount, by: 70) { theirs[number] = "    value *= \(number)\n" }
    let texts = [base, ours, theirs].map { Data($0.joined().utf8) }
    var times: [Double] = []
    var conflicts = 0
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let result = ThreeWayMerge.merge(base: texts[0], ours: texts[1], theirs: texts[2])
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      conflicts = result.conflictCount
    }
    let median = times.sorted()[times.count / 2]
    print(String(format: "merge %d lines, %d conflicts: %.2f ms (median of %d)", lineCount, conflicts, median, runs))
    return 0
  }
}
