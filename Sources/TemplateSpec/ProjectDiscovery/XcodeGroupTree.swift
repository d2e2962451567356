import Foundation
import XcodeProject

/// The group tree of a project read for `modgen init`: each object's parent group, each group's
/// folder on disk, and where a target's sources live.
struct XcodeGroupTree {
  /// The classes of objects that hold children.
  static let groupClasses: Set<String> = ["PBXGroup", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup"]
  /// The project.
  let project: XcodeProjectFile
  /// The group holding each object, by id.
  private let parents: [String: String]

  /// The tree of `project`.
  init(_ project: XcodeProjectFile) {
    self.project = project
    var parents: [String: String] = [:]
    for object in project.objects.values where Self.groupClasses.contains(object.isa) {
      for child in object.ids("children") { parents[child] = object.id }
    }
    self.parents = parents
  }

  /// The groups from below the main group down to `id` (included), outermost first.
  func chain(to id: String) -> [PBXObject] {
    var result: [PBXObject] = []
    var current: String? = id
    let main = project.mainGroup?.id
    while let next = current, next != main, let object = project.objects[next], result.count < 100 {
      result.insert(object, at: 0)
      current = parents[next]
    }
    return result
  }

  /// The folder of the group `id` relative to the project's folder, or `nil` when it is not
  /// a folder below it (an absolute path, a build-products path).
  func folder(of id: String) -> String? {
    var components: [String] = []
    if let main = project.mainGroup, let path = main["path"] { components.append(path) }
    for group in chain(to: id) {
      let tree = group["sourceTree"] ?? "<group>"
      guard let path = group["path"] else {
        guard tree == "<group>" else { return nil }
        continue
      }
      switch tree {
      case "<group>": components.append(path)
      case "SOURCE_ROOT": components = [path]
      default: return nil
      }
    }
    let joined = components.joined(separator: "/").split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    return joined
  }

  /// The group path `gen` walks to reach `id`: the names Xcode shows, from below the main group.
  func groupPath(of id: String) -> String {
    chain(to: id).map { $0.displayName ?? $0.id }.joined(separator: "/")
  }

  /// The target's name, module name and where its sources live: its synchronized folder (the
  /// one named after it first), else the deepest group holding all its sources in the top-level
  /// group holding most of them.
  func describe(_ target: PBXObject) -> DiscoveredTarget? {
    guard let name = target["name"] else { return nil }
    let moduleName = Self.moduleName(of: target, name: name, project: project)
    let synchronized = target.ids("fileSystemSynchronizedGroups").compactMap { project.objects[$0] }
    func inSynchronized(_ chosen: PBXObject) -> DiscoveredTarget {
      DiscoveredTarget(
        name: name, moduleName: moduleName, folder: folder(of: chosen.id), group: groupPath(of: chosen.id),
        isSynchronized: true)
    }
    if let named = synchronized.first(where: {
      ($0.displayName ?? "").split(separator: "/").last.map(String.init) == name
    }) {
      return inSynchronized(named)
    }
    // A target that also lists files (groups and synchronized folders mixed): where its listed files are.
    if let listed = listedSourcesFolder(of: target, name: name, moduleName: moduleName) { return listed }
    if let first = synchronized.first { return inSynchronized(first) }
    return membershipFolder(of: target, name: name, moduleName: moduleName)
      ?? DiscoveredTarget(name: name, moduleName: moduleName, folder: nil)
  }

  /// The deepest group holding all of the target's listed sources in the top-level group holding
  /// most of them; nil when its Sources phase lists none.
  private func listedSourcesFolder(of target: PBXObject, name: String, moduleName: String) -> DiscoveredTarget? {
    let phase = target.ids("buildPhases").compactMap { project.objects[$0] }.first {
      $0.isa == "PBXSourcesBuildPhase"
    }
    let references = (phase?.ids("files") ?? []).compactMap { project.objects[$0]?["fileRef"] }
    let chains = references.compactMap { reference -> [PBXObject]? in
      let groups = chain(to: reference).dropLast()
      return groups.isEmpty ? nil : Array(groups)
    }
    guard !chains.isEmpty else { return nil }
    var counts: [String: Int] = [:]
    for groups in chains { counts[groups[0].id, default: 0] += 1 }
    // Most files; on a tie, the group named after the target.
    let top = counts.max { left, right in
      if left.value != right.value { return left.value < right.value }
      return project.objects[left.key]?.displayName == name
    }!.key
    let relevant = chains.filter { $0[0].id == top }
    var depth = 1
    while relevant.allSatisfy({ $0.count > depth && $0[depth].id == relevant[0][depth].id }) { depth += 1 }
    let group = relevant[0][depth - 1]
    return DiscoveredTarget(
      name: name, moduleName: moduleName, folder: folder(of: group.id), group: groupPath(of: group.id))
  }

  /// A target that owns no folder but gets files of another target's synchronized folder
  /// through its exception set (Target Membership): the folder of the first such file.
  private func membershipFolder(of target: PBXObject, name: String, moduleName: String) -> DiscoveredTarget? {
    for folder in project.objects(isa: "PBXFileSystemSynchronizedRootGroup") {
      for set in folder.ids("exceptions").compactMap({ project.objects[$0] })
      where set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" && set["target"] == target.id {
        guard let path = set.value["membershipExceptions"]?.array?.first?.string else { continue }
        let inside = path.split(separator: "/").dropLast().joined(separator: "/")
        let base = self.folder(of: folder.id)
        let group = groupPath(of: folder.id)
        func join(_ head: String?, _ tail: String) -> String? {
          head.map { [$0, tail].filter { !$0.isEmpty }.joined(separator: "/") }
        }
        return DiscoveredTarget(
          name: name, moduleName: moduleName, folder: join(base, inside), group: join(group, inside),
          isSynchronized: true)
      }
    }
    return nil
  }

  /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` with `$(TARGET_NAME)` resolved, else the target's
  /// name, made a C99 identifier as Xcode makes it (`Webasyst X` → `Webasyst_X`).
  static func moduleName(of target: PBXObject, name: String, project: XcodeProjectFile) -> String {
    let configurations =
      (target["buildConfigurationList"].flatMap { project.objects[$0] }?.ids("buildConfigurations")
      ?? []).compactMap { project.objects[$0] }
    func setting(_ key: String) -> String? {
      for configuration in configurations {
        if let value = configuration.value["buildSettings"]?[key]?.string { return value }
      }
      return nil
    }
    for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
      guard var value = setting(key) else { continue }
      for form in [
        "$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)", "$(TARGET_NAME:rfc1034identifier)",
      ] {
        value = value.replacingOccurrences(of: form, with: name)
      }
      // A value built from other settings is not guessed at.
      if value.contains("$") || value.isEmpty { continue }
      return ProductModuleName.derive(from: value)
    }
    return ProductModuleName.derive(from: name)
  }
}
