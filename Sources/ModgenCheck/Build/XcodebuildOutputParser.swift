/// Reads the test results `xcodebuild test-without-building` prints into the same ``TestCaseResult``s as
/// `swift test`'s, so an iOS simulator run is reported like a run on this machine.
///
/// It reads:
/// - result lines, `Test Case '-[Module.Class test]' passed (0.002 seconds).` and, in parallel testing,
///   `Test case '-[Module.Class test]' failed on 'Clone 1 of iPhone 16 - …' (0.002 seconds)`; Swift Testing
///   cases appear there as `Test case 'Suite/test()' passed on '…' (0.001 seconds)`;
/// - failure lines, `/path/File.swift:12: error: -[Module.Class test] : XCTAssertEqual failed: …`;
/// - Swift Testing's issue lines, `✘ Test test() recorded an issue at File.swift:9:5: Expectation failed: …`.
///
/// Compiler diagnostics print as with `swift build` and are read by ``CompilerDiagnosticParser``.
enum XcodebuildOutputParser {
  /// Every test case with a result line; a case that started but has none (the test process crashed) is
  /// failed.
  static func parseTests(_ output: String) -> [TestCaseResult] {
    var results: [TestCaseResult] = []
    var started: [String] = []
    var messages: [String: [String]] = [:]
    var locations: [String: (String, Int)] = [:]
    let issues = TestOutputParser.parseSwiftTestingIssues(output)
    for rawLine in output.split(separator: "\n") {
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      if let (identifier, verdict) = resultLine(line) {
        if verdict.hasPrefix("started") {
          started.append(identifier)
          continue
        }
        guard verdict.hasPrefix("passed") || verdict.hasPrefix("failed") || verdict.hasPrefix("skipped") else {
          continue
        }
        started.removeAll { $0 == identifier }
        var result = testCase(identifier, passed: !verdict.hasPrefix("failed"), messages[identifier] ?? [])
        result.seconds = seconds(in: verdict) ?? 0
        if let location = locations[identifier] {
          result.failureFile = location.0
          result.failureLine = location.1
        }
        results.append(result)
      } else if let failure = failureLine(line) {
        messages[failure.test, default: []].append("\(failure.path):\(failure.line): \(failure.message)")
        if locations[failure.test] == nil { locations[failure.test] = (failure.path, failure.line) }
      }
    }
    for identifier in started {
      var crashed = testCase(
        identifier, passed: false,
        (messages[identifier] ?? []) + ["the test process crashed or was killed while running this test"])
      if let location = locations[identifier] {
        crashed.failureFile = location.0
        crashed.failureLine = location.1
      }
      results.append(crashed)
    }
    // Swift Testing's issues locate failures the result lines do not.
    for index in results.indices where !results[index].passed && results[index].failureFile == nil {
      let located = issues.filter { $0.test == results[index].name }
      guard let first = located.first else { continue }
      results[index].messages += located.map { "\($0.file):\($0.line): \($0.message)" }
      results[index].failureFile = first.file
      results[index].failureLine = first.line
    }
    return results
  }

  /// The test identifier and what follows it (`passed on '…' (0.1 seconds)`) of a result line.
  private static func resultLine(_ line: Substring) -> (String, Substring)? {
    guard line.hasPrefix("Test Case '") || line.hasPrefix("Test case '") else { return nil }
    let rest = line.dropFirst("Test Case '".count)
    guard let close = rest.range(of: "' ") else { return nil }
    return (String(rest[..<close.lowerBound]), rest[close.upperBound...])
  }

  /// The seconds in `(0.002 seconds)` at the end of a verdict.
  private static func seconds(in verdict: Substring) -> Double? {
    guard let open = verdict.lastIndex(of: "(") else { return nil }
    return Double(verdict[verdict.index(after: open)...].prefix { $0 != " " })
  }

  /// `path:line: error: <test> : message`.
  private static func failureLine(_ line: Substring) -> (path: String, line: Int, test: String, message: String)? {
    guard let marker = line.range(of: ": error: ") else { return nil }
    let location = line[..<marker.lowerBound]
    guard let colon = location.lastIndex(of: ":"), let number = Int(location[location.index(after: colon)...]) else {
      return nil
    }
    let rest = line[marker.upperBound...]
    guard let separator = rest.range(of: " : ") else { return nil }
    return (
      String(location[..<colon]), number, String(rest[..<separator.lowerBound]),
      String(rest[separator.upperBound...])
    )
  }

  /// A result for `identifier`: `-[Module.Class test]` (XCTest), `Module.Suite/test()` or `Suite/test()`
  /// (Swift Testing), or `Class.test`.
  private static func testCase(_ identifier: String, passed: Bool, _ messages: [String]) -> TestCaseResult {
    let (suite, name) = split(identifier)
    return TestCaseResult(suite: suite, name: name, passed: passed, messages: messages)
  }

  /// The suite (with its module when printed) and the test's name.
  static func split(_ identifier: String) -> (suite: String, name: String) {
    if identifier.hasPrefix("-["), identifier.hasSuffix("]"), let space = identifier.firstIndex(of: " ") {
      let suite = identifier[identifier.index(identifier.startIndex, offsetBy: 2)..<space]
      let name = identifier[identifier.index(after: space)..<identifier.index(before: identifier.endIndex)]
      return (String(suite), String(name))
    }
    if let slash = identifier.lastIndex(of: "/") {
      return (String(identifier[..<slash]), String(identifier[identifier.index(after: slash)...]))
    }
    let parts = identifier.split(separator: ".", maxSplits: 1).map(String.init)
    return parts.count == 2 ? (parts[0], parts[1]) : ("", identifier)
  }
}
