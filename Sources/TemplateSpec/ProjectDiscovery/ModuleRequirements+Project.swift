import Foundation
import ModgenSupport

extension ModuleRequirements {
  /// The target modules go to in the project modgen.json at `file` describes, read from the
  /// project: its `xcode_project`'s first target, else the target of the XcodeGen `project.yml` (or
  /// Tuist `Project.swift`) beside modgen.json whose sources hold `sources_path`. Nil when none says.
  package static func moduleTarget(
    of configuration: ProjectConfiguration, at file: URL, fileSystem: any FileSystem
  ) -> DiscoveredTarget? {
    let root = file.deletingLastPathComponent()
    if let settings = configuration.xcodeProject, let name = settings.targets.first {
      let pbxproj = root.appendingPathComponent(settings.path, isDirectory: true)
        .appendingPathComponent("project.pbxproj", isDirectory: false)
      guard let text = try? fileSystem.readText(at: pbxproj),
        let survey = try? XcodeProjectSurvey(text: text, file: pbxproj.lastPathComponent)
      else { return nil }
      return survey.apps.first { $0.target.name == name }?.target
    }
    guard let folder = configuration.sourcesPath else { return nil }
    let manifest = root.appendingPathComponent("project.yml", isDirectory: false)
    if let text = try? fileSystem.readText(at: manifest) {
      guard let survey = try? XcodeGenSurvey(text: text, file: manifest.lastPathComponent) else { return nil }
      return survey.apps.first { app in
        app.target.folder.map { ProjectSourcesManifest.folder(folder, isInside: $0) } ?? false
      }?.target
    }
    let tuist = root.appendingPathComponent("Project.swift", isDirectory: false)
    guard let text = try? fileSystem.readText(at: tuist) else { return nil }
    return ProjectSourcesManifest.tuistTargets(text).first { target in
      !target.isTest && target.folders.contains { ProjectSourcesManifest.folder(folder, isInside: $0) }
    }?.discovered
  }
}
