/// A target of the scratch package `modgen check` builds.
struct ScratchTarget: Sendable, Equatable {
  /// A product of another package that a target depends on.
  struct Product: Sendable, Equatable {
    /// The product's name.
    var name: String
    /// The package's identity (a path dependency's folder name).
    var package: String
  }

  /// The target (and Swift module) name.
  var name: String
  /// Whether it is a test target (under `Tests/`) rather than a library target (under `Sources/`).
  var isTest: Bool
  /// Names of the targets it depends on.
  var dependencies: [String]
  /// Names of the targets it depends on only where UIKit does not exist (the UIKit stand-in).
  var dependenciesWithoutUIKit: [String] = []
  /// Products of the project's packages (modgen.json's `check.dependencies`) it depends on.
  var products: [Product] = []
  /// Its files: path relative to the target folder → contents.
  var files: [String: String]

  /// Extra SwiftPM settings (`.defaultIsolation(MainActor.self)` …) beside the strict flags.
  var settings: [String]
  /// Whether warnings are errors (generated code, ModuleCore); a project's own sources are compiled as
  /// they are, without the strict flags.
  var isStrict = true
  /// Linker flags (`-L`, `-l`, `-rpath`) for prebuilt modules the target uses: ModuleCore and the UIKit
  /// stand-in from the core build (see ``CheckCoreBuild``).
  var linkerFlags: [String] = []

  /// A target with only the strict flags unless `settings` adds some.
  init(
    name: String, isTest: Bool, dependencies: [String], files: [String: String], settings: [String] = []
  ) {
    self.settings = settings
    self.name = name
    self.isTest = isTest
    self.dependencies = dependencies
    self.files = files
  }

  /// The target folder relative to the package root.
  var folder: String { (isTest ? "Tests/" : "Sources/") + name }
}
