import Located
import XcodeProject

/// What `modgen init` reads from a `project.pbxproj`: the application targets (then the framework
/// and library targets), each with the folder and group of its sources, its module name, its
/// deployment target, whether it depends on ModuleCore, and its unit-test targets.
package struct XcodeProjectSurvey: Sendable {
  /// The application targets, in the project's order, then the framework and library targets
  /// (offered only when named).
  package var apps: [DiscoveredApp]
  /// Every target's name, for messages.
  package var targetNames: [String]
  /// Where the project lists its targets (`targets = (`), for errors about them.
  package var targetsPlace: Diagnostic?

  /// The product type of an application target.
  static let applicationType = "com.apple.product-type.application"
  /// The product types of framework and library targets.
  static let libraryTypes: Set<String> = [
    "com.apple.product-type.framework", "com.apple.product-type.framework.static",
    "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
  ]
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
    let applications = targets.filter { $0["productType"] == Self.applicationType }
    let libraries = targets.filter { Self.libraryTypes.contains($0["productType"] ?? "") }
    let unitTests = targets.filter { $0["productType"] == Self.unitTestType }
    func dependsOn(_ candidate: PBXObject, _ target: PBXObject) -> Bool {
      candidate.ids("dependencies").contains { project.objects[$0]?["target"] == target.id }
    }
    func described(_ target: PBXObject) -> DiscoveredTarget? {
      guard var found = reader.describe(target) else { return nil }
      found.deploymentTarget = Self.deploymentTarget(of: target, in: project)
      found.linksModuleCore = Self.linksModuleCore(target, in: project)
      return found
    }
    func tests(of target: PBXObject, name: String) -> [DiscoveredTarget] {
      let found = unitTests.filter { dependsOn($0, target) || $0["name"] == name + "Tests" }.compactMap(reader.describe)
      // The one named after the target first.
      return found.filter { $0.name == name + "Tests" } + found.filter { $0.name != name + "Tests" }
    }
    var apps: [DiscoveredApp] = []
    for app in applications {
      guard let target = described(app) else { continue }
      apps.append(DiscoveredApp(target: target, testTargets: tests(of: app, name: target.name)))
    }
    for library in libraries {
      guard let target = described(library) else { continue }
      var found = tests(of: library, name: target.name)
      if found.isEmpty {
        // A framework's code is also tested from the tests of the apps that embed it.
        found = applications.filter { dependsOn($0, library) }.flatMap { tests(of: $0, name: $0["name"] ?? "") }
      }
      apps.append(DiscoveredApp(target: target, testTargets: found, isOffered: false))
    }
    self.apps = apps
  }
}
