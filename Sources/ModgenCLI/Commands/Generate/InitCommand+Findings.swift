import Foundation
import Located
import ModgenGenerate
import TemplateSpec

extension InitCommand {
  /// What `init` read from the project in the folder: defaults for modgen.json's fields, and
  /// the lines that show the user what was found.
  struct Findings {
    /// The project name (default of `project_name`).
    var projectName: String?
    /// The module generated tests import.
    var moduleName: String?
    /// Where modules go, relative to the folder.
    var sourcesPath: String?
    /// Where module tests go, relative to the folder.
    var testsPath: String?
    /// The Xcode project `gen` adds files to.
    var xcodeProject: XcodeProjectSettings?
    /// Whether the `.xcodeproj` is generated (XcodeGen, Tuist), so none is written to modgen.json.
    var projectIsGenerated = false
    /// What the target modules go to lacks for generated modules (ModuleCore, the iOS version).
    var requirementWarnings: [String] = []
    /// `(what, detail)` lines shown before the file is written.
    var shown: [(String, String)] = []

    /// The folders found, as the configuration they default (for the groups that go with them).
    var defaults: ProjectConfiguration {
      var configuration = ProjectConfiguration()
      configuration.sourcesPath = sourcesPath
      configuration.testsPath = testsPath
      return configuration
    }
  }

  /// Reads the first project found in the folder (see ``FoundProject/all(in:fileSystem:)``);
  /// nothing when there is none or `--no-project` is given.
  static func findings(_ context: CommandContext) throws -> Findings {
    guard !context.arguments.flag(Self.noProject) else { return Findings() }
    var found = FoundProject.all(in: context.workingDirectory, fileSystem: context.fileSystem)
    if let wanted = context.arguments.value(Self.project) {
      let names = found.map(\.url.lastPathComponent)
      // `./MyApp.xcodeproj/` as a shell completes it; only projects in this folder are read.
      var name = Substring(wanted)
      while name.hasSuffix("/") { name = name.dropLast() }
      if name.hasPrefix("./") { name = name.dropFirst(2) }
      guard let chosen = found.first(where: { $0.url.lastPathComponent == name }) else {
        throw UsageError(
          "no project '\(wanted)' in this folder"
            + (names.isEmpty ? "" : " (projects here: \(names.joined(separator: ", ")))"),
          suggestion: Suggestion.nearest(to: String(name), in: names), command: spec.name)
      }
      found = [chosen]
    }
    guard let first = found.first else { return Findings() }
    // Other project kinds (a Generamba Rambafile) are read in their own branch, ahead of these.
    switch first.kind {
    case .xcodeGen, .tuist: return try generatorFindings(first, context)
    case .xcodeProject: return try xcodeFindings(found.filter { $0.kind == .xcodeProject }, context)
    case .swiftPackage: return try packageFindings(first, context)
    }
  }

  /// The target modules go to: `--target` (an app, framework or library target), else the only
  /// app target, or the one picked on a terminal; with several and no terminal, a usage error
  /// naming them and the flags that choose.
  static func chooseApp(_ candidates: [DiscoveredApp], kind: String, in file: String, _ context: CommandContext) throws
    -> DiscoveredApp
  {
    if let wanted = context.arguments.value(Self.target) {
      if let app = candidates.first(where: { $0.target.name == wanted }) { return app }
      let names = candidates.map(\.target.name)
      throw UsageError(
        "\(file) has no app, framework or library target '\(wanted)' (its targets modules can go to: "
          + "\(names.joined(separator: ", ")))", suggestion: Suggestion.nearest(to: wanted, in: names),
        command: spec.name)
    }
    // A Generamba project's Rambafile names the target its modules go to.
    let rambafileTargets = ((try? rambafileDefaults(context)) ?? nil)?.xcodeProject
    if let named = rambafileTargets?.targets.first, let app = candidates.first(where: { $0.target.name == named }) {
      return app
    }
    let offered = candidates.filter(\.isOffered)
    let apps = offered.isEmpty ? candidates : offered
    let names = apps.map(\.target.name)
    if apps.count == 1 { return apps[0] }
    guard context.canPrompt(unless: Self.noInput) else {
      throw UsageError(
        "\(file) has \(apps.count) \(kind)s: \(names.joined(separator: ", ")); choose the one modules go to with "
          + "--target <name> (and its tests with --test-target <name>)", command: spec.name)
    }
    return apps[try pick(names, question: "Which \(kind) do modules go to?", kind: kind, context)]
  }

  /// Asks on the terminal which of `names` to take (a number or a name; Return takes the first)
  /// and returns its index; end of input aborts the run.
  private static func pick(_ names: [String], question: String, kind: String, _ context: CommandContext) throws -> Int {
    for (index, name) in names.enumerated() { context.errors.line("  \(index + 1). \(name)") }
    while true {
      guard let answer = context.ask("\(question) [1]: ")?.trimmingCharacters(in: .whitespaces) else {
        context.errors.line("")
        throw CLIError("init aborted at the \(kind) question (end of input); nothing was written")
      }
      if answer.isEmpty { return 0 }
      if let number = Int(answer), (1...names.count).contains(number) { return number - 1 }
      if let index = names.firstIndex(of: answer) { return index }
      context.errors.line("Answer with a number from 1 to \(names.count) or a name.")
    }
  }

  /// The test target of `app`: `--test-target`; else the only one, or the one named after the app
  /// (`<App>Tests`); else, with several, the one picked on a terminal, and without a terminal a
  /// usage error naming them and the flag that chooses.
  static func chooseTests(_ app: DiscoveredApp, in file: String, _ context: CommandContext) throws
    -> DiscoveredTarget?
  {
    let rambafileTests = ((try? rambafileDefaults(context)) ?? nil)?.xcodeProject?.testTargets.first
    if context.arguments.value(Self.testTarget) == nil, let named = rambafileTests,
      let test = app.testTargets.first(where: { $0.name == named })
    {
      return test
    }
    guard let wanted = context.arguments.value(Self.testTarget) else {
      let candidates = app.testTargets
      guard candidates.count > 1, candidates[0].name != app.target.name + "Tests" else { return candidates.first }
      let names = candidates.map(\.name)
      guard context.canPrompt(unless: Self.noInput) else {
        throw UsageError(
          "\(file) has \(names.count) unit-test targets for \(app.target.name): \(names.joined(separator: ", "));"
            + " choose the one module tests go to with --test-target <name>", command: spec.name)
      }
      let question = "Which test target do the tests of \(app.target.name)'s modules go to?"
      return candidates[try pick(names, question: question, kind: "test target", context)]
    }
    if let test = app.testTargets.first(where: { $0.name == wanted }) { return test }
    let names = app.testTargets.map(\.name)
    throw UsageError(
      "\(file) has no test target '\(wanted)' for \(app.target.name)"
        + (names.isEmpty ? "" : " (its test targets: \(names.joined(separator: ", ")))"),
      suggestion: Suggestion.nearest(to: wanted, in: names), command: spec.name)
  }

  /// Findings for a chosen target and test target whose folders are relative to the folder.
  static func findings(app: DiscoveredTarget, tests: DiscoveredTarget?, projectName: String?) -> Findings {
    var findings = Findings()
    findings.projectName = projectName ?? app.name
    findings.moduleName = app.moduleName
    findings.sourcesPath = app.folder.flatMap { $0.isEmpty ? nil : $0 }
    findings.testsPath = tests?.folder.flatMap { $0.isEmpty ? nil : $0 }
    func place(_ target: DiscoveredTarget) -> String {
      guard let folder = target.folder, !folder.isEmpty else { return "sources: not found" }
      return "sources in \(folder)" + (target.isSynchronized ? " (synchronized folder)" : "")
    }
    findings.shown.append(("target", "\(app.name): module \(app.moduleName), \(place(app))"))
    findings.requirementWarnings = ModuleRequirements.warnings(for: app)
    if let tests {
      findings.shown.append(("test target", "\(tests.name): \(place(tests))"))
    } else {
      findings.shown.append(("test target", "none found for \(app.name)"))
    }
    return findings
  }
}
