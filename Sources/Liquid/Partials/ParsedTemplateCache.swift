import Foundation

/// Parsed templates shared by the whole process (partials loaded while rendering, and the files
/// a template manifest names, through ``Template/parseShared(_:file:)``), keyed by file name and
/// checked against the source text, so that nothing is parsed twice. A file whose text changes
/// misses the cache (its new parse replaces the old one), so results never go stale. What the
/// cache holds lives until the process ends, which also spares a short command freeing every
/// tree node on its way out.
///
/// The cache is bounded: once it holds ``capacity`` templates or ``byteCapacity`` bytes of
/// source it is emptied before the next insertion.
final class ParsedTemplateCache: @unchecked Sendable {
  /// The process-wide cache.
  static let shared = ParsedTemplateCache()

  /// The most templates kept.
  let capacity = 256
  /// The most source bytes kept.
  let byteCapacity = 8 << 20

  private let lock = NSLock()
  /// The last parse of each file name with the text it was parsed from. Keyed by name, not by
  /// text: hashing a partial's whole text on every include costs more than comparing it with
  /// the cached text (the same string, usually the same storage).
  private var templates = [String: (source: String, template: Template)](minimumCapacity: 64)
  private var bytes = 0

  /// The parsed form of `source` loaded as `file`, parsing it when not cached. Parse errors are
  /// thrown and not cached.
  func template(source: String, file: String) throws(LiquidError) -> Template {
    lock.lock()
    let cached = templates[file]
    lock.unlock()
    if let cached, cached.source == source { return cached.template }
    let template = try Template.parse(source, file: file)
    let size = source.utf8.count
    lock.lock()
    defer { lock.unlock() }
    if let replaced = templates[file] { bytes -= replaced.source.utf8.count }
    if (templates[file] == nil && templates.count >= capacity) || bytes + size > byteCapacity {
      templates.removeAll()
      bytes = 0
    }
    templates[file] = (source, template)
    bytes += size
    return template
  }
}
