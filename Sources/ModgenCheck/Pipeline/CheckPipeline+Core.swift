extension CheckPipeline {
  /// The core build this run links (toolchain `toolchain`), or nil when ModuleCore is built in the scratch
  /// package: for an iOS simulator (xcodebuild builds everything itself), with the project's packages
  /// (which may depend on modgen's ModuleCore product, a second ModuleCore beside a prebuilt one) or when
  /// ``usesCoreBuild`` is off.
  func coreBuild(toolchain: String) -> CheckCoreBuild? {
    guard usesCoreBuild, builder.destination == .host, dependencies.packages.isEmpty else { return nil }
    return CheckCoreBuild(
      root: cache.coreDirectory, toolchain: toolchain, destination: builder.destination, targets: coreTargets())
  }
}
