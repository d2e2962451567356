import Located
import XcodeProject

/// What `modgen init` reads from a `project.pbxproj`: the application targets, each with the
/// folder and group of its sources, its module name and its unit-test targets.
package struct XcodeProjectSurvey: Sendable {
  /// The application targets, in the project's order.
  package var apps: [DiscoveredApp]
  /// Every target's name, for messages.
  package var targetNames: [String]
  /// Where the project lists its targets (`targets = (`), for errors about them.
  package var targetsPlace: Diagnostic?

  /// The product type of an application target.
  static let applicationType = "com.apple.product-type.application"
  /// The product type of a unit-test bundle.
  static let unitTestType = "com.apple.product-type.bundle.unit-test"

  /// Reads `text` (a `project.pbxproj`, named `file` in errors).
  package init(text: String, file: String) throws(Diagnostic) {
    let project = try XcodeProjectFile(text: text, file: file)
    let reader = XcodeGroupTree(project)
    targetNames = project.targets.compactMap { $0["name"] }
    if let list = project.project?.value["targets"] {
      let location = project.source.location(at: list.range.lowerBound)
      targetsPlace = Diagnostic("", at: location, sourceLine: project.source.lineText(location.line))
    }
    let targets = project.targets
    var apps: [DiscoveredApp] = []
    for app in targets where app["productType"] == Self.applicationType {
      guard let target = reader.describe(app) else { continue }
      let tests = targets.filter { candidate in
        guard candidate["productType"] == Self.unitTestType else { return false }
        let dependsOnApp = candidate.ids("dependencies").contains { project.objects[$0]?["target"] == app.id }
        return dependsOnApp || candidate["name"] == target.name + "Tests"
      }
      let described = tests.compactMap(reader.describe)
      // The one named after the app first.
      let ordered =
        described.filter { $0.name == target.name + "Tests" }
        + described.filter {
          $0.name != target.name + "Tests"
        }
      apps.append(DiscoveredApp(target: target, testTargets: ordered))
    }
    self.apps = apps
  }
}
