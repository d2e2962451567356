import Foundation
import ModgenCheck
import ModgenSupport
import TemplateSpec

extension CheckCommand {
  /// The key of this run's inputs (see ``CheckShortcut``), or nil when it cannot be known cheaply
  /// (no `swift` on `PATH`, project modules modgen.json names that cannot be read): then the run
  /// goes the ordinary way. Nil with `--list` too, which prints the plan whatever a run found.
  static func shortcut(
    selected: [CatalogTemplate], catalog: TemplateCatalog, pinned: [String: String], shard: CheckShard?,
    timings: CheckTimings, cache: CheckCache, configuration: LocatedConfiguration?, context: CommandContext
  ) -> CheckShortcut? {
    guard !context.arguments.flag(Self.list) else { return nil }
    let swift = PackageBuilder(runner: ProcessRunner(environment: context.environment)).swift
    guard let toolchain = ToolchainFingerprint.current(swift: swift, environment: context.environment) else {
      return nil
    }
    let arguments = context.arguments
    var options = pinned.keys.sorted().map { "pin \($0)=\(pinned[$0]!)" }
    options.append("isolation \(arguments.value(Self.isolation) ?? "both")")
    options.append("platform \(arguments.value(Self.platform) ?? "auto")")
    if isExhaustive(context, configuration: configuration) { options.append("exhaustive") }
    options.append("simulator \(arguments.value(Self.simulator) ?? "")")
    if let shard {
      // A shard's share depends on the timings it balances by.
      options.append("shard \(shard)")
      options.append(timings.jsonText)
    }
    var dependencies = ""
    if let configuration, !configuration.configuration.checkDependencies.isEmpty {
      guard
        let resolved = try? CheckDependencyResolver(
          fileSystem: context.fileSystem, paths: PathResolver(environment: context.environment)
        ).resolve(configuration, reserved: [:])
      else { return nil }
      dependencies = resolved.contentsHash
    }
    return CheckShortcut(
      selected: selected, catalog: catalog, options: options, toolchain: toolchain, dependencies: dependencies,
      tool: "modgen \(ModgenCLI.version) \(FileFingerprint.runningExecutable)")
  }
}
