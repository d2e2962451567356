import Foundation
import XcodeProject

/// `modgen-bench pbxproj <file.pbxproj>... [--runs N]`: median read and add-two-files times per
/// project file (the edit adds two Swift files to the main group and the first target).
enum PbxprojBenchmark {
  /// Runs the benchmark; returns the exit code.
  static func run(_ arguments: [String]) -> Int32 {
    var runs = 50
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
      if arguments[index] == "--runs", index + 1 < arguments.count, let count = Int(arguments[index + 1]), count > 0 {
        runs = count
        index += 2
      } else {
        paths.append(arguments[index])
        index += 1
      }
    }
    guard !paths.isEmpty else {
      FileHandle.standardError.write(Data(BenchCommand.usage.utf8))
      return 64
    }
    for path in paths {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("modgen-bench: cannot read \(path)\n".utf8))
        return 1
      }
      var reads: [Double] = []
      var edits: [Double] = []
      for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let project = try? XcodeProjectFile(text: text) else {
          FileHandle.standardError.write(Data("modgen-bench: \(path) does not read\n".utf8))
          return 1
        }
        let read = DispatchTime.now().uptimeNanoseconds
        let target = project.targets.first?["name"].map { [$0] } ?? []
        _ = try? project.addFiles(
          AddFilesRequest(
            groupPath: "",
            files: [.init(name: "BenchA.swift", role: .source), .init(name: "BenchB.swift", role: .source)],
            targets: target))
        let edited = DispatchTime.now().uptimeNanoseconds
        reads.append(Double(read - start) / 1e6)
        edits.append(Double(edited - read) / 1e6)
      }
      let name = URL(fileURLWithPath: path).lastPathComponent
      print(
        String(
          format: "%@: %d bytes, %d objects: read %.2f ms, add two files %.2f ms (medians of %d)", name,
          text.utf8.count, (try? XcodeProjectFile(text: text))?.objects.count ?? 0, median(reads), median(edits), runs))
    }
    return 0
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
