import Foundation

/// Parsed partials shared by every render in the process, keyed by source text and file name,
/// so that rendering a template again does not parse its partials again. A partial whose text
/// changes misses the cache (the key is the text itself), so results never go stale.
///
/// The cache is bounded: once it holds ``capacity`` partials or ``byteCapacity`` bytes of
/// source it is emptied before the next insertion.
final class ParsedPartialCache: @unchecked Sendable {
  /// The process-wide cache.
  static let shared = ParsedPartialCache()

  /// The most partials kept.
  let capacity = 256
  /// The most source bytes kept.
  let byteCapacity = 8 << 20

  private let lock = NSLock()
  /// Parsed partials by file name, then by source text. Nested String keys rather than one
  /// struct key: the first dictionary with a new key type makes the runtime search every
  /// conformance in the binary for its `Hashable` conformance, which a short `gen` notices.
  private var templates: [String: [String: Template]] = [:]
  private var count = 0
  private var bytes = 0

  /// The parsed form of `source` loaded as `file`, parsing it when not cached. Parse errors are
  /// thrown and not cached.
  func template(source: String, file: String) throws(LiquidError) -> Template {
    lock.lock()
    let cached = templates[file]?[source]
    lock.unlock()
    if let cached { return cached }
    let template = try Template.parse(source, file: file)
    let size = source.utf8.count
    lock.lock()
    if count >= capacity || bytes + size > byteCapacity {
      templates.removeAll()
      count = 0
      bytes = 0
    }
    if templates[file, default: [:]].updateValue(template, forKey: source) == nil {
      count += 1
      bytes += size
    }
    lock.unlock()
    return template
  }
}
