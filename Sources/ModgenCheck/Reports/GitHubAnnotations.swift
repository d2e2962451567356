import Foundation
import Located
import ModgenSupport

/// A check report for GitHub Actions: each error and warning as a workflow command at its template
/// line (`::error file=…,line=…,col=…,title=…::message`), and a markdown summary of the results for
/// the job's summary page, listing the problems beyond the annotations GitHub shows.
package struct GitHubAnnotations: Sendable {
  /// How many annotations of each severity GitHub shows for one step.
  package static let shownPerSeverity = 10
  /// GitHub's limit on one step's summary, in bytes.
  package static let summaryLimit = 1 << 20

  /// One annotation.
  package struct Annotation: Sendable, Equatable {
    /// `error` or `warning`.
    package var severity: Diagnostic.Severity
    /// The file, relative to the working folder when it is inside it.
    package var file: String?
    /// The 1-based line.
    package var line: Int?
    /// The 1-based column.
    package var column: Int?
    /// The annotation's title.
    package var title: String
    /// The message, with its notes on the lines after it.
    package var message: String

    /// The workflow command.
    package var command: String {
      var properties: [String] = []
      if let file { properties.append("file=" + GitHubAnnotations.escapeProperty(file)) }
      if let line { properties.append("line=\(line)") }
      if let column { properties.append("col=\(column)") }
      properties.append("title=" + GitHubAnnotations.escapeProperty(title))
      return "::\(severity == .warning ? "warning" : "error") \(properties.joined(separator: ","))::"
        + GitHubAnnotations.escapeData(message)
    }

    /// `file:line:col: message` for the summary.
    var place: String {
      guard let file else { return "" }
      return file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "")
    }
  }

  /// The report annotated.
  package var report: CheckReport
  /// The working folder: paths inside it are shown relative to it.
  package var workingDirectory: String
  /// The shard this run checked (`2/4`), when sharded.
  package var shard: String?

  /// Annotations of `report`, with paths relative to `workingDirectory`.
  package init(_ report: CheckReport, workingDirectory: String, shard: String? = nil) {
    self.report = report
    self.workingDirectory = workingDirectory
    self.shard = shard
  }

  /// Every error and warning: template problems and warnings, compiler diagnostics (each template
  /// problem once, naming the variants it occurs in), failed tests and logs no diagnostic explains.
  package var annotations: [Annotation] {
    var found: [Annotation] = []
    for template in report.templates {
      for diagnostic in template.problems + template.warnings where diagnostic.severity != .note {
        found.append(annotation(diagnostic, title: "modgen check: template '\(template.name)'"))
      }
    }
    for group in report.diagnosticGroups where group.first.severity == .error || group.first.severity == .warning {
      var diagnostic = group.diagnostics[0]
      if group.variants.count == 1, let variant = group.variants.first {
        diagnostic.notes.append("in variant \(variant)")
      }
      let template = group.first.template.map { " '\($0)'" } ?? ""
      found.append(annotation(diagnostic, title: "modgen check: template\(template) does not compile"))
    }
    if let log = report.buildLog, !report.diagnostics.contains(where: { $0.severity == .error }) {
      found.append(
        Annotation(severity: .error, title: "modgen check: the build failed", message: Self.lastLines(of: log)))
    }
    for template in report.templates {
      // A variant with the same code as another failed in that one's run: one annotation for both.
      for variant in template.variants where variant.sameCodeAs == nil {
        let same = template.variants.filter { $0.sameCodeAs == variant.module }.map(\.module)
        let also = same.isEmpty ? "" : " (and \(same.joined(separator: ", ")), the same code)"
        for failure in variant.failures {
          let location = failure.templateLocation
          let headline =
            "test \(failure.fullName) failed in variant \(variant.module)\(also) of template '\(template.name)'"
          found.append(
            Annotation(
              severity: .error, file: location.map { relative($0.file) }, line: location?.line,
              title: "modgen check: test \(failure.fullName) failed",
              message: ([headline] + failure.messages).joined(separator: "\n")))
        }
      }
    }
    if let log = report.testLog {
      found.append(
        Annotation(severity: .error, title: "modgen check: the tests failed", message: Self.lastLines(of: log)))
    }
    return found
  }

  private func annotation(_ diagnostic: Diagnostic, title: String) -> Annotation {
    Annotation(
      severity: diagnostic.severity == .warning ? .warning : .error, file: diagnostic.file.map(relative),
      line: diagnostic.line, column: diagnostic.column, title: title,
      message: ([diagnostic.message] + diagnostic.notes).joined(separator: "\n"))
  }

  /// `path` relative to the working folder when it is inside it.
  func relative(_ path: String) -> String {
    let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
  }

  /// The workflow commands, one a line.
  package var commands: String {
    annotations.map { $0.command + "\n" }.joined()
  }

  /// The markdown summary: the verdict, a table of the variants, and the errors and warnings GitHub
  /// does not show as annotations (past the first ten of each), within GitHub's size limit.
  package var summary: String {
    var lines = ["## modgen check \(report.passed ? "passed" : "failed")" + (shard.map { " (shard \($0))" } ?? ""), ""]
    lines.append("| Template | Variant | Parameters | Lint | Build | Tests | Seconds |")
    lines.append("| --- | --- | --- | --- | --- | --- | ---: |")
    for template in report.templates {
      if template.variants.isEmpty {
        lines.append("| \(Self.cell(template.name)) | - | - | failed | skipped | skipped | - |")
      }
      for variant in template.variants {
        let tests =
          (variant.tests == .skipped ? "skipped" : "\(variant.testsPassed) passed, \(variant.testsFailed) failed")
          + (variant.sameCodeAs.map { " (as \($0): same code)" } ?? "")
        lines.append(
          "| \(Self.cell(template.name)) | \(Self.cell(variant.module)) | "
            + "\(Self.cell(variant.parameters.isEmpty ? "-" : variant.parameters.joined(separator: " "))) | "
            + "\(variant.lint.rawValue) | \(variant.build.rawValue) | \(tests) | \(String(format: "%.2f", variant.seconds)) |"
        )
      }
    }
    let all = annotations
    var hidden: [Annotation] = []
    for severity in [Diagnostic.Severity.error, .warning] {
      hidden += all.filter { $0.severity == severity }.dropFirst(Self.shownPerSeverity)
    }
    if !hidden.isEmpty {
      lines += [
        "", "### Beyond the annotations shown",
        "", "GitHub shows \(Self.shownPerSeverity) errors and \(Self.shownPerSeverity) warnings of a step; the others:",
        "",
      ]
      for annotation in hidden {
        let place = annotation.place.isEmpty ? "" : "`\(annotation.place)`: "
        let message = annotation.message.split(separator: "\n").first.map(String.init) ?? ""
        lines.append("- \(annotation.severity == .warning ? "warning" : "error"): \(place)\(Self.cell(message))")
      }
    }
    var text = lines.joined(separator: "\n") + "\n"
    let limit = Self.summaryLimit - 200
    if text.utf8.count > limit {
      text = String(decoding: text.utf8.prefix(limit), as: UTF8.self)
      if let end = text.lastIndex(of: "\n") { text = String(text[...end]) }
      text += "\n(cut at GitHub's summary limit; `modgen check --json` has everything)\n"
    }
    return text
  }

  /// Appends ``summary`` to the file at `path` (`$GITHUB_STEP_SUMMARY`), creating it when missing and
  /// never truncating what earlier steps wrote.
  package func appendSummary(toPath path: String, fileSystem: any FileSystem) throws(Diagnostic) {
    do {
      try fileSystem.appendData(Data(summary.utf8), toPath: path)
    } catch {
      throw Diagnostic("cannot append to the job summary (GITHUB_STEP_SUMMARY): \(error)", file: path)
    }
  }

  /// A table cell: `|` escaped, line breaks as spaces.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  /// The last lines of a log, for an annotation.
  static func lastLines(of log: String) -> String {
    log.split(separator: "\n", omittingEmptySubsequences: false).suffix(20).joined(separator: "\n")
  }

  /// A workflow command's message: `%`, carriage return and line feed escaped.
  package static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property value: as a message, and `:` and `,` escaped too.
  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
