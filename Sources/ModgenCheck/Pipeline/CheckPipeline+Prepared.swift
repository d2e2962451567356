import Foundation
import ModgenSupport

extension CheckPipeline {
  /// A pipeline checking `prepared` in `cache`'s scratch package on `destination`, against the
  /// ModuleCore and UIKit stand-in the binary carries and the project's `dependencies`; its
  /// processes run with `environment`. `selection` says the run checks some variants only (named
  /// templates, pinned values, a shard), so the files of the others stay in the package.
  package init(
    checking prepared: CheckPreparer.Prepared, in cache: CheckCache, on destination: CheckDestination,
    dependencies: CheckDependencies, selection: Bool, jobs: Int?, environment: [String: String],
    progress: @escaping @Sendable (String) -> Void
  ) {
    var builder = PackageBuilder(runner: ProcessRunner(environment: environment), fileSystem: cache.fileSystem)
    builder.destination = destination
    self.init(
      builder: builder, cache: cache, moduleCore: EmbeddedModuleCore.sources(),
      uiKit: EmbeddedModuleCore.uiKitSources(), templateSources: prepared.templateSources, jobs: jobs,
      progress: progress)
    self.dependencies = dependencies
    keepsOtherVariants = selection
  }
}
