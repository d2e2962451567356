import Foundation
import GenerambaFormat
import Located

/// What `modgen init` and `gen` read from an XcodeGen `project.yml`: its name and each target's
/// type, source folders, dependencies and deployment target. The whole YAML language is read
/// (block scalars, anchors, merge keys…); keys that say nothing about targets and sources are
/// not looked at, and `targetTemplates` a target names give it the keys it does not set itself.
/// Files named by `include:` are not read.
package struct XcodeGenSurvey: Sendable {
  /// One target of `targets:`.
  package struct Target: Sendable, Equatable {
    /// Its name (the key under `targets:`).
    package var name: String
    /// `type:` (`application`, `framework`, `bundle.unit-test`, …).
    package var type: String
    /// The folders of `sources:`, as written.
    package var sources: [String]
    /// The targets of `dependencies: - target: …`.
    package var dependencies: [String]
    /// The module name (`PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the name), a C99 identifier.
    package var moduleName: String
    /// The iOS deployment target (`deploymentTarget`, `IPHONEOS_DEPLOYMENT_TARGET`, else the
    /// project's `options.deploymentTarget`), nil when none is given or the target is not for iOS.
    package var deploymentTarget: String?
    /// Whether a dependency names ModuleCore (a package product, framework, Carthage or target).
    package var linksModuleCore: Bool
  }

  /// The target types modules can go to besides applications.
  static let codeTypes: Set<String> = [
    "framework", "framework.static", "library.static", "library.dynamic", "application",
  ]

  /// `name:`.
  package var name: String?
  /// The targets, in the file's order.
  package var targets: [Target]
  /// The files `include:` names, which are not read.
  package var includes: [String]

  /// Reads `text` (`file` names it in errors).
  package init(text: String, file: String) throws(Diagnostic) {
    let root = try YAMLReader.read(text, file: file, lastDuplicateWins: true)
    name = root["name"]?.scalar?.string
    includes = (root["include"]?.sequence ?? root["include"].map { [$0] } ?? []).compactMap {
      $0.scalar?.string ?? $0["path"]?.scalar?.string
    }
    let projectDeployment = Self.iOSVersion(root["options"]?["deploymentTarget"])
    var targets: [Target] = []
    for entry in root["targets"]?.mapping ?? [] {
      guard let name = entry.key.scalar?.text else { continue }
      let node = Self.applyingTemplates(to: entry.value, named: name, templates: root["targetTemplates"])
      targets.append(Self.target(name, node, projectDeployment: projectDeployment))
    }
    self.targets = targets
  }

  /// The target `name` as `node` describes it.
  private static func target(_ name: String, _ node: YAMLNode, projectDeployment: String?) -> Target {
    func substituted(_ text: String) -> String {
      text.replacingOccurrences(of: "${target_name}", with: name).replacingOccurrences(of: "$target_name", with: name)
    }
    var sources: [String] = []
    let sourceNodes = node["sources"].map { $0.sequence ?? [$0] } ?? []
    for item in sourceNodes {
      if let path = item.scalar?.text ?? item["path"]?.scalar?.text, !path.isEmpty { sources.append(substituted(path)) }
    }
    let dependencyNodes = node["dependencies"]?.sequence ?? []
    let dependencies = dependencyNodes.compactMap { $0["target"]?.scalar?.text }
    let linksModuleCore = dependencyNodes.contains { dependency in
      ["package", "product", "framework", "carthage", "target", "sdk"].contains {
        dependency[$0]?.scalar?.text.split(separator: "/").last?.hasPrefix("ModuleCore") ?? false
      }
    }
    let settings = node["settings"]
    func setting(_ key: String) -> String? {
      settings?["base"]?[key]?.scalar?.text ?? settings?[key]?.scalar?.text
    }
    var module = name
    if let value = (setting("PRODUCT_MODULE_NAME") ?? setting("PRODUCT_NAME"))?
      .replacingOccurrences(of: "$(TARGET_NAME)", with: name)
      .replacingOccurrences(of: "${TARGET_NAME}", with: name), !value.contains("$"), !value.isEmpty
    {
      module = value
    }
    let platforms = node["platform"].map { $0.sequence ?? [$0] }?.compactMap { $0.scalar?.text } ?? []
    let isIOS = platforms.isEmpty || platforms.contains("iOS")
    let deployment =
      iOSVersion(node["deploymentTarget"]) ?? setting("IPHONEOS_DEPLOYMENT_TARGET") ?? projectDeployment
    return Target(
      name: name, type: node["type"]?.scalar?.text ?? "", sources: sources, dependencies: dependencies,
      moduleName: ProductModuleName.derive(from: module), deploymentTarget: isIOS ? deployment : nil,
      linksModuleCore: linksModuleCore)
  }

  /// `deploymentTarget: "15.0"` or `deploymentTarget: {iOS: "15.0"}`: the iOS version.
  private static func iOSVersion(_ node: YAMLNode?) -> String? {
    guard let node else { return nil }
    return node.scalar?.text ?? node["iOS"]?.scalar?.text
  }

  /// `node` with the keys of the `targetTemplates` it names (`templates: [Name]`) that it does not
  /// set itself, the first template named winning.
  private static func applyingTemplates(to node: YAMLNode, named name: String, templates: YAMLNode?) -> YAMLNode {
    guard let names = node["templates"]?.sequence, let templates, var entries = node.mapping else { return node }
    var present = Set(entries.compactMap { $0.key.scalar?.text })
    for templateName in names.compactMap({ $0.scalar?.text }) {
      for entry in templates[templateName]?.mapping ?? [] {
        guard let key = entry.key.scalar?.text, !present.contains(key) else { continue }
        present.insert(key)
        entries.append(entry)
      }
    }
    var result = node
    result.content = .mapping(entries)
    return result
  }

  /// The targets modules can go to (application targets, then framework and library targets),
  /// each with its unit-test targets: those depending on it or named `<target>Tests`, else, for a
  /// framework, those of the apps that depend on it. Each has its first source folder.
  package var apps: [DiscoveredApp] {
    func discovered(_ target: Target) -> DiscoveredTarget {
      DiscoveredTarget(
        name: target.name, moduleName: target.moduleName, folder: target.sources.first,
        deploymentTarget: target.deploymentTarget, linksModuleCore: target.linksModuleCore)
    }
    let unitTests = targets.filter { $0.type == "bundle.unit-test" }
    func tests(of target: Target) -> [Target] {
      let direct = unitTests.filter { $0.dependencies.contains(target.name) || $0.name == target.name + "Tests" }
      return direct.filter { $0.name == target.name + "Tests" } + direct.filter { $0.name != target.name + "Tests" }
    }
    let applications = targets.filter { $0.type == "application" }
    let libraries = targets.filter { Self.codeTypes.contains($0.type) && $0.type != "application" }
    return applications.map { DiscoveredApp(target: discovered($0), testTargets: tests(of: $0).map(discovered)) }
      + libraries.map { library in
        var found = tests(of: library)
        if found.isEmpty {
          found = applications.filter { $0.dependencies.contains(library.name) }.flatMap(tests(of:))
        }
        return DiscoveredApp(target: discovered(library), testTargets: found.map(discovered), isOffered: false)
      }
  }
}
