/// A target `modgen init` found in a project: where its sources live and, for the target modules
/// go to, the module name generated tests import.
package struct DiscoveredTarget: Sendable, Equatable {
  /// The target's name.
  package var name: String
  /// The Swift module name (`@testable import`), as the build derives it.
  package var moduleName: String
  /// The folder of the target's sources, relative to the project's folder (`nil` when unknown).
  package var folder: String?
  /// The Xcode group path of that folder (group names from the main group), when read from an
  /// `.xcodeproj`.
  package var group: String?
  /// Whether the folder is an Xcode 16 synchronized folder (Xcode picks new files up itself).
  package var isSynchronized: Bool
  /// The iOS version it deploys to, as the project states it (`nil` when unknown or not iOS).
  package var deploymentTarget: String?
  /// Whether it depends on ModuleCore (`nil` when the project does not say).
  package var linksModuleCore: Bool?

  /// A target.
  package init(
    name: String, moduleName: String, folder: String?, group: String? = nil, isSynchronized: Bool = false,
    deploymentTarget: String? = nil, linksModuleCore: Bool? = nil
  ) {
    self.name = name
    self.moduleName = moduleName
    self.folder = folder
    self.group = group
    self.isSynchronized = isSynchronized
    self.deploymentTarget = deploymentTarget
    self.linksModuleCore = linksModuleCore
  }
}
