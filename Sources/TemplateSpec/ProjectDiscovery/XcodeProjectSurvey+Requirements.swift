import XcodeProject

extension XcodeProjectSurvey {
  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the target's build configurations, else of the
  /// project's; nil when neither sets it.
  static func deploymentTarget(of target: PBXObject, in project: XcodeProjectFile) -> String? {
    func lowest(_ owner: PBXObject?) -> String? {
      guard let list = owner?["buildConfigurationList"].flatMap({ project.objects[$0] }) else { return nil }
      let versions = list.ids("buildConfigurations").compactMap {
        project.objects[$0]?.value["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string
      }
      return versions.min { ModuleRequirements.version($0, isBelow: $1) }
    }
    return lowest(target) ?? lowest(project.project)
  }

  /// Whether the target depends on a ModuleCore package product, or links a ModuleCore framework.
  static func linksModuleCore(_ target: PBXObject, in project: XcodeProjectFile) -> Bool {
    let products = target.ids("packageProductDependencies").compactMap { project.objects[$0]?["productName"] }
    if products.contains("ModuleCore") { return true }
    let phases = target.ids("buildPhases").compactMap { project.objects[$0] }
    let files = phases.filter { $0.isa == "PBXFrameworksBuildPhase" }.flatMap { $0.ids("files") }
    return files.contains { id in
      guard let file = project.objects[id] else { return false }
      if file["productRef"].flatMap({ project.objects[$0]?["productName"] }) == "ModuleCore" { return true }
      let reference = file["fileRef"].flatMap { project.objects[$0] }
      return (reference?.displayName ?? "").hasPrefix("ModuleCore")
    }
  }
}
