/// Partials held in memory, keyed by name (tried as given, then with `.liquid` appended).
public struct InMemoryPartialSource: PartialSource {
  /// The partial sources by name.
  public let files: [String: String]

  /// Creates a source from name → template text.
  public init(_ files: [String: String]) { self.files = files }

  /// The partial `name`, or nil.
  public func loadPartial(named name: String) throws -> (source: String, file: String)? {
    if let text = files[name] { return (text, name) }
    if let text = files[name + ".liquid"] { return (text, name + ".liquid") }
    return nil
  }
}
