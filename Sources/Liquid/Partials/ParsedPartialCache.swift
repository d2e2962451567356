import Foundation

/// Parsed partials shared by every render in the process, keyed by source text and file name,
/// so that rendering a template again does not parse its partials again. A partial whose text
/// changes misses the cache (the key is the text itself), so results never go stale.
///
/// The cache is bounded: once it holds ``capacity`` partials or ``byteCapacity`` bytes of
/// source it is emptied before the next insertion.
final class ParsedPartialCache: @unchecked Sendable {
  /// What a parsed partial is found by: its text and file name.
  private struct Key: Hashable {
    /// The partial's source text.
    var source: String
    /// The file name it was loaded as (locations in errors and the source map use it).
    var file: String
  }

  /// The process-wide cache.
  static let shared = ParsedPartialCache()

  /// The most partials kept.
  let capacity = 256
  /// The most source bytes kept.
  let byteCapacity = 8 << 20

  private let lock = NSLock()
  private var templates: [Key: Template] = [:]
  private var bytes = 0

  /// The parsed form of `source` loaded as `file`, parsing it when not cached. Parse errors are
  /// thrown and not cached.
  func template(source: String, file: String) throws(LiquidError) -> Template {
    let key = Key(source: source, file: file)
    lock.lock()
    let cached = templates[key]
    lock.unlock()
    if let cached { return cached }
    let template = try Template.parse(source, file: file)
    let size = source.utf8.count
    lock.lock()
    if templates.count >= capacity || bytes + size > byteCapacity {
      templates.removeAll()
      bytes = 0
    }
    if templates.updateValue(template, forKey: key) == nil { bytes += size }
    lock.unlock()
    return template
  }
}
