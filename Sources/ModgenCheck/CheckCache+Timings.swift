import Foundation

extension CheckCache {
  /// The file keeping each variant's seconds from the last runs, to balance shards: `timings.json`.
  package var timingsFile: URL { directory.appendingPathComponent("timings.json", isDirectory: false) }

  /// Seconds per variant (keyed `template/variant`) from earlier runs; empty when none are stored.
  package func readTimings() -> [String: Double] {
    guard fileSystem.isFile(at: timingsFile), let data = try? fileSystem.readData(at: timingsFile),
      let stored = try? JSONDecoder().decode([String: Double].self, from: data)
    else { return [:] }
    return stored
  }

  /// Stores the seconds of every variant of `report` that was built (a variant stopped by lint took
  /// only its rendering), over those stored before.
  package func writeTimings(of report: CheckReport) throws {
    var timings = readTimings()
    for template in report.templates {
      for variant in template.variants where variant.seconds > 0 && variant.build != .skipped {
        timings[Self.timingKey(template: template.name, variant: variant.module)] = variant.seconds
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try fileSystem.createDirectories(at: directory)
    try fileSystem.writeData(try encoder.encode(timings), to: timingsFile)
  }

  /// `template/variant`, the key of a variant's seconds.
  package static func timingKey(template: String, variant: String) -> String { "\(template)/\(variant)" }
}
