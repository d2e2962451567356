/// Chooses the variants of a template to check from its `bool` and `choice` parameters and the
/// isolation modes: a set in which every pair of values meets (the default), or every combination,
/// up to a cap. Variants closest to the defaults come first (the default variant, then each single
/// change), so a capped run still tries every value at least once when the cap allows.
package enum VariantPlanner {
  /// The default number of variants checked per template: enough for every combination of the
  /// built-in composites (3 choices × 2 × 2 × a `scope` bool = 24).
  package static let defaultCap = 32

  /// A parameter that varies: its values (as `--param` strings) with the default first.
  package struct Dimension: Sendable, Equatable {
    /// The parameter's name.
    package var name: String
    /// Its values; the first is the default unless ``defaultValue`` says otherwise.
    package var values: [String]
    /// The manifest's default when it is not among ``values`` (a parameter pinned to another
    /// value): a variant is named after every value that differs from it.
    package var defaultValue: String?

    /// Creates a dimension; `values` must start with the default.
    package init(name: String, values: [String]) {
      self.name = name
      self.values = values
    }

    /// This dimension narrowed to `value` alone, still named against the original default.
    package func pinned(to value: String) -> Dimension {
      var pinned = Dimension(name: name, values: [value])
      pinned.defaultValue = defaultValue ?? values.first
      return pinned
    }

    /// A `bool` parameter: default first, then the other value.
    package static func bool(_ name: String, default defaultValue: Bool) -> Dimension {
      Dimension(name: name, values: defaultValue ? ["true", "false"] : ["false", "true"])
    }

    /// A `choice` parameter: the default first, then the other choices in manifest order.
    package static func choice(_ name: String, choices: [String], default defaultValue: String?) -> Dimension {
      let first = defaultValue ?? choices.first
      return Dimension(name: name, values: (first.map { [$0] } ?? []) + choices.filter { $0 != first })
    }
  }

  /// How thoroughly a plan combines parameter values.
  package enum Coverage: Sendable, Equatable {
    /// Every pair of values of any two parameters (the isolation mode counts as one) appears together in
    /// at least one variant; the parameters of each group in `together` are combined in every way.
    case pairs(together: [[String]])
    /// Every combination of every parameter's values, each in every isolation mode.
    case everyCombination

    /// Every pair, with no parameters that must be combined in every way.
    package static let pairwise = Coverage.pairs(together: [])
  }

  /// The plan for one template.
  package struct Plan: Sendable, Equatable {
    /// The variants to check, each isolation mode a variant of its own, in the order they are checked.
    package var variants: [CheckVariant]
    /// How many combinations of parameter values exist in all (isolation modes not counted).
    package var combinations: Int
    /// The cap that was applied.
    package var cap: Int
    /// How the variants combine the parameters' values.
    package var coverage: Coverage

    /// Whether some combinations were left out.
    package var isCapped: Bool { combinations > Set(variants.map(\.assignments)).count }
  }

  /// Plans the variants of template `templateName` over `dimensions` and `isolations`: with `.pairs`
  /// coverage, a covering set (see ``PairwiseCovering``) of at most `cap` variants; with
  /// `.everyCombination`, every combination of parameter values up to `cap` combinations, each in every
  /// isolation mode. Variants closest to the defaults come first (the default variant, then single
  /// changes), so a capped plan still tries every value when the cap allows.
  package static func plan(
    templateName: String, dimensions: [Dimension], isolations: [CheckVariant.Isolation] = [.nonisolated],
    cap: Int = defaultCap, coverage: Coverage = .everyCombination
  ) -> Plan {
    let dimensions = dimensions.filter { !$0.values.isEmpty }
    let isolations = isolations.isEmpty ? [.nonisolated] : isolations
    let total = dimensions.reduce(1) { $0 * $1.values.count }
    var rows: [(combination: [Int], isolation: Int)]
    switch coverage {
    case .everyCombination:
      rows = closestToDefaultsFirst(everyCombination(of: dimensions.map(\.values.count))).prefix(max(1, cap))
        .flatMap { combination in isolations.indices.map { (combination, $0) } }
    case .pairs(let together):
      rows = coveringRows(of: dimensions, isolations: isolations.count, together: together)
      var seen = Set<[Int]>()
      let unique = rows.map { $0.combination + [$0.isolation] }.filter { seen.insert($0).inserted }
      let order = closestToDefaultsFirst(unique)
      rows = Array(order.prefix(max(1, cap)).map { (Array($0.dropLast()), $0.last ?? 0) })
    }
    var namer = VariantNamer(base: "Passcode" + identifierWords(templateName))
    let variants = rows.map { row in
      namer.variant(dimensions: dimensions, combination: row.combination, isolation: isolations[row.isolation])
    }
    return Plan(variants: variants, combinations: total, cap: cap, coverage: coverage)
  }

  /// Every combination of value indices of factors with `sizes` values; the first factor varies fastest,
  /// so single changes come out in manifest order.
  static func everyCombination(of sizes: [Int]) -> [[Int]] {
    var combinations: [[Int]] = [[]]
    for size in sizes.reversed() {
      combinations = combinations.flatMap { suffix in (0..<size).map { [$0] + suffix } }
    }
    return combinations
  }

  /// `rows` ordered by how many values differ from the first (the default), keeping their order otherwise.
  static func closestToDefaultsFirst(_ rows: [[Int]]) -> [[Int]] {
    rows.enumerated().sorted { lhs, rhs in
      let left = lhs.element.filter { $0 != 0 }.count
      let right = rhs.element.filter { $0 != 0 }.count
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The rows of a pairwise covering set over `dimensions` and an isolation factor of `isolations` modes,
  /// where the dimensions of each group in `together` form one factor of all their combinations.
  static func coveringRows(
    of dimensions: [Dimension], isolations: Int, together: [[String]]
  ) -> [(combination: [Int], isolation: Int)] {
    var factors: [[Int]] = []
    var grouped = Set<Int>()
    for group in together {
      let members = dimensions.indices.filter { group.contains(dimensions[$0].name) && !grouped.contains($0) }
      guard !members.isEmpty else { continue }
      factors.append(members)
      grouped.formUnion(members)
    }
    factors += dimensions.indices.filter { !grouped.contains($0) }.map { [$0] }
    let factorValues = factors.map { everyCombination(of: $0.map { dimensions[$0].values.count }) }
    let sizes = factorValues.map(\.count) + (isolations > 1 ? [isolations] : [])
    return PairwiseCovering.rows(sizes: sizes).map { row in
      var combination = [Int](repeating: 0, count: dimensions.count)
      for (factor, members) in factors.enumerated() {
        for (member, value) in zip(members, factorValues[factor][row[factor]]) { combination[member] = value }
      }
      return (combination, isolations > 1 ? row[factors.count] : 0)
    }
  }

  /// Names variants after the values that differ from each parameter's default, keeping names unique.
  struct VariantNamer {
    /// `Passcode` and the template's name in identifier words.
    var base: String
    /// The names given so far.
    var used: Set<String> = []

    /// The variant of `combination` (a value index per dimension) built in `isolation`.
    mutating func variant(
      dimensions: [Dimension], combination: [Int], isolation: CheckVariant.Isolation
    ) -> CheckVariant {
      var suffix = ""
      var assignments: [CheckVariant.Assignment] = []
      for (dimension, index) in zip(dimensions, combination) {
        let value = dimension.values[index]
        assignments.append(.init(name: dimension.name, value: value))
        guard value != (dimension.defaultValue ?? dimension.values[0]) else { continue }
        switch value {
        case "true": suffix += identifierWords(dimension.name)
        case "false": suffix += "No" + identifierWords(dimension.name)
        default: suffix += identifierWords(value)
        }
      }
      let mode = isolation == .mainActor ? "MainActor" : ""
      var name = base + suffix
      var counter = 2
      while used.contains(name + mode) {
        name = base + suffix + String(counter)
        counter += 1
      }
      used.insert(name + mode)
      return CheckVariant(moduleName: name + mode, assignments: assignments, isolation: isolation)
    }
  }

  /// `swift-testing` → `SwiftTesting`, `use_async` → `UseAsync`, `2fa` → `V2fa`.
  static func identifierWords(_ text: String) -> String {
    let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if let first = result.first, first.isNumber { result = "V" + result }
    return result
  }
}
