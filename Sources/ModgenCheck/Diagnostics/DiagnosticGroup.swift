import Located

/// Compiler diagnostics that are the same template problem: the same severity and message at the
/// same template `file:line:col`, met in one or more variants (and isolation modes). It prints once,
/// with a note naming the variants.
package struct DiagnosticGroup: Sendable, Equatable {
  /// The first diagnostic met (its generated file is the one shown).
  package var first: MappedDiagnostic
  /// The variants' module names, in the order met.
  package var variants: [String]
  /// The isolation modes of those variants, nonisolated first.
  package var isolations: [CheckVariant.Isolation]

  /// The printed blocks: the diagnostic at the template line and, for a group of one, the usual note
  /// at the generated file; for several variants, a note naming them and that of the first variant's
  /// generated file.
  package var diagnostics: [Diagnostic] {
    var blocks = first.diagnostics
    guard variants.count > 1 else { return blocks }
    blocks[0].notes.append(variantsNote)
    return blocks
  }

  /// `in variants ViperPasscodeXctest, ViperPasscodeSwiftTesting (nonisolated, main-actor)`: the
  /// variants by their nonisolated names, then the isolation modes they were met in.
  package var variantsNote: String {
    var names: [String] = []
    for variant in variants {
      let name =
        variant.hasSuffix("MainActor") && isolations.contains(.mainActor)
        ? String(variant.dropLast("MainActor".count)) : variant
      if !names.contains(name) { names.append(name) }
    }
    let modes = isolations.map { $0 == .mainActor ? "main-actor" : "nonisolated" }
    return (names.count == 1 ? "in variant " : "in variants ") + names.joined(separator: ", ")
      + " (\(modes.joined(separator: ", ")))"
  }
}

extension CheckReport {
  /// The compiler diagnostics grouped by template problem, in the report's order (by template place);
  /// in a group the variants are in the report's order, whatever order the build met them in.
  package var diagnosticGroups: [DiagnosticGroup] {
    var mainActor: Set<String> = []
    var position: [String: Int] = [:]
    for template in templates {
      for variant in template.variants {
        position[variant.module] = position[variant.module] ?? position.count
        if variant.parameters.contains("isolation=MainActor") { mainActor.insert(variant.module) }
      }
    }
    struct Key: Hashable {
      var severity: CompilerDiagnostic.Severity
      var message: String
      var file: String
      var line: Int
      var column: Int
    }
    var order: [Key] = []
    var members: [Key: [MappedDiagnostic]] = [:]
    for diagnostic in diagnostics {
      let key = Key(
        severity: diagnostic.severity, message: diagnostic.message, file: diagnostic.file, line: diagnostic.line,
        column: diagnostic.column)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(diagnostic)
    }
    return order.compactMap { key -> DiagnosticGroup? in
      guard let found = members[key] else { return nil }
      // A stable sort: diagnostics of variants the report does not list keep their order, last.
      let sorted = found.enumerated().sorted { lhs, rhs in
        let left = lhs.element.variant.flatMap { position[$0] } ?? Int.max
        let right = rhs.element.variant.flatMap { position[$0] } ?? Int.max
        return left != right ? left < right : lhs.offset < rhs.offset
      }.map(\.element)
      var variants: [String] = []
      for variant in sorted.compactMap(\.variant) where !variants.contains(variant) { variants.append(variant) }
      let modes = Set(sorted.map { $0.variant.map { mainActor.contains($0) } == true })
      let isolations: [CheckVariant.Isolation] =
        (modes.contains(false) ? [.nonisolated] : []) + (modes.contains(true) ? [.mainActor] : [])
      return DiagnosticGroup(first: sorted[0], variants: variants, isolations: isolations)
    }
  }
}
