/// Everything one `modgen check` run found; `--json` prints it, the table summarises it.
package struct CheckReport: Sendable, Codable, Equatable {
  /// Per-template results.
  package var templates: [TemplateCheckResult]
  /// Compiler diagnostics, rewritten to template lines where possible.
  package var diagnostics: [MappedDiagnostic]
  /// Build output kept when the build failed without a located diagnostic (e.g. a link error).
  package var buildLog: String?
  /// The end of `swift test`'s output when it failed in a way no single test explains (a crash).
  package var testLog: String?
  /// The cache folder holding the scratch package.
  package var cacheDirectory: String
  /// Whether build and tests were skipped because nothing changed since a passing run.
  package var reusedPreviousRun: Bool
  /// Seconds spent in `swift build`.
  package var buildSeconds: Double
  /// Seconds spent in `swift test`.
  package var testSeconds: Double
  /// Seconds for the whole run.
  package var totalSeconds: Double

  private enum CodingKeys: String, CodingKey {
    case templates, diagnostics, buildLog = "build_log", testLog = "test_log", cacheDirectory = "cache_directory",
      reusedPreviousRun = "reused_previous_run", buildSeconds = "build_seconds", testSeconds = "test_seconds",
      totalSeconds = "total_seconds"
  }

  /// A report of `templates`; the diagnostics, logs and times start empty or zero and are filled in
  /// as the run goes.
  package init(
    templates: [TemplateCheckResult], diagnostics: [MappedDiagnostic] = [], buildLog: String? = nil,
    testLog: String? = nil,
    cacheDirectory: String, reusedPreviousRun: Bool = false, buildSeconds: Double = 0, testSeconds: Double = 0,
    totalSeconds: Double = 0
  ) {
    self.templates = templates
    self.diagnostics = diagnostics
    self.buildLog = buildLog
    self.testLog = testLog
    self.cacheDirectory = cacheDirectory
    self.reusedPreviousRun = reusedPreviousRun
    self.buildSeconds = buildSeconds
    self.testSeconds = testSeconds
    self.totalSeconds = totalSeconds
  }

  /// Whether everything passed.
  package var passed: Bool {
    !templates.isEmpty && templates.allSatisfy(\.passed)
      && !diagnostics.contains { $0.severity == .error || $0.severity == .warning }
  }
}
