import Liquid

extension Rambaspec {
  /// The spec's `summary:` and `version:` as `list` and `info` show them: the spec `source`
  /// (read from `file`) rendered with no variables in lax Liquid, then read as YAML. Either is nil
  /// when the key is missing, empty or not a scalar, or when the spec does not read at all.
  package static func summaryAndVersion(source: String, file: String) -> (summary: String?, version: String?) {
    guard let (spec, _) = try? load(source: source, file: file, variables: LiquidObject()) else { return (nil, nil) }
    func text(_ key: String) -> String? {
      guard let scalar = spec.root[key]?.scalar, !scalar.isNull else { return nil }
      let text = scalar.string ?? scalar.text
      return text.isEmpty ? nil : text
    }
    return (text("summary"), text("version"))
  }
}
