import Foundation
import Located
import ModgenSupport

/// How long each variant took in earlier runs, in seconds, keyed `template/variant`: what balances
/// `--shard` by time rather than by count.
///
/// The timings come from files the user names (`--timings`), never from the cache folder, so every
/// shard job of one CI run plans from the same numbers on whatever machine it runs: the shards then
/// check every variant exactly once. `--save-timings` writes the file from a run.
package struct CheckTimings: Equatable, Sendable {
  /// Seconds per `template/variant`.
  package var seconds: [String: Double]

  /// Timings of `seconds`.
  package init(_ seconds: [String: Double] = [:]) {
    self.seconds = seconds
  }

  /// Whether no variant has a time, so shards are balanced by count.
  package var isEmpty: Bool { seconds.isEmpty }

  /// `template/variant`, the key of a variant's seconds.
  package static func key(template: String, variant: String) -> String { "\(template)/\(variant)" }

  /// The seconds of `template`'s `variant`, when known.
  package func seconds(template: String, variant: String) -> Double? {
    seconds[Self.key(template: template, variant: variant)]
  }

  /// The weight of a shard unit: the variant's seconds; for a variant the timings do not know (a new
  /// one), the mean of all the seconds they hold, so it counts as an average variant; 1 for every
  /// variant when there are no timings (balanced by count). A time of 0 counts as a millisecond.
  package func weight(template: String, variant: String) -> Double {
    guard !seconds.isEmpty else { return 1 }
    let known = seconds(template: template, variant: variant) ?? meanSeconds
    return max(known, 0.001)
  }

  /// The mean of the seconds held (0 when none).
  private var meanSeconds: Double {
    seconds.isEmpty ? 0 : seconds.keys.sorted().reduce(0) { $0 + seconds[$1]! } / Double(seconds.count)
  }

  /// Reads a timings file: a JSON object of `"template/variant": seconds`. A file that is not such an
  /// object is an error at its place in the file.
  package static func read(from url: URL, fileSystem: any FileSystem, displayPath: String) throws(Diagnostic)
    -> CheckTimings
  {
    let text: String
    do {
      text = try fileSystem.readText(at: url)
    } catch {
      throw Diagnostic("cannot read the timings: \(error)", file: displayPath)
    }
    let reader = JSONReader(file: displayPath, text: text, mode: .throwAtFirst)
    let root = try reader.required(reader.parse())
    guard case .object(let members) = root.value else {
      throw reader.error("the timings must be a JSON object of \"template/variant\": seconds", at: root.location)
    }
    var seconds: [String: Double] = [:]
    for member in members {
      guard let value = JSONReader.number(member.value) else {
        throw reader.error("the seconds of '\(member.key)' must be a number", at: member.value.location)
      }
      guard value >= 0, value.isFinite else {
        throw reader.error("the seconds of '\(member.key)' must not be negative", at: member.value.location)
      }
      seconds[member.key] = value
    }
    return CheckTimings(seconds)
  }

  /// The timings of every file in `urls`, a later file's value winning over an earlier one's (so the
  /// files of several shards can be given together).
  package static func read(from urls: [(url: URL, displayPath: String)], fileSystem: any FileSystem)
    throws(Diagnostic) -> CheckTimings
  {
    var merged = CheckTimings()
    for (url, displayPath) in urls {
      let timings = try read(from: url, fileSystem: fileSystem, displayPath: displayPath)
      merged.seconds.merge(timings.seconds) { $1 }
    }
    return merged
  }

  /// These timings with the seconds of every variant of `report` that was built (a variant stopped by
  /// lint took only its rendering, and one answered from an earlier run took no build: both keep their
  /// earlier time).
  package func updated(with report: CheckReport) -> CheckTimings {
    var result = self
    for template in report.templates {
      for variant in template.variants
      where variant.seconds > 0 && variant.build != .skipped && variant.build != .cached {
        result.seconds[Self.key(template: template.name, variant: variant.module)] = variant.seconds
      }
    }
    return result
  }

  /// The file's text: keys sorted, one a line, seconds to the millisecond, ending with a newline, so it
  /// diffs well when kept in the repository.
  package var jsonText: String {
    guard !seconds.isEmpty else { return "{}\n" }
    let lines = seconds.keys.sorted().map { key in
      "  " + JSONWriter.quoted(key) + ": " + String(format: "%.3f", seconds[key]!)
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }
}
