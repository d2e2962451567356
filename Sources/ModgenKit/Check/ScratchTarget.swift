/// A target of the scratch package `modgen check` builds.
public struct ScratchTarget: Sendable, Equatable {
  /// The target (and Swift module) name.
  public var name: String
  /// Whether it is a test target (under `Tests/`) rather than a library target (under `Sources/`).
  public var isTest: Bool
  /// Names of the targets it depends on.
  public var dependencies: [String]
  /// Its files: path relative to the target folder → contents.
  public var files: [String: String]

  /// Creates a target description.
  public init(name: String, isTest: Bool, dependencies: [String], files: [String: String]) {
    self.name = name
    self.isTest = isTest
    self.dependencies = dependencies
    self.files = files
  }

  /// The target folder relative to the package root.
  public var folder: String { (isTest ? "Tests/" : "Sources/") + name }
}
