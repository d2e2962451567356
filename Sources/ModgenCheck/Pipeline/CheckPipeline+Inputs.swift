import ModgenSupport

extension CheckPipeline {
  /// The hash of what every variant builds on: the package layout, the toolchain (with the
  /// destination and the contents of the project's packages), the core build and the shared targets
  /// (the UIKit stand-in, ModuleCore, the project's source folders).
  func sharedInputs(toolchain: String) -> String {
    var hash = StableHash()
    [Self.layoutVersion, toolchain, builder.destination.stampDescription, dependencies.packagesHash].forEach {
      hash.combine($0)
    }
    for package in dependencies.packages { hash.combine(package.manifestEntry) }
    // The core's folder name is the hash of its toolchain and targets.
    hash.combine(core.map { "core " + $0.directory.lastPathComponent } ?? "no core")
    for target in sharedTargets() { target.combine(into: &hash) }
    return hash.hex
  }

  /// The hash of one variant's inputs: `shared` (see ``sharedInputs(toolchain:)``) and its own
  /// targets, so it changes with any generated file, setting or dependency of the variant.
  func variantInputs(_ variant: ActiveVariant, shared: String) -> String {
    var hash = StableHash()
    hash.combine(shared)
    for target in variantTargets(variant) { target.combine(into: &hash) }
    return hash.hex
  }
}

extension ScratchTarget {
  /// Mixes everything that decides how the target builds into `hash`: its name, kind, dependencies,
  /// settings, linker flags and files (in path order).
  func combine(into hash: inout StableHash) {
    hash.combine(name)
    hash.combine(isTest ? "test" : "library")
    hash.combine(isStrict ? "strict" : "lenient")
    let lists = [
      dependencies, dependenciesWithoutUIKit, products.map { "\($0.package)/\($0.name)" }, settings, linkerFlags,
    ]
    for list in lists {
      hash.combine(list.joined(separator: "\u{1}"))
    }
    for path in files.keys.sorted() {
      hash.combine(path)
      hash.combine(files[path]!)
    }
  }
}
