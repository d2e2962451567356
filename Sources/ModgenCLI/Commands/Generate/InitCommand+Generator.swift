import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension InitCommand {
  /// Reads an XcodeGen `project.yml` (plain YAML: targets, their `type` and `sources`) or a Tuist
  /// `Project.swift` (never run: the `name:` and `sources:` literals only). No `xcode_project` is
  /// written: the `.xcodeproj` is generated, so `gen` names the lines to add to the manifest instead.
  static func generatorFindings(_ manifest: FoundProject, _ context: CommandContext) throws -> Findings {
    let display = context.displayPath(manifest.url)
    let text = try context.fileSystem.readText(at: manifest.url)
    var apps: [DiscoveredApp] = []
    var projectName: String?
    if manifest.kind == .xcodeGen {
      do {
        let survey = try XcodeGenSurvey(text: text, file: display)
        apps = survey.apps
        projectName = survey.name
      } catch {
        var warning = error
        warning.severity = .warning
        warning.notes.append("modgen reads plain YAML only; give --target, --sources-path and --tests-path")
        context.errors.print(warning)
      }
    } else {
      let targets = ProjectSourcesManifest.tuistTargets(text)
      apps = targets.filter { !$0.isTest }.map { app in
        let tests = targets.filter { $0.isTest }.sorted { left, _ in left.name == app.name + "Tests" }
        func discovered(_ target: ProjectSourcesManifest.Target) -> DiscoveredTarget {
          DiscoveredTarget(
            name: target.name, moduleName: ProductModuleName.derive(from: target.name), folder: target.folders.first)
        }
        return DiscoveredApp(target: discovered(app), testTargets: tests.map(discovered))
      }
    }
    var findings = Findings()
    if !apps.isEmpty {
      let app = try chooseApp(apps, kind: "app target", in: display, context)
      let tests = try chooseTests(app, in: display, context)
      findings = self.findings(app: app.target, tests: tests, projectName: projectName)
    }
    findings.shown.insert(("found", "\(display) (\(manifest.kind.title); the .xcodeproj is generated from it)"), at: 0)
    return findings
  }
}
