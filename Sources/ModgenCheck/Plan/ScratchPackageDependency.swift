/// A project's local Swift package the scratch package depends on (modgen.json's `check.dependencies`).
struct ScratchPackageDependency: Sendable, Equatable {
  /// The package folder's absolute path.
  var path: String
  /// The products generated modules import.
  var products: [String]

  /// The package's identity as SwiftPM derives it for a path dependency: the folder's name.
  var identity: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `.package(path: "…")` for `Package.swift`.
  var manifestEntry: String { ".package(path: \(ScratchPackage.quoted(path)))" }
}
