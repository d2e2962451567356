import ModgenGenerate

extension GenCommand {
  /// `--package-target`: adds the module's target and test target to the Package.swift above the
  /// module's folder, as one more file of the plan (one all-or-nothing write).
  static func addPackageTargets(to plan: inout GenerationPlan, _ context: CommandContext) throws {
    if let file = try PackageTargetPlanner.plan(
      plan, fileSystem: context.fileSystem, workingDirectory: context.workingDirectory)
    {
      plan.files.append(file)
    }
  }
}
