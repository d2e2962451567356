import Foundation
import GenerambaFormat
import Located

/// What `modgen init` and `gen` read from an XcodeGen `project.yml`: its name and each target's
/// type and source folders. Only plain YAML is read (no includes, anchors or templates).
package struct XcodeGenSurvey: Sendable {
  /// One target of `targets:`.
  package struct Target: Sendable, Equatable {
    /// Its name (the key under `targets:`).
    package var name: String
    /// `type:` (`application`, `bundle.unit-test`, …).
    package var type: String
    /// The folders of `sources:`, as written.
    package var sources: [String]
    /// The targets of `dependencies: - target: …`.
    package var dependencies: [String]
    /// The module name (`PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the name), a C99 identifier.
    package var moduleName: String
  }

  /// `name:`.
  package var name: String?
  /// The targets, in the file's order.
  package var targets: [Target]

  /// Reads `text` (`file` names it in errors).
  package init(text: String, file: String) throws(Diagnostic) {
    let root = try YAMLReader.read(text, file: file)
    name = root["name"]?.scalar?.string
    var targets: [Target] = []
    for entry in root["targets"]?.mapping ?? [] {
      guard let name = entry.key.scalar?.string else { continue }
      let node = entry.value
      var sources: [String] = []
      if let single = node["sources"]?.scalar?.string {
        sources = [single]
      } else {
        for item in node["sources"]?.sequence ?? [] {
          if let path = item.scalar?.string ?? item["path"]?.scalar?.string { sources.append(path) }
        }
      }
      let dependencies = (node["dependencies"]?.sequence ?? []).compactMap { $0["target"]?.scalar?.string }
      let settings = node["settings"]
      func setting(_ key: String) -> String? {
        settings?["base"]?[key]?.scalar?.string ?? settings?[key]?.scalar?.string
      }
      var module = name
      if let value = (setting("PRODUCT_MODULE_NAME") ?? setting("PRODUCT_NAME"))?
        .replacingOccurrences(of: "$(TARGET_NAME)", with: name)
        .replacingOccurrences(of: "${TARGET_NAME}", with: name), !value.contains("$"), !value.isEmpty
      {
        module = value
      }
      targets.append(
        Target(
          name: name, type: node["type"]?.scalar?.string ?? "", sources: sources, dependencies: dependencies,
          moduleName: ProductModuleName.derive(from: module)))
    }
    self.targets = targets
  }

  /// The application targets with their unit-test targets (those depending on them, or named
  /// `<app>Tests`), each with its first source folder.
  package var apps: [DiscoveredApp] {
    func discovered(_ target: Target) -> DiscoveredTarget {
      DiscoveredTarget(name: target.name, moduleName: target.moduleName, folder: target.sources.first)
    }
    return targets.filter { $0.type == "application" }.map { app in
      let tests = targets.filter {
        $0.type == "bundle.unit-test" && ($0.dependencies.contains(app.name) || $0.name == app.name + "Tests")
      }
      return DiscoveredApp(target: discovered(app), testTargets: tests.map(discovered))
    }
  }
}
