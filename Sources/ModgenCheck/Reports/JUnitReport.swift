import Foundation
import Located
import ModgenSupport

/// A check report as JUnit XML, the test report format CI servers read: a test suite per template,
/// a test case per variant step (`lint`, `build`) and per generated test (one `tests` case when no
/// test names are known), each failure carrying the template `file:line:col` and the message.
package struct JUnitReport: Sendable {
  /// The report written.
  package var report: CheckReport

  /// The XML of `report`.
  package init(_ report: CheckReport) {
    self.report = report
  }

  /// One `<testcase>`: its variant's class name, the step or test name and what went wrong.
  struct Case {
    var classname: String
    var name: String
    var seconds: Double = 0
    var failure: (message: String, text: String)?
    var skipped = false
  }

  /// The whole document.
  package var xml: String {
    let suites = report.templates.map { template in (template, cases(of: template)) }
    let all = suites.flatMap(\.1)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"modgen check\" tests=\"\(all.count)\" failures=\"\(all.filter { $0.failure != nil }.count)\""
        + " errors=\"0\" skipped=\"\(all.filter(\.skipped).count)\" time=\(Self.attribute(Self.seconds(report.totalSeconds)))>",
    ]
    for (template, cases) in suites {
      let seconds = template.variants.reduce(0) { $0 + $1.seconds }
      lines.append(
        "  <testsuite name=\(Self.attribute(template.name)) tests=\"\(cases.count)\""
          + " failures=\"\(cases.filter { $0.failure != nil }.count)\" errors=\"0\""
          + " skipped=\"\(cases.filter(\.skipped).count)\" time=\(Self.attribute(Self.seconds(seconds)))>")
      for testCase in cases {
        let open =
          "    <testcase classname=\(Self.attribute(testCase.classname)) name=\(Self.attribute(testCase.name))"
          + " time=\(Self.attribute(Self.seconds(testCase.seconds)))"
        if let failure = testCase.failure {
          lines.append(open + ">")
          lines.append(
            "      <failure message=\(Self.attribute(failure.message)) type=\"error\">\(Self.escape(failure.text))</failure>"
          )
          lines.append("    </testcase>")
        } else if testCase.skipped {
          lines.append(open + "><skipped/></testcase>")
        } else {
          lines.append(open + "/>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The test cases of one template: its lint problems when it has no variants, else each
  /// variant's steps and failed tests.
  func cases(of template: TemplateCheckResult) -> [Case] {
    let problems = template.problems.filter { $0.severity == .error }
    guard !template.variants.isEmpty else {
      return [Case(classname: template.name, name: "lint", failure: Self.failure(problems))]
    }
    var cases: [Case] = []
    for variant in template.variants {
      let classname = "\(template.name).\(variant.module)"
      cases.append(
        Case(
          classname: classname, name: "lint",
          failure: variant.lint == .failed ? Self.failure(problems) : nil, skipped: variant.lint == .skipped))
      let buildFailure: (message: String, text: String)?
      if variant.build == .failed {
        // A variant with the same code as another failed in that one's build, with its errors.
        let built = variant.sameCodeAs ?? variant.module
        let mine = report.diagnostics.filter {
          $0.variant == built && ($0.severity == .error || $0.severity == .warning)
        }
        buildFailure = Self.failure(
          mine.map { Diagnostic($0.message, severity: .error, file: $0.file, line: $0.line, column: $0.column) },
          otherwise: report.buildLog.map { "the build failed:\n" + $0 } ?? "the build failed")
      } else {
        buildFailure = nil
      }
      cases.append(
        Case(classname: classname, name: "build", failure: buildFailure, skipped: variant.build == .skipped))
      for (index, name) in variant.passedTests.enumerated() {
        let seconds = index < variant.passedTestSeconds.count ? variant.passedTestSeconds[index] : 0
        cases.append(Case(classname: classname, name: name, seconds: seconds))
      }
      if variant.failures.isEmpty && variant.passedTests.isEmpty {
        let testFailure =
          variant.tests == .failed ? Self.failure([], otherwise: report.testLog ?? "the tests failed") : nil
        cases.append(
          Case(
            classname: classname, name: "tests", seconds: variant.seconds, failure: testFailure,
            skipped: variant.tests == .skipped))
      }
      for failure in variant.failures {
        let location = failure.templateLocation.map { "\($0): " } ?? ""
        let message = failure.messages.first ?? "failed"
        cases.append(
          Case(
            classname: classname, name: failure.fullName, seconds: failure.seconds,
            failure: (message, location + failure.messages.joined(separator: "\n"))))
      }
    }
    return cases
  }

  /// A failure listing `diagnostics` (`file:line:col: message`, one a line), the first one's
  /// message as the summary; `otherwise` when there are none.
  static func failure(_ diagnostics: [Diagnostic], otherwise: String = "failed") -> (message: String, text: String) {
    guard let first = diagnostics.first else {
      return (otherwise.split(separator: "\n").first.map(String.init) ?? otherwise, otherwise)
    }
    let text = diagnostics.map { diagnostic in
      (diagnostic.location.map { "\($0): " } ?? diagnostic.file.map { "\($0): " } ?? "") + diagnostic.message
    }
    return (first.message, text.joined(separator: "\n"))
  }

  /// Writes the XML to `url` through a temporary file in the same folder put in its place in one
  /// step, so a reader never sees half a file; a folder that does not exist or cannot be written is
  /// an error located at `url`.
  package func write(to url: URL, fileSystem: any FileSystem) throws(Diagnostic) {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp", isDirectory: false
    ).path
    do {
      try fileSystem.writeData(Data(xml.utf8), toPath: temporary)
      try fileSystem.replaceItem(atPath: url.path, withItemAtPath: temporary)
    } catch {
      try? fileSystem.removeItem(at: URL(fileURLWithPath: temporary))
      throw Diagnostic(
        "cannot write the JUnit report: \((error as NSError).localizedDescription)", file: url.path)
    }
  }

  /// Seconds with three decimals.
  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// `text` as a quoted attribute value.
  static func attribute(_ text: String) -> String {
    "\"" + escape(text, inAttribute: true) + "\""
  }

  /// `text` with `&<>"'` escaped and characters XML cannot carry (control characters other than tab,
  /// line feed and carriage return) replaced by U+FFFD; in attributes, tabs and line breaks are kept
  /// as character references so a reader gets them back.
  static func escape(_ text: String, inAttribute: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
