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
