import Foundation
import Located
import ModgenSupport

/// Builds every prepared variant in one scratch package, runs their tests and turns what the
/// toolchain printed into a ``CheckReport`` with diagnostics on template lines.
///
/// The package lives in the ``CheckCache`` folder and is written incrementally. A variant whose
/// inputs (its generated files and settings, ModuleCore, the toolchain version, the destination)
/// are what they were when it last passed is not built or tested again (see ``CheckStamp``); the
/// package then holds only the variants that need building, and keeps the files of the others so
/// their build products stay current. When the build fails in some variants only, the package is
/// built again without them so the other variants' tests still run.
package struct CheckPipeline: Sendable {
  /// Bumped when the package layout or stamp meaning changes, to invalidate old stamps.
  static let layoutVersion = "modgen-check-3"

  /// Runs `swift build` / `swift test`.
  package var builder: PackageBuilder
  /// The cache folder.
  package var cache: CheckCache
  /// ModuleCore's sources, by path inside its target folder.
  package var moduleCore: [String: String]
  /// The UIKit stand-in's targets and their sources by path inside the target folder (ModuleCore builds
  /// against `UIKit` where UIKit does not exist; `UIKit` depends on the others); none when empty.
  package var uiKit: [String: [String: String]]
  /// Template texts by display path (to show template lines in diagnostics).
  package var templateSources: [String: String]
  /// The project's packages and source folders every variant builds against (modgen.json's
  /// `check.dependencies`).
  package var dependencies: CheckDependencies = .none
  /// `--jobs`.
  package var jobs: Int?
  /// Whether this run checks a selection (template names, `--param` pins, a shard): the files of
  /// variants outside it stay in the scratch package, for the runs that include them. A full run
  /// removes the files of variants that no longer exist.
  package var keepsOtherVariants = false
  /// Receives one-line progress messages (the CLI prints them to stderr).
  package var progress: @Sendable (String) -> Void
  /// Whether ModuleCore and the UIKit stand-in come from a core build shared by every scratch package
  /// (see ``CheckCoreBuild``) where that works: on this machine, without the project's packages. On unless
  /// `MODGEN_CHECK_SHARED_CORE` is `0` in the builder's environment.
  package var usesCoreBuild: Bool
  /// The core build this run links, when it uses one (set by ``run(_:)``).
  var core: CheckCoreBuild?

  /// A pipeline building in `cache`'s scratch package with `builder`; `jobs` is passed to `swift build`
  /// (its own default when nil), and `progress` receives one-line messages (dropped by default).
  package init(
    builder: PackageBuilder, cache: CheckCache, moduleCore: [String: String], uiKit: [String: [String: String]] = [:],
    templateSources: [String: String], jobs: Int? = nil, progress: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.builder = builder
    self.cache = cache
    self.moduleCore = moduleCore
    self.uiKit = uiKit
    self.templateSources = templateSources
    self.jobs = jobs
    self.progress = progress
    usesCoreBuild = builder.runner.environment["MODGEN_CHECK_SHARED_CORE"] != "0"
  }

  /// Lints, builds and tests `subjects`, returning the full report.
  package func run(_ subjects: [CheckSubject]) throws(CheckError) -> CheckReport {
    let started = Date()
    let templates = subjects.map { subject in
      var result = TemplateCheckResult(
        name: subject.name, location: subject.location, combinations: subject.combinations,
        variantCap: subject.variantCap,
        variants: subject.variants.map { prepared in
          VariantCheckResult(
            module: prepared.variant.moduleName, parameters: prepared.variant.displayParameters,
            lint: subject.problems.isEmpty && prepared.problems.isEmpty ? .passed : .failed, seconds: prepared.seconds)
        }, problems: subject.problems + subject.variants.flatMap(\.problems).mergingRepeats())
      result.warnings = subject.warnings
      return result
    }
    var report = CheckReport(templates: templates, cacheDirectory: cache.directory.filePath)
    // A variant with the same code as another is built and tested as that one (see `CheckPreparer`).
    let active = subjects.flatMap { subject in
      subject.problems.isEmpty ? subject.variants.filter { $0.problems.isEmpty && $0.sameCodeAs == nil } : []
    }.map { ActiveVariant(prepared: $0, template: subject(of: $0, in: subjects)) }
    let sameCode = Self.sameCode(in: subjects)
    if !sameCode.isEmpty {
      progress(
        "check: \(sameCode.count) variant(s) have the same code as another variant of their template;"
          + " each such module is built and tested once")
    }
    guard !active.isEmpty else {
      report.totalSeconds = Date().timeIntervalSince(started)
      return report
    }

    let lock: FileLock
    do { lock = try cache.lock() } catch { throw .scratchPackage("cannot lock \(cache.directory.filePath): \(error)") }
    defer { withExtendedLifetime(lock) {} }
    let toolchain = try builder.toolchainVersion()
    var pipeline = self
    pipeline.core = coreBuild(toolchain: toolchain)
    if let core = pipeline.core { pipeline.builder.moduleSearchPaths = [core.modulesDirectory.filePath] }
    return try pipeline.check(
      active, sameCode: sameCode, templates: templates, report: report, toolchain: toolchain, started: started)
  }

  /// Builds and tests the lint-clean variants `active` (those unchanged since they passed answered from the
  /// stamp) and completes `report` with `templates`' results; a variant in `sameCode` (keyed by its module
  /// name) gets the result of the variant it has the same code as.
  private func check(
    _ active: [ActiveVariant], sameCode: [String: String], templates: [TemplateCheckResult], report: CheckReport,
    toolchain: String, started: Date
  ) throws(CheckError) -> CheckReport {
    var templates = templates
    var report = report
    let package = ScratchPackage(root: cache.packageDirectory, fileSystem: cache.fileSystem)

    // Variants unchanged since they last passed (in this selection or another) are not built again.
    let shared = sharedInputs(toolchain: toolchain)
    let inputs = Dictionary(active.map { ($0.name, variantInputs($0, shared: shared)) }) { first, _ in first }
    let buildFolder = cache.packageDirectory.appendingPathComponent(".build", isDirectory: false)
    let previous = cache.readStamp().flatMap { stamp in
      stamp.shared == shared && cache.fileSystem.exists(at: buildFolder) ? stamp : nil
    }
    var results: [String: VariantCheckResult] = [:]
    for variant in active {
      guard var stored = previous?.reusableResult(of: variant.name, inputs: inputs[variant.name] ?? "") else {
        continue
      }
      stored.build = .cached
      stored.tests = stored.tests == .skipped ? .skipped : .cached
      stored.seconds = variant.prepared.seconds
      results[variant.name] = stored
    }
    let changed = active.filter { results[$0.name] == nil }
    var entries = previous?.variants ?? [:]
    if changed.isEmpty {
      progress("check: \(active.count) variant(s) unchanged since they last passed; reusing their results")
      report.reusedPreviousRun = true
    } else {
      if !results.isEmpty {
        progress(
          "check: \(results.count) variant(s) unchanged since they last passed; building the other \(changed.count)")
      }
      // The reused variants' files stay (and, in a selection, every other variant's), so that their build
      // products stay current for the next run that includes them.
      let reused = active.filter { results[$0.name] != nil }
      var keptFolders = Set(reused.flatMap { variantTargets($0).map(\.folder) })
      if keepsOtherVariants {
        keptFolders.formUnion(entries.keys.flatMap { ["Sources/\($0)", "Tests/\($0)Tests"] })
      } else {
        entries = entries.filter { name, _ in inputs[name] != nil }
      }
      let origins = changed.flatMap { originsOf($0, package: package) }
      let mapper = DiagnosticMapper(origins: origins, templateSources: templateSources, fileSystem: cache.fileSystem)
      let summary = try write(package, changed, keeping: keptFolders)
      progress(
        "check: \(changed.count) variant(s) in \(cache.packageDirectory.filePath)"
          + " (\(summary.written.count) file(s) written, \(summary.unchanged) unchanged,"
          + " \(summary.removed.count) removed)")
      var linted: [String: VariantCheckResult] = [:]
      for template in templates { for variant in template.variants { linted[variant.module] = variant } }
      let built = try buildAndTest(changed, package: package, mapper: mapper, linted: linted, keeping: keptFolders)
      built.record(in: &report)
      for variant in changed {
        guard let result = built.results[variant.name] else { continue }
        results[variant.name] = result
        entries[variant.name] = CheckStamp.Entry(inputs: inputs[variant.name] ?? "", result: result)
      }
      try? cache.writeStamp(CheckStamp(shared: shared, variants: entries))
    }
    for index in templates.indices {
      templates[index].variants = templates[index].variants.map { variant in
        Self.result(of: variant, sameCode: sameCode, results: results)
      }
    }
    report.templates = templates
    report.totalSeconds = Date().timeIntervalSince(started)
    return report
  }

  /// A lint-clean variant with its template's name.
  struct ActiveVariant: Sendable {
    var prepared: PreparedVariant
    var template: String
    var name: String { prepared.variant.moduleName }
  }

  private func subject(of prepared: PreparedVariant, in subjects: [CheckSubject]) -> String {
    subjects.first { $0.variants.contains { $0.variant == prepared.variant } }?.name ?? ""
  }

  /// Builds, rebuilds without failing variants if needed and runs the tests; returns each
  /// variant's result, by module name (its result in `linted` with the build and tests filled in),
  /// with the build's diagnostics, times and unexplained logs. The folders in `keeping` (variants
  /// not built this time) stay in the package.
  private func buildAndTest(
    _ active: [ActiveVariant], package: ScratchPackage, mapper: DiagnosticMapper,
    linted: [String: VariantCheckResult], keeping: Set<String>
  ) throws(CheckError) -> BuildOutcome {
    var outcome = BuildOutcome(results: linted)
    // The core's build counts in the run's build time, in no variant's: every later check shares it.
    if let core,
      let coreBuild = try core.prepare(
        builder: builder, jobs: jobs, fileSystem: cache.fileSystem, progress: progress)
    {
      outcome.buildSeconds += coreBuild.seconds
      if !coreBuild.succeeded {
        // Nothing can build without ModuleCore.
        outcome.buildLog = Self.tail(coreBuild.output, lines: 60)
        for variant in active { outcome.results[variant.name]?.build = .failed }
        return outcome
      }
    }
    let built = try build(active, package: package, mapper: mapper, keeping: keeping, outcome: &outcome)
    let testable = built.filter { variant in variant.prepared.files.contains(where: \.isTest) }
    guard !testable.isEmpty else { return outcome }
    try test(testable, package: package, mapper: mapper, outcome: &outcome)
    return outcome
  }

  /// Builds `active`, again without the failing variants until the build passes or no new culprit
  /// appears; fills in each variant's build in `outcome` and returns the variants that built.
  private func build(
    _ active: [ActiveVariant], package: ScratchPackage, mapper: DiagnosticMapper, keeping: Set<String>,
    outcome: inout BuildOutcome
  ) throws(CheckError) -> [ActiveVariant] {
    let withCore = core == nil ? " and ModuleCore" : ""
    progress("check: \(builder.destination.buildTool) (\(active.count) variant(s)\(withCore))")
    var build = try builder.build(package: package.root, jobs: jobs)
    outcome.buildSeconds += build.seconds
    Self.share(buildSeconds: build.seconds, among: active, in: &outcome.results)
    var diagnostics = mapper.mapAll(build.diagnostics)
    var failed = failingVariants(build.diagnostics, mapper: mapper)
    diagnostics += try completeDiagnostics(of: active.filter { failed.contains($0.name) }, package, mapper, diagnostics)
    var built = active.filter { !failed.contains($0.name) }
    // SwiftPM stops at the first target that fails, so other variants may not have been tried:
    // build again without the failing ones until the build passes or no new culprit appears.
    while !build.succeeded && !failed.isEmpty && !built.isEmpty {
      progress("check: \(failed.count) variant(s) failed to build; building the other \(built.count) again")
      _ = try write(package, built, keeping: keeping)
      build = try builder.build(package: package.root, jobs: jobs)
      outcome.buildSeconds += build.seconds
      Self.share(buildSeconds: build.seconds, among: built, in: &outcome.results)
      diagnostics += mapper.mapAll(build.diagnostics).filter { !diagnostics.contains($0) }
      let newlyFailed = failingVariants(build.diagnostics, mapper: mapper).subtracting(failed)
      failed.formUnion(newlyFailed)
      diagnostics += try completeDiagnostics(
        of: built.filter { newlyFailed.contains($0.name) }, package, mapper, diagnostics)
      built = built.filter { !failed.contains($0.name) }
      if newlyFailed.isEmpty { break }
    }
    // Group by template place, so one mistake seen in several variants reads as one block.
    outcome.diagnostics = diagnostics.enumerated().sorted { lhs, rhs in
      let left = (lhs.element.file, lhs.element.line, lhs.element.column)
      let right = (rhs.element.file, rhs.element.line, rhs.element.column)
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
    if !build.succeeded {
      outcome.buildLog = Self.tail(build.output, lines: 60)
      // A failure no generated file explains (ModuleCore, linking): nothing could be tested.
      if failed.isEmpty || built.count == active.count { failed.formUnion(built.map(\.name)) }
      built = []
    }
    for variant in active {
      outcome.results[variant.name]?.build = failed.contains(variant.name) ? .failed : .passed
    }
    return built
  }

  /// Runs the tests of the built variants `testable` and fills in each one's tests in `outcome`,
  /// each test case attributed to the variant it belongs to.
  private func test(
    _ testable: [ActiveVariant], package: ScratchPackage, mapper: DiagnosticMapper, outcome: inout BuildOutcome
  ) throws(CheckError) {
    progress("check: \(builder.destination.testTool) (\(testable.count) variant(s))")
    let tests = try builder.test(package: package.root)
    outcome.testSeconds = tests.seconds
    var attributed = Set<Int>()
    var caseSeconds: [String: Double] = [:]
    for variant in testable {
      // The test types each variant declares, found once per variant, not once per test case.
      let declared = Set(variant.prepared.files.filter(\.isTest).flatMap { Self.declaredTypes(in: $0.text) })
      let owned = tests.cases.indices.filter { owns(variant, tests.cases[$0], declaring: declared, mapper: mapper) }
      attributed.formUnion(owned)
      var cases = owned.map { tests.cases[$0] }
      for index in cases.indices where !cases[index].passed {
        cases[index].templateLocation = templateLocation(of: cases[index], in: variant, mapper: mapper)
      }
      caseSeconds[variant.name] = cases.reduce(0) { $0 + $1.seconds }
      outcome.results[variant.name]?.record(cases, of: variant.name)
    }
    Self.share(testSeconds: tests.seconds, byCaseSeconds: caseSeconds, in: &outcome.results)
    let unexplained = tests.cases.indices.filter { !attributed.contains($0) && !tests.cases[$0].passed }
    if !tests.succeeded && (tests.cases.allSatisfy(\.passed) || !unexplained.isEmpty) {
      outcome.testLog = Self.tail(tests.output, lines: 60)
      for variant in testable where outcome.results[variant.name]?.tests == .passed {
        outcome.results[variant.name]?.tests = .failed
      }
    }
  }

  /// Every error of the failing variants' library targets, while their files are still in the
  /// package (SwiftPM may have stopped before compiling all of them); only new ones are returned.
  private func completeDiagnostics(
    of variants: [ActiveVariant], _ package: ScratchPackage, _ mapper: DiagnosticMapper,
    _ known: [MappedDiagnostic]
  ) throws(CheckError) -> [MappedDiagnostic] {
    var found: [MappedDiagnostic] = []
    // The whole-module pass compiles for this machine; for a simulator, xcodebuild's own list stands.
    guard builder.destination == .host else { return found }
    for variant in variants {
      let code = originsOf(variant, package: package).filter { $0.displayPath.hasPrefix("Sources/") }
      do {
        let extra = try builder.diagnoseTarget(
          package: package.root, moduleName: variant.name, files: code.map(\.generatedPath))
        found += mapper.mapAll(extra).filter { !known.contains($0) && !found.contains($0) }
      } catch .interrupted {
        throw .interrupted
      } catch {
        progress("check: the errors of \(variant.name) may be incomplete (\(error.description))")
      }
    }
    return found
  }

  /// Whether `testCase` belongs to `variant`: by its module, its failure's file, or its suite
  /// among the types the variant's tests declare (`declared`).
  private func owns(
    _ variant: ActiveVariant, _ testCase: TestCaseResult, declaring declared: Set<String>, mapper: DiagnosticMapper
  ) -> Bool {
    if let dot = testCase.suite.firstIndex(of: "."), testCase.suite[..<dot] == variant.name + "Tests" { return true }
    if let file = testCase.failureFile, let origin = mapper.origin(of: file) { return origin.variant == variant.name }
    return declared.contains(testCase.suite)
  }

  /// Names after `class`/`struct`/`enum`/`actor` keywords in Swift source.
  static func declaredTypes(in text: String) -> [String] {
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    var names: [String] = []
    for (index, word) in words.enumerated() where ["class", "struct", "enum", "actor"].contains(word) {
      if index + 1 < words.count { names.append(String(words[index + 1])) }
    }
    return names
  }

  /// The template line of a failing test's first failure, through the source map.
  private func templateLocation(of testCase: TestCaseResult, in variant: ActiveVariant, mapper: DiagnosticMapper)
    -> SourceLocation?
  {
    guard let file = testCase.failureFile, let line = testCase.failureLine else { return nil }
    let origin =
      mapper.origin(of: file)
      ?? originsOf(variant, package: ScratchPackage(root: cache.packageDirectory, fileSystem: cache.fileSystem)).first {
        $0.generatedPath.hasSuffix("/" + file)
      }
    return origin?.origin(ofLine: line).map { SourceLocation(file: $0.file, line: $0.line, column: 1) }
  }

  /// Variants owning a generated file with an error or warning.
  private func failingVariants(_ diagnostics: [CompilerDiagnostic], mapper: DiagnosticMapper) -> Set<String> {
    Set(
      diagnostics.filter { $0.severity == .error || $0.severity == .warning }.compactMap {
        mapper.origin(of: $0.path)?.variant
      })
  }

  private func write(_ package: ScratchPackage, _ variants: [ActiveVariant], keeping: Set<String> = [])
    throws(CheckError) -> ScratchPackage.WriteSummary
  {
    do {
      let notes = core.map {
        [
          "ModuleCore and UIKit come from \($0.directory.filePath); build by hand with",
          "swift build --build-tests -Xswiftc -I -Xswiftc \($0.modulesDirectory.filePath)",
        ]
      }
      return try package.write(
        targets: targets(variants), packages: dependencies.packages, keeping: keeping, notes: notes ?? [])
    } catch {
      throw .scratchPackage("\(error)")
    }
  }

  private func originsOf(_ variant: ActiveVariant, package: ScratchPackage) -> [GeneratedFileOrigin] {
    variant.prepared.files.map { file in
      let folder =
        (file.isTest ? "Tests/\(variant.name)Tests/" : "Sources/\(variant.name)/") + targetPath(file, variant)
      return GeneratedFileOrigin(
        generatedPath: package.root.appendingPathComponent(folder, isDirectory: false).standardizedFileURL.filePath,
        displayPath: folder,
        templateFile: file.templateFile, templateName: variant.template, variant: variant.name,
        parameters: variant.prepared.variant.parameterStrings, lineOrigins: file.lineOrigins, text: file.text)
    }
  }

  /// The last `lines` lines of `text`.
  static func tail(_ text: String, lines: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
  }
}
