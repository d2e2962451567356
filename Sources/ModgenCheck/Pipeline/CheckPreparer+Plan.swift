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
      let plan = VariantPlanner.plan(templateName: template.name, dimensions: dimensions, cap: variantCap)
      let variants = plan.variants.flatMap { variant in
        isolations.map { isolation in
          var mode = variant
          mode.isolation = isolation
          if isolation == .mainActor { mode.moduleName += "MainActor" }
          return mode
        }
      }
      return PlannedTemplate(name: template.name, variants: variants, problems: [])
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
