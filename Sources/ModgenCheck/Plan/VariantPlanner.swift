/// Chooses the variants of a template to check: every combination of its `bool` and `choice`
/// parameters, up to a cap. Combinations closest to the defaults come first (the default
/// variant, then each single change), so a capped run still tries every value at least once
/// when the cap allows.
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

  /// The plan for one template.
  package struct Plan: Sendable, Equatable {
    /// The variants to check.
    package var variants: [CheckVariant]
    /// How many combinations exist in all.
    package var combinations: Int
    /// The cap that was applied.
    package var cap: Int

    /// Whether some combinations were left out.
    package var isCapped: Bool { combinations > variants.count }
  }

  /// Plans the variants of template `templateName` over `dimensions`.
  package static func plan(templateName: String, dimensions: [Dimension], cap: Int = defaultCap) -> Plan {
    let dimensions = dimensions.filter { !$0.values.isEmpty }
    var combinations: [[Int]] = [[]]
    // The first parameter varies fastest, so single changes come out in manifest order.
    for dimension in dimensions.reversed() {
      combinations = combinations.flatMap { suffix in dimension.values.indices.map { [$0] + suffix } }
    }
    let total = combinations.count
    let ordered = combinations.enumerated().sorted { lhs, rhs in
      let left = lhs.element.filter { $0 != 0 }.count
      let right = rhs.element.filter { $0 != 0 }.count
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
    let base = "Passcode" + identifierWords(templateName)
    var used: Set<String> = []
    var variants: [CheckVariant] = []
    for combination in ordered.prefix(max(1, cap)) {
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
      var name = base + suffix
      var counter = 2
      while used.contains(name) {
        name = base + suffix + String(counter)
        counter += 1
      }
      used.insert(name)
      variants.append(CheckVariant(moduleName: name, assignments: assignments))
    }
    return Plan(variants: variants, combinations: total, cap: cap)
  }

  /// `swift-testing` → `SwiftTesting`, `use_async` → `UseAsync`, `2fa` → `V2fa`.
  static func identifierWords(_ text: String) -> String {
    let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if let first = result.first, first.isNumber { result = "V" + result }
    return result
  }
}
