import Liquid
import Located

/// A Generamba project's `Rambafile`, read as Generamba 1.5 reads it: a YAML mapping whose
/// plain scalars are typed by YAML 1.1 (so `prefix: NO` is `false`). Unknown keys are ignored;
/// only string keys count.
package struct Rambafile: Sendable {
  /// The file's name in Generamba projects.
  package static let fileName = "Rambafile"

  /// The file name used in locations.
  package let file: String
  /// The document: a mapping, or a null scalar for an empty file.
  package let root: YAMLNode

  /// Reads `text`; `file` names it in diagnostics.
  package init(text: String, file: String = Rambafile.fileName) throws(Diagnostic) {
    let root = try YAMLReader.read(text, file: file)
    guard root.mapping != nil || root.isNull else {
      throw root.diagnostic("a Rambafile must be a mapping of 'key: value' lines, not \(root.kindDescription)")
    }
    self.file = file
    self.root = root
  }

  /// The node of `key`, or nil when absent.
  package func node(_ key: RambafileKey) -> YAMLNode? { root[key.rawValue] }

  /// Whether `key` is present with a value Ruby treats as true (not null, not `false`);
  /// sequences and mappings count as true.
  package func isSet(_ key: RambafileKey) -> Bool {
    guard let node = node(key) else { return false }
    return node.scalar?.isTruthy ?? true
  }

  /// The value of `key` as templates see it (null when absent).
  package func value(_ key: RambafileKey) throws(Diagnostic) -> LiquidValue {
    try node(key)?.liquidValue() ?? .null
  }

  /// The string value of `key`: nil when absent or null (or `false`, which Generamba treats
  /// as absent); any other non-string value is a located error.
  package func string(_ key: RambafileKey) throws(Diagnostic) -> String? {
    guard isSet(key), let node = node(key) else { return nil }
    return try node.stringValue("'\(key.rawValue)'")
  }

  /// The targets of one side: `list` when set (it must be a sequence), else `[single]` when
  /// set, else nil; items keep their YAML types.
  package func targets(single: RambafileKey, list: RambafileKey) throws(Diagnostic) -> [LiquidValue]? {
    if isSet(list), let node = node(list) {
      guard let items = node.sequence else {
        throw node.diagnostic(
          "'\(list.rawValue)' must be a list (one '- name' line per target), not \(node.kindDescription)",
          notes: ["for one target, write '\(single.rawValue): name'"])
      }
      var values: [LiquidValue] = []
      for item in items { values.append(try item.liquidValue()) }
      return values
    }
    if isSet(single), let node = node(single) { return [try node.liquidValue()] }
    return nil
  }

  /// A diagnostic about the whole file, at its first line.
  func fileDiagnostic(_ message: String, notes: [String] = []) -> Diagnostic {
    Diagnostic(message, file: file, notes: notes)
  }

  /// Generamba's checks before `gen`: `templates` must be set, and `company`, `project_name`
  /// and `xcodeproj_path` must be set (an empty string passes, null fails).
  package func validateForGeneration() throws(Diagnostic) {
    guard isSet(.templates) else {
      throw fileDiagnostic(
        "the Rambafile declares no templates ('templates:'), and Generamba refuses to generate without any",
        notes: ["add a 'templates:' list, such as '- {name: viper}'"])
    }
    for key in [RambafileKey.company, .projectName, .xcodeprojPath] where !isSet(key) {
      let message = "'\(key.rawValue)' is mandatory and cannot be empty"
      if let node = node(key) { throw node.diagnostic(message) }
      throw fileDiagnostic(message, notes: ["add '\(key.rawValue): …'"])
    }
  }
}
