import Foundation

/// Reads the results of `swift test`: XCTest's text log and Swift Testing's xUnit report plus
/// its text log (for issue locations).
enum TestOutputParser {
  /// XCTest cases from lines `Test Case 'Class.test' passed|failed`, with the failure lines
  /// `path:line: error: Class.test : message` attached. A case that started but never finished
  /// (the test process crashed) is reported as failed.
  static func parseXCTest(_ output: String) -> [TestCaseResult] {
    var results: [TestCaseResult] = []
    var started: [String] = []
    var messages: [String: [String]] = [:]
    var locations: [String: (String, Int)] = [:]
    for rawLine in output.split(separator: "\n") {
      let line = String(rawLine)
      if line.hasPrefix("Test Case '"),
        let close = line.range(of: "' ", range: line.index(line.startIndex, offsetBy: 11)..<line.endIndex)
      {
        let name = String(line[line.index(line.startIndex, offsetBy: 11)..<close.lowerBound])
        let verdict = line[close.upperBound...]
        if verdict.hasPrefix("started") {
          started.append(name)
        } else if verdict.hasPrefix("passed") || verdict.hasPrefix("failed") || verdict.hasPrefix("skipped") {
          started.removeAll { $0 == name }
          var finished = result(name, passed: !verdict.hasPrefix("failed"), messages[name] ?? [], locations[name])
          if let open = verdict.firstIndex(of: "("),
            let seconds = Double(verdict[verdict.index(after: open)...].prefix { $0 != " " })
          {
            finished.seconds = seconds
          }
          results.append(finished)
        }
      } else if let failure = parseXCTestFailure(line) {
        messages[failure.test, default: []].append("\(failure.path):\(failure.line): \(failure.message)")
        if locations[failure.test] == nil { locations[failure.test] = (failure.path, failure.line) }
      }
    }
    for name in started {
      let crash = (messages[name] ?? []) + ["the test process crashed or was killed while running this test"]
      results.append(result(name, passed: false, crash, locations[name]))
    }
    return results
  }

  private static func result(_ fullName: String, passed: Bool, _ messages: [String], _ location: (String, Int)?)
    -> TestCaseResult
  {
    let parts = fullName.split(separator: ".", maxSplits: 1).map(String.init)
    let suite = parts.count == 2 ? parts[0] : ""
    let name = parts.count == 2 ? parts[1] : fullName
    return TestCaseResult(
      suite: suite, name: name, passed: passed, messages: messages, failureFile: location?.0, failureLine: location?.1)
  }

  /// `path:line: error: Class.test : message`.
  private static func parseXCTestFailure(_ line: String) -> (path: String, line: Int, test: String, message: String)? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let location = line[..<marker.lowerBound]
    guard let colon = location.lastIndex(of: ":"), let number = Int(location[location.index(after: colon)...]) else {
      return nil
    }
    let rest = line[marker.upperBound...]
    guard let separator = rest.range(of: " : ") else { return nil }
    return (
      String(location[..<colon]), number, String(rest[..<separator.lowerBound]), String(rest[separator.upperBound...])
    )
  }

  /// Swift Testing cases from its xUnit report (`swift test --xunit-output FILE` writes it to
  /// `FILE` with `-swift-testing` before the extension). `classname` is `Module.Suite`.
  static func parseSwiftTestingXUnit(_ xml: String, log: String = "") -> [TestCaseResult] {
    let issues = parseSwiftTestingIssues(log)
    var results: [TestCaseResult] = []
    var remainder = Substring(xml)
    while let open = remainder.range(of: "<testcase ") {
      let afterOpen = remainder[open.upperBound...]
      guard let tagEnd = afterOpen.firstIndex(of: ">") else { break }
      let tag = afterOpen[..<tagEnd]
      let selfClosing = tag.hasSuffix("/")
      var body: Substring = ""
      if !selfClosing, let close = afterOpen.range(of: "</testcase>") {
        body = afterOpen[afterOpen.index(after: tagEnd)..<close.lowerBound]
        remainder = afterOpen[close.upperBound...]
      } else {
        remainder = afterOpen[afterOpen.index(after: tagEnd)...]
      }
      let suite = attribute("classname", in: tag) ?? ""
      let name = attribute("name", in: tag) ?? "?"
      var messages: [String] = []
      var searchBody = body
      while let failure = searchBody.range(of: "<failure") {
        let rest = searchBody[failure.upperBound...]
        let end = rest.firstIndex(of: ">") ?? rest.endIndex
        messages.append(attribute("message", in: rest[..<end]) ?? "failed")
        searchBody = rest[end...]
      }
      let skipped = body.contains("<skipped")
      var result = TestCaseResult(
        suite: suite, name: name, passed: messages.isEmpty || skipped,
        seconds: Double(attribute("time", in: tag) ?? "") ?? 0)
      if !result.passed {
        let located = issues.filter { $0.test == name }
        result.messages = located.isEmpty ? messages : located.map { "\($0.file):\($0.line): \($0.message)" }
        result.failureFile = located.first?.file
        result.failureLine = located.first?.line
      }
      results.append(result)
    }
    return results
  }

  /// `✘ Test name() recorded an issue at File.swift:5:22: message` lines of Swift Testing.
  static func parseSwiftTestingIssues(_ log: String) -> [(test: String, file: String, line: Int, message: String)] {
    var issues: [(test: String, file: String, line: Int, message: String)] = []
    for rawLine in log.split(separator: "\n") {
      guard let test = rawLine.range(of: "Test "), let marker = rawLine.range(of: " recorded an issue at ") else {
        continue
      }
      var name = String(rawLine[test.upperBound..<marker.lowerBound])
      if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
      let rest = rawLine[marker.upperBound...]
      let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let line = Int(parts[1]) else { continue }
      issues.append((name, String(parts[0]), line, parts[3].trimmingCharacters(in: [" "])))
    }
    return issues
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.range(of: " \(name)=\"") ?? (tag.hasPrefix("\(name)=\"") ? tag.range(of: "\(name)=\"") : nil),
      let end = tag[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return unescape(String(tag[start.upperBound..<end]))
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
