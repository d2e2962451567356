import Foundation
import Located
import ModgenGenerate
import ModgenSupport
import TemplateSpec

extension InitCommand {
  /// Reads the local package (`swift package describe`): the target modules go to, its test
  /// target and module name. A manifest that does not build is an error; nothing is written.
  static func packageFindings(_ manifest: FoundProject, _ context: CommandContext) throws -> Findings {
    let folder = manifest.url.deletingLastPathComponent()
    let survey = try PackageSurvey.describe(folder: folder, runner: ProcessRunner(environment: context.environment))
    let display = context.displayPath(manifest.url)
    guard !survey.apps.isEmpty else {
      throw Diagnostic(
        "\(display) has no library or executable target for modules to go to", file: manifest.url.filePath,
        notes: ["add a target, or pass --no-project with --sources-path and --tests-path"])
    }
    let app = try chooseApp(survey.apps, kind: "target", in: display, context)
    let tests = try chooseTests(app, in: display, context)
    var findings = findings(app: app.target, tests: tests, projectName: survey.name.isEmpty ? nil : survey.name)
    findings.shown.insert(("found", "\(display) (Swift package)"), at: 0)
    return findings
  }
}
