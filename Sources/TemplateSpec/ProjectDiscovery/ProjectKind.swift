/// The kinds of project `modgen init` recognises in a folder.
package enum ProjectKind: String, Sendable, Equatable, CaseIterable {
  /// An XcodeGen `project.yml` (the `.xcodeproj` is generated from it).
  case xcodeGen
  /// A Tuist `Project.swift` (the `.xcodeproj` is generated from it).
  case tuist
  /// An Xcode project, `<name>.xcodeproj`.
  case xcodeProject
  /// A Swift package, `Package.swift`.
  case swiftPackage

  /// How the kind is named to users.
  package var title: String {
    switch self {
    case .xcodeGen: "XcodeGen project"
    case .tuist: "Tuist project"
    case .xcodeProject: "Xcode project"
    case .swiftPackage: "Swift package"
    }
  }
}
