import Located

/// The outcome of one generated test (XCTest method or Swift Testing function).
package struct TestCaseResult: Hashable, Sendable, Codable {
  /// The XCTest class, or the Swift Testing `Module.Suite`.
  package var suite: String
  /// The test's name (`testStart`, `start()`).
  package var name: String
  /// Whether it passed.
  package var passed: Bool
  /// Failure messages, each `file:line: message` when the location is known.
  package var messages: [String]
  /// The file of the first failure, as the test runner printed it (absolute for XCTest, a file
  /// name for Swift Testing).
  package var failureFile: String?
  /// The line of the first failure.
  package var failureLine: Int?
  /// Seconds the test took, when the runner said.
  package var seconds: Double
  /// The template line the first failure maps to (`file:line`), when it could be mapped.
  package var templateLocation: SourceLocation?

  private enum CodingKeys: String, CodingKey {
    case suite, name, passed, messages, failureFile = "failure_file", failureLine = "failure_line", seconds,
      templateLocation = "template_location"
  }

  /// A test case `suite`.`name`; the failure's place and the template line are known only for a
  /// failure the output located.
  package init(
    suite: String, name: String, passed: Bool, messages: [String] = [], failureFile: String? = nil,
    failureLine: Int? = nil, seconds: Double = 0, templateLocation: SourceLocation? = nil
  ) {
    self.seconds = seconds
    self.templateLocation = templateLocation
    self.suite = suite
    self.name = name
    self.passed = passed
    self.messages = messages
    self.failureFile = failureFile
    self.failureLine = failureLine
  }

  /// `Suite.name`.
  package var fullName: String { "\(suite).\(name)" }
}
