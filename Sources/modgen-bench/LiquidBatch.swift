import Foundation
import Liquid
import Located

/// `modgen-bench liquid-batch`: renders many small cases read from standard input, one JSON
/// object per line (`{"template": "...", "data": {...}, "partials": {"name": "..."}}`), and
/// writes one JSON object per line: `{"output": "..."}` or `{"error": "<phase>: <message>"}`.
/// The differential tester (`scripts/liquid-diff.py`) drives it, so that thousands of cases
/// cost one process start instead of thousands.
enum LiquidBatch {
  /// Runs the batch; returns the exit code (64 when a line is not a case).
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else {
      FileHandle.standardError.write(Data(BenchCommand.usage.utf8))
      return 64
    }
    var lineNumber = 0
    while let line = readLine(strippingNewline: true) {
      lineNumber += 1
      if line.isEmpty { continue }
      let answer: [String: String]
      do {
        answer = try render(line, number: lineNumber)
      } catch {
        FileHandle.standardError.write(Data("modgen-bench: line \(lineNumber): \(error)\n".utf8))
        return 64
      }
      let data = (try? JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys])) ?? Data("{}".utf8)
      FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
    return 0
  }

  /// Renders the case on `line` in lax mode, with the date filter's clock fixed (the tester
  /// fixes Ruby's the same way).
  private static func render(_ line: String, number: Int) throws -> [String: String] {
    let node = try JSONDocument.parse(line, file: "<stdin:\(number)>")
    guard case .object(let members) = node.value else { throw BenchError("expected a JSON object") }
    var template = ""
    var variables = LiquidObject()
    var partials: [String: String] = [:]
    for member in members {
      switch (member.key, member.value.value) {
      case ("template", .string(let text)): template = text
      case ("data", .object):
        if case .object(let object) = member.value.liquidValue { variables = object }
      case ("partials", .object(let files)):
        for file in files { if case .string(let text) = file.value.value { partials[file.key] = text } }
      default: throw BenchError("unexpected member '\(member.key)'")
      }
    }
    let parsed: Template
    do {
      parsed = try Template.parse(template, file: "case")
    } catch {
      return ["error": "parse: \(error.kind.message)"]
    }
    var options = RenderOptions()
    options.partials = InMemoryPartialSource(partials)
    options.now = Date(timeIntervalSince1970: 1_556_496_000)  // 2019-04-29T00:00:00Z
    do {
      return ["output": try parsed.render(variables, options: options).output]
    } catch {
      return ["error": "render: \(error.kind.message)"]
    }
  }
}
