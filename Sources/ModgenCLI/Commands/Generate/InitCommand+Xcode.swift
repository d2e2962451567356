import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension InitCommand {
  /// Reads the `.xcodeproj` folders in the folder: the app target modules go to, its unit-test
  /// target, their folders and groups, and the app's module name.
  static func xcodeFindings(_ projects: [FoundProject], _ context: CommandContext) throws -> Findings {
    var apps: [(project: FoundProject, app: DiscoveredApp)] = []
    var empty: (survey: XcodeProjectSurvey, file: String)?
    for project in projects {
      let pbxproj = project.url.appendingPathComponent("project.pbxproj", isDirectory: false)
      let display = context.displayPath(pbxproj)
      let text = try context.fileSystem.readText(at: pbxproj)
      let survey = try XcodeProjectSurvey(text: text, file: display)
      if !survey.apps.contains(where: \.isOffered) && empty == nil { empty = (survey, display) }
      apps += survey.apps.map { (project, $0) }
    }
    // Without an app target, a framework or library target is taken when --target names it.
    let named = context.arguments.value(Self.target).map { name in apps.contains { $0.app.target.name == name } }
    if !apps.contains(where: \.app.isOffered), named != true, let (survey, file) = empty {
      var diagnostic = survey.targetsPlace ?? Diagnostic("", file: file)
      diagnostic.message = "the project has no application target for modules to go to"
      diagnostic.notes = [
        survey.targetNames.isEmpty ? "it has no targets" : "its targets: " + survey.targetNames.joined(separator: ", "),
        "name a framework or library target with --target, or pass --no-project with --sources-path and "
          + "--tests-path to write modgen.json without an Xcode project",
      ]
      throw diagnostic
    }
    let shownFile = projects.count == 1 ? context.displayPath(projects[0].url) : "the Xcode projects"
    let app = try chooseApp(apps.map(\.app), kind: "app target", in: shownFile, context)
    let project = apps.first { $0.app == app }!.project
    let tests = try chooseTests(app, in: shownFile, context)
    var findings = findings(app: app.target, tests: tests, projectName: nil)
    findings.shown.insert(("found", "\(context.displayPath(project.url)) (Xcode project)"), at: 0)
    findings.xcodeProject = XcodeProjectSettings(
      path: context.displayPath(project.url), targets: [app.target.name], testTargets: tests.map { [$0.name] } ?? [],
      group: app.target.group.flatMap { $0.isEmpty ? nil : $0 },
      testGroup: tests?.group.flatMap { $0.isEmpty ? nil : $0 })
    return findings
  }
}

extension InitCommand {
  /// The Xcode project settings to record, with groups that go with the folders `chosen`:
  /// `--group` and `--test-group` when given, else the groups `found` gives to the folders of
  /// `defaults`, followed down to the chosen folders (see ``XcodeGroupChoice``). The groups are
  /// an error without an Xcode project to hold them.
  static func xcodeProject(
    _ found: XcodeProjectSettings?, chosen: ProjectConfiguration, defaults: ProjectConfiguration,
    _ context: CommandContext
  ) throws -> XcodeProjectSettings? {
    let arguments = context.arguments
    guard var settings = found else {
      if let flag = [Self.group, Self.testGroup].first(where: { arguments.value($0) != nil }) {
        throw UsageError(
          "--\(flag.name) names an Xcode group, but init found no Xcode project to record it for",
          command: spec.name)
      }
      return nil
    }
    func given(_ flag: OptionSpec) -> String?? {
      arguments.value(flag).map { $0.isEmpty ? nil : $0 }
    }
    settings.group =
      given(Self.group)
      ?? XcodeGroupChoice.group(for: chosen.sourcesPath, folder: defaults.sourcesPath, group: settings.group)
    settings.testGroup =
      given(Self.testGroup)
      ?? XcodeGroupChoice.group(for: chosen.testsPath, folder: defaults.testsPath, group: settings.testGroup)
    return settings
  }

  /// What `init` wrote, one `(what, detail)` line per place: where modules and their tests go,
  /// with their Xcode group and targets, and the module generated tests import.
  static func summary(of configuration: ProjectConfiguration) -> [(String, String)] {
    let project = configuration.xcodeProject
    func place(_ path: String?, fallback: String, group: String?, targets: [String]) -> String {
      var detail = path ?? fallback
      if let project {
        var parts = ["Xcode group " + (group ?? "mirroring the folders")]
        if !targets.isEmpty {
          parts.append((targets.count == 1 ? "target " : "targets ") + targets.joined(separator: ", "))
        }
        detail += " (\(parts.joined(separator: ", ")) in \(project.path))"
      }
      return detail
    }
    var lines = [
      (
        "modules",
        place(configuration.sourcesPath, fallback: "Sources", group: project?.group, targets: project?.targets ?? [])
      ),
      (
        "tests",
        place(
          configuration.testsPath, fallback: "Tests", group: project?.testGroup, targets: project?.testTargets ?? [])
      ),
    ]
    if let module = configuration.productModuleName { lines.append(("imports", "@testable import \(module) in tests")) }
    return lines
  }
}
