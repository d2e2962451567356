import Foundation
import ModgenSupport

/// A project file found in a folder: its kind and where it is.
package struct FoundProject: Sendable, Equatable {
  /// What it is.
  package var kind: ProjectKind
  /// The file (`project.yml`, `Project.swift`, `Package.swift`) or the `.xcodeproj` folder.
  package var url: URL

  /// A found project.
  package init(kind: ProjectKind, url: URL) {
    self.kind = kind
    self.url = url
  }

  /// The projects in `folder` (not below it), most specific first: a project generator's file
  /// before the `.xcodeproj` it generates, an `.xcodeproj` before a `Package.swift` beside it.
  package static func all(in folder: URL, fileSystem: any FileSystem) -> [FoundProject] {
    var found: [FoundProject] = []
    for (name, kind) in [("project.yml", ProjectKind.xcodeGen), ("Project.swift", .tuist)] {
      let file = folder.appendingPathComponent(name, isDirectory: false)
      if fileSystem.isFile(at: file) { found.append(FoundProject(kind: kind, url: file)) }
    }
    let names = ((try? fileSystem.contentsOfDirectory(at: folder)) ?? []).sorted()
    for name in names where name.hasSuffix(".xcodeproj") {
      let project = folder.appendingPathComponent(name, isDirectory: true)
      if fileSystem.isFile(at: project.appendingPathComponent("project.pbxproj", isDirectory: false)) {
        found.append(FoundProject(kind: .xcodeProject, url: project))
      }
    }
    let package = folder.appendingPathComponent("Package.swift", isDirectory: false)
    if fileSystem.isFile(at: package) { found.append(FoundProject(kind: .swiftPackage, url: package)) }
    return found
  }
}
