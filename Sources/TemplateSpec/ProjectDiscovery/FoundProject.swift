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
    // Looked for by path: a URL is made only for what is found.
    let folderPath = folder.filePath
    func existingFile(_ name: String) -> URL? {
      let path = PathComponents.child(name, of: folderPath)
      return fileSystem.isFile(atPath: path) ? URL(fileURLWithPath: path, isDirectory: false) : nil
    }
    for (name, kind) in [("project.yml", ProjectKind.xcodeGen), ("Project.swift", .tuist)] {
      if let file = existingFile(name) { found.append(FoundProject(kind: kind, url: file)) }
    }
    let names = ((try? fileSystem.contentsOfDirectory(at: folder)) ?? []).sorted()
    for name in names where name.hasSuffix(".xcodeproj") {
      let project = folder.appendingPathComponent(name, isDirectory: true)
      if fileSystem.isFile(at: project.appendingPathComponent("project.pbxproj", isDirectory: false)) {
        found.append(FoundProject(kind: .xcodeProject, url: project))
      }
    }
    if let package = existingFile("Package.swift") { found.append(FoundProject(kind: .swiftPackage, url: package)) }
    return found
  }
}
