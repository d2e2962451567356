import Foundation

extension CheckReport {
  /// The summary table: one row per template variant with lint, build and test outcomes and
  /// seconds, then a totals line.
  package var table: String { table(shard: nil) }

  /// ``table``, its totals line naming the shard (`2/4`) when the run checked one.
  package func table(shard: String?) -> String {
    var rows: [[String]] = [["TEMPLATE", "VARIANT", "PARAMETERS", "LINT", "BUILD", "TESTS", "SECONDS"]]
    for template in templates {
      if template.variants.isEmpty {
        rows.append([template.name, "-", "-", "failed", "skipped", "skipped", "-"])
      }
      for variant in template.variants {
        var tests: String
        switch variant.tests {
        case .passed, .cached, .failed:
          tests =
            "\(variant.testsPassed) passed, \(variant.testsFailed) failed"
            + (variant.tests == .cached ? " (cached)" : "")
        case .skipped:
          tests = variant.build == .passed || variant.build == .cached ? "no tests" : "skipped"
        }
        if let original = variant.sameCodeAs { tests += " (as \(original): same code)" }
        rows.append([
          template.name, variant.module, variant.parameters.isEmpty ? "-" : variant.parameters.joined(separator: " "),
          variant.lint.rawValue, variant.build.rawValue, tests, String(format: "%.2f", variant.seconds),
        ])
      }
    }
    var widths = Array(repeating: 0, count: rows[0].count)
    for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
    var lines = rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }
    for template in templates where template.combinations > template.variants.count && !template.variants.isEmpty {
      lines.append(
        "note: template '\(template.name)' has \(template.combinations) parameter combinations;"
          + " checked \(template.variants.count) variants (every pair of values unless --exhaustive;"
          + " at most \(template.variantCap) per template)")
    }
    let sameCode = templates.flatMap(\.variants).filter { $0.sameCodeAs != nil }.count
    if sameCode > 0 {
      lines.append(
        "note: \(sameCode) variant(s) render the same code as another variant of their template (same files under"
          + " another module name, same build settings); each such module was built and tested once")
    }
    let verdict = passed ? "passed" : "FAILED"
    let reuse = reusedPreviousRun ? " (inputs unchanged since a passing run: build and tests reused)" : ""
    lines.append(
      "check \(verdict)\(shard.map { " (shard \($0))" } ?? ""): build \(String(format: "%.2f", buildSeconds)) s, tests \(String(format: "%.2f", testSeconds)) s,"
        + " total \(String(format: "%.2f", totalSeconds)) s\(reuse)")
    return lines.joined(separator: "\n") + "\n"
  }
}
