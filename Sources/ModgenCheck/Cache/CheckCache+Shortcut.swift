import Foundation
import ModgenSupport

extension CheckCache {
  /// The folder of stored reports of passing runs, one file per ``CheckShortcut`` key.
  var shortcutDirectory: URL { directory.appendingPathComponent("passed", isDirectory: true) }

  /// How many stored reports are kept (the most recent; a full check and a few selections).
  static let storedReportLimit = 16

  /// The report of the passing run whose inputs had `key`, if one is stored.
  package func storedReport(for key: String) -> CheckReport? {
    let file = shortcutDirectory.appendingPathComponent("\(key).json", isDirectory: false)
    guard fileSystem.isFile(at: file), let data = try? fileSystem.readData(at: file) else { return nil }
    return try? JSONDecoder().decode(CheckReport.self, from: data)
  }

  /// Stores `report` (of a run that passed) under `key`, keeping the most recent reports only.
  package func storeReport(_ report: CheckReport, for key: String) throws {
    try fileSystem.createDirectories(at: shortcutDirectory)
    let file = shortcutDirectory.appendingPathComponent("\(key).json", isDirectory: false)
    try fileSystem.writeData(try JSONEncoder().encode(report), to: file)
    let stored = ((try? fileSystem.contentsOfDirectory(at: shortcutDirectory)) ?? []).filter { $0.hasSuffix(".json") }
    guard stored.count > Self.storedReportLimit else { return }
    let dated = stored.map { name -> (String, Date) in
      let url = shortcutDirectory.appendingPathComponent(name, isDirectory: false)
      let date = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? nil
      return (name, date ?? .distantPast)
    }
    for (name, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.storedReportLimit) {
      try? fileSystem.removeItem(at: shortcutDirectory.appendingPathComponent(name, isDirectory: false))
    }
  }
}

extension CheckReport {
  /// This stored report as the answer to a run with the same inputs: every built step `cached`,
  /// no build or test time, `reusedPreviousRun` set.
  package func reused(seconds: Double) -> CheckReport {
    var report = self
    for index in report.templates.indices {
      report.templates[index].variants = report.templates[index].variants.map { variant in
        var variant = variant
        if variant.build == .passed { variant.build = .cached }
        if variant.tests == .passed { variant.tests = .cached }
        return variant
      }
    }
    report.reusedPreviousRun = true
    report.buildSeconds = 0
    report.testSeconds = 0
    report.totalSeconds = seconds
    return report
  }
}
