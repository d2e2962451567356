import ModgenSupport

/// What modgen.json's `check.dependencies` resolve to: the project's packages the scratch package depends
/// on and the project's source folders it compiles as targets of its own. Every variant's code and tests
/// depend on all of them, so generated code may import the project's modules.
package struct CheckDependencies: Sendable, Equatable {
  /// The project's local packages, with the products variants import.
  var packages: [ScratchPackageDependency] = []
  /// The project's source folders, each a library target named after its module, holding the folder's
  /// Swift files.
  var sourceTargets: [ScratchTarget] = []
  /// A hash of every file of the project's packages (build folders and other hidden entries left out), so
  /// that a changed package makes the next check build again. The source folders' files are written into
  /// the scratch package, whose own hash covers them.
  var packagesHash = ""

  /// No dependencies: what a project without `check.dependencies` builds against.
  package static let none = CheckDependencies()

  /// Whether there is nothing to add.
  package var isEmpty: Bool { packages.isEmpty && sourceTargets.isEmpty }

  /// The modules every variant's targets import from: the source folders' modules.
  var moduleNames: [String] { sourceTargets.map(\.name) }

  /// The products every variant's targets depend on.
  var products: [ScratchTarget.Product] {
    packages.flatMap { package in
      package.products.map { ScratchTarget.Product(name: $0, package: package.identity) }
    }
  }
}

extension CheckDependencies {
  /// A hash of everything the variants build against from the project: the packages' contents and
  /// every source folder's module name and files.
  package var contentsHash: String {
    var hash = StableHash()
    hash.combine(packagesHash)
    for target in sourceTargets { target.combine(into: &hash) }
    return hash.hex
  }
}
