import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension InitCommand {
  /// Reads an XcodeGen `project.yml` (targets, their `type`, `sources`, dependencies and deployment
  /// target) or a Tuist `Project.swift` (never run: the `name:`, `product:` and `sources:` literals
  /// only). A `project.yml` that cannot be read is an error at its place: nothing is taken from
  /// elsewhere instead. No `xcode_project` is written: the `.xcodeproj` is generated, so `gen` names
  /// the lines to add to the manifest instead.
  static func generatorFindings(_ manifest: FoundProject, _ context: CommandContext) throws -> Findings {
    let display = context.displayPath(manifest.url)
    let text = try context.fileSystem.readText(at: manifest.url)
    var apps: [DiscoveredApp] = []
    var projectName: String?
    if manifest.kind == .xcodeGen {
      let survey: XcodeGenSurvey
      do {
        survey = try XcodeGenSurvey(text: text, file: display)
      } catch {
        var diagnostic = error
        diagnostic.message = "cannot read \(manifest.url.lastPathComponent): " + diagnostic.message
        diagnostic.notes.append(
          "init reads its targets and their sources; fix the file, or run init with --no-project and give "
            + "--sources-path, --tests-path and --product-module-name")
        throw diagnostic
      }
      apps = survey.apps
      projectName = survey.name
    } else {
      let targets = ProjectSourcesManifest.tuistTargets(text)
      apps = targets.filter { !$0.isTest }.map { app in
        let tests = targets.filter { $0.isTest }.sorted { left, _ in left.name == app.name + "Tests" }
        return DiscoveredApp(
          target: app.discovered, testTargets: tests.map(\.discovered), isOffered: ["", "app"].contains(app.product))
      }
    }
    var findings = Findings()
    if !apps.isEmpty {
      let app = try chooseApp(apps, kind: "app target", in: display, context)
      let tests = try chooseTests(app, in: display, context)
      findings = self.findings(app: app.target, tests: tests, projectName: projectName)
    }
    findings.shown.insert(("found", "\(display) (\(manifest.kind.title); the .xcodeproj is generated from it)"), at: 0)
    findings.projectIsGenerated = true
    return findings
  }
}
