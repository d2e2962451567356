import Located
import TemplateSpec

extension CheckPreparer {
  /// The variants one template would be checked in, planned without rendering anything.
  package struct PlannedTemplate: Sendable, Equatable {
    /// The template's name.
    package var name: String
    /// Its variants, each isolation mode a variant of its own, in the order they are checked.
    package var variants: [CheckVariant]
    /// Why it has no variants (its manifest does not load, or it is a base for others only).
    package var problems: [Diagnostic]
    /// How many combinations of parameter values it has (isolation modes not counted).
    package var combinations = 0
    /// How its variants combine parameter values.
    package var coverage = VariantPlanner.Coverage.pairwise

    /// What the variants cover, for `check --list`: "4 variants in which every pair of values meets
    /// (2 combinations of parameter values)".
    package var coverageSummary: String {
      let count = "\(variants.count) variant\(variants.count == 1 ? "" : "s")"
      let all = "\(combinations) combination\(combinations == 1 ? "" : "s") of parameter values in all"
      switch coverage {
      case .everyCombination:
        return "\(count): every combination of parameter values in every isolation mode (\(all))"
      case .pairs(let together):
        let named = together.flatMap { $0 }
        let combined = named.isEmpty ? "" : "; \(named.joined(separator: ", ")) combined in every way"
        return "\(count) in which every pair of values meets\(combined) (\(all))"
      }
    }
  }

  /// The variants of `template` over `dimensions` (its parameters, pinned as asked) in this preparer's
  /// isolation modes: every combination with ``exhaustive``, else every pair of values, with the
  /// parameters the manifest names in `check_all_combinations_of` combined in every way.
  func variantPlan(
    of template: CatalogTemplate, manifest: TemplateManifest, dimensions: [VariantPlanner.Dimension]
  ) -> VariantPlanner.Plan {
    VariantPlanner.plan(
      templateName: template.name, dimensions: dimensions, isolations: isolations, cap: variantCap,
      coverage: exhaustive ? .everyCombination : .pairs(together: [manifest.checkCombinations]))
  }

  /// The variants of `templates` as ``prepare(_:)`` would render them, with `--param` pins and
  /// isolation modes applied, without rendering.
  package func plan(_ templates: [CatalogTemplate]) -> [PlannedTemplate] {
    templates.map { template in
      let manifest: TemplateManifest
      do throws(ManifestError) {
        manifest = try template.loadManifest()
      } catch {
        return PlannedTemplate(name: template.name, variants: [], problems: error.diagnostics)
      }
      if let problem = manifest.abstractProblem {
        return PlannedTemplate(name: template.name, variants: [], problems: [problem])
      }
      let dimensions = Self.dimensions(of: manifest).map { dimension in
        pinned[dimension.name].map { dimension.pinned(to: $0) } ?? dimension
      }
      let plan = variantPlan(of: template, manifest: manifest, dimensions: dimensions)
      return PlannedTemplate(
        name: template.name, variants: plan.variants, problems: [], combinations: plan.combinations,
        coverage: plan.coverage)
    }
  }
}

extension CheckPreparer.Prepared {
  /// One shard unit per rendered variant (a template without variants is one unit of its own, named
  /// `-`), weighed by `timings` (see ``CheckTimings/weight(template:variant:)``).
  package func shardUnits(timings: CheckTimings) -> [ShardPlanner.Unit] {
    subjects.flatMap { subject -> [ShardPlanner.Unit] in
      guard !subject.variants.isEmpty else { return [ShardPlanner.Unit(template: subject.name, variant: "-")] }
      return subject.variants.map { prepared in
        let name = prepared.variant.moduleName
        return ShardPlanner.Unit(
          template: subject.name, variant: name, weight: timings.weight(template: subject.name, variant: name))
      }
    }
  }

  /// These templates with only the variants in `units` (templates none of whose variants are in
  /// `units` left out).
  package func keeping(_ units: [ShardPlanner.Unit]) -> Self {
    var kept: [String: Set<String>] = [:]
    for unit in units { kept[unit.template, default: []].insert(unit.variant) }
    var result = self
    result.subjects = subjects.compactMap { subject in
      guard let variants = kept[subject.name] else { return nil }
      var narrowed = subject
      narrowed.variants = subject.variants.filter { variants.contains($0.variant.moduleName) }
      return narrowed
    }
    return result
  }
}

extension Array where Element == CheckPreparer.PlannedTemplate {
  /// One shard unit per planned variant (a template without variants is one unit named `-`), weighed
  /// like ``CheckPreparer/Prepared/shardUnits(timings:)``, so a listed plan and a run agree.
  package func shardUnits(timings: CheckTimings) -> [ShardPlanner.Unit] {
    flatMap { template -> [ShardPlanner.Unit] in
      guard !template.variants.isEmpty else { return [ShardPlanner.Unit(template: template.name, variant: "-")] }
      return template.variants.map { variant in
        ShardPlanner.Unit(
          template: template.name, variant: variant.moduleName,
          weight: timings.weight(template: template.name, variant: variant.moduleName))
      }
    }
  }
}
