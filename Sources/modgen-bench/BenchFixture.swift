import Foundation
import Liquid
import Located

/// One benchmark fixture folder: `data.json`, `templates/index.liquid` (plus partials beside
/// it) and `expected_result.txt`.
struct BenchFixture {
  /// The folder name (e.g. `001`).
  let name: String
  /// The source of `templates/index.liquid`.
  let indexSource: String
  /// The index template's path, for error locations.
  let indexPath: String
  /// Every file in `templates/`, by name, for `include`/`render`.
  let partials: InMemoryPartialSource
  /// The variables from `data.json`.
  let variables: LiquidObject
  /// The expected output.
  let expected: String

  /// Loads the fixture in `folder`.
  init(folder: URL) throws {
    name = folder.lastPathComponent
    let templates = folder.appendingPathComponent("templates")
    let index = templates.appendingPathComponent("index.liquid")
    indexPath = index.path
    indexSource = try String(contentsOf: index, encoding: .utf8)
    var files: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: templates.path) {
      files[file] = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
    }
    partials = InMemoryPartialSource(files)
    let dataPath = folder.appendingPathComponent("data.json").path
    let data = try String(contentsOfFile: dataPath, encoding: .utf8)
    guard case .object(let object) = try JSONDocument.parse(data, file: dataPath).liquidValue else {
      throw BenchError("\(dataPath): expected a JSON object")
    }
    variables = object
    expected = try String(contentsOf: folder.appendingPathComponent("expected_result.txt"), encoding: .utf8)
  }

  /// The fixture folders inside `directory`, sorted by name.
  static func all(in directory: URL) throws -> [BenchFixture] {
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    return try names.compactMap { name in
      let folder = directory.appendingPathComponent(name)
      let index = folder.appendingPathComponent("templates/index.liquid")
      guard FileManager.default.fileExists(atPath: index.path) else { return nil }
      return try BenchFixture(folder: folder)
    }
  }

  /// Whether `output` matches the expected text, ignoring a trailing newline and four-digit
  /// years (the fixtures print the current year); returns the first differing line otherwise.
  func mismatch(in output: String) -> String? {
    let actualLines = Self.normalized(output)
    let expectedLines = Self.normalized(expected)
    for index in 0..<Swift.max(actualLines.count, expectedLines.count) {
      let actual = index < actualLines.count ? actualLines[index] : "<missing>"
      let wanted = index < expectedLines.count ? expectedLines[index] : "<missing>"
      if actual != wanted {
        return "line \(index + 1):\n  expected: \(wanted)\n  actual:   \(actual)"
      }
    }
    return nil
  }

  private static func normalized(_ text: String) -> [Substring] {
    var trimmed = Substring(text)
    if trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
    return trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(maskYears)
  }

  /// Replaces every `19xx`/`20xx` standing alone with `YYYY`.
  private static func maskYears(_ line: Substring) -> Substring {
    let bytes = Array(line.utf8)
    guard bytes.count >= 4 else { return line }
    var output: [UInt8] = []
    var index = 0
    func isDigit(_ position: Int) -> Bool {
      position >= 0 && position < bytes.count && bytes[position] >= 0x30 && bytes[position] <= 0x39
    }
    while index < bytes.count {
      if index + 4 <= bytes.count, !isDigit(index - 1), !isDigit(index + 4),
        (0..<4).allSatisfy({ isDigit(index + $0) }),
        (bytes[index] == UInt8(ascii: "1") && bytes[index + 1] == UInt8(ascii: "9"))
          || (bytes[index] == UInt8(ascii: "2") && bytes[index + 1] == UInt8(ascii: "0"))
      {
        output.append(contentsOf: "YYYY".utf8)
        index += 4
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return Substring(String(decoding: output, as: UTF8.self))
  }
}

/// A benchmark setup failure.
struct BenchError: Error, CustomStringConvertible {
  /// What is missing or unreadable, printed before the benchmark exits 1.
  let description: String
  /// An error that prints `description`.
  init(_ description: String) { self.description = description }
}
