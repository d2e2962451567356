import Located

/// Settings written into modgen.json text by inserting and replacing values only: every other
/// byte of an existing file (keys, order, spacing, other values) stays as it was.
package struct ConfigurationMerge: Sendable {
  /// What happened to one setting.
  package enum Change: Sendable, Equatable {
    /// The key was missing and is added.
    case added
    /// modgen.json already says the same.
    case unchanged
    /// modgen.json says something else (`old`, as written there, at `location`); replaced when
    /// the merge was asked to replace.
    case conflict(old: String, location: SourceLocation)
  }

  /// The text to write (the old text when nothing changes).
  package var text: String
  /// Each setting with what happened to it, in the settings' order.
  package var changes: [(setting: RambafileSettings.Setting, change: Change)]

  /// The conflicting settings.
  package var conflicts: [(setting: RambafileSettings.Setting, old: String, location: SourceLocation)] {
    changes.compactMap { entry in
      guard case .conflict(let old, let location) = entry.change else { return nil }
      return (entry.setting, old, location)
    }
  }

  /// Whether the text changes.
  package var changesText: Bool { changes.contains { $0.change != .unchanged } }

  /// Writes `settings` into `existing` (nil: a new modgen.json). A conflicting value is left as
  /// it is unless `replace` is set. `existing` must be a modgen.json that parses (see
  /// ``ProjectConfiguration/parse(_:file:)``).
  package init(_ settings: [RambafileSettings.Setting], into existing: String?, file: String, replace: Bool)
    throws(Diagnostic)
  {
    guard let existing else {
      text = Self.render(settings.map { ($0.path, $0.value) }, indent: "") + "\n"
      changes = settings.map { ($0, .added) }
      return
    }
    let reader = JSONReader(file: file, text: existing, mode: .throwAtFirst)
    let root = try reader.required(reader.parse())
    let scanner = JSONTextScanner(existing)
    var edits: [(range: Range<Int>, text: String)] = []
    var changes: [(setting: RambafileSettings.Setting, change: Change)] = []
    // Settings to add, by the existing object they go in (the root, or a nested one); a key
    // whose object does not exist yet comes with its object's key (`["xcode_project", "path"]`).
    var additions: [(object: DocumentNode, pairs: [([String], RambafileSettings.Value)])] = []
    func add(_ pair: ([String], RambafileSettings.Value), to object: DocumentNode) {
      if let index = additions.firstIndex(where: { $0.object.location == object.location }) {
        additions[index].pairs.append(pair)
      } else {
        additions.append((object, [pair]))
      }
    }
    for setting in settings {
      var object = root
      var depth = 0
      var found: DocumentNode?
      while depth < setting.path.count, case .object(let members) = object.value,
        let member = members.last(where: { $0.key == setting.path[depth] })
      {
        if depth == setting.path.count - 1 { found = member.value }
        object = member.value
        depth += 1
      }
      if let found {
        if Self.same(found, setting.value) {
          changes.append((setting, .unchanged))
        } else {
          changes.append((setting, .conflict(old: scanner.text(of: found), location: found.location)))
          if replace { edits.append((scanner.range(of: found), setting.value.json)) }
        }
      } else {
        changes.append((setting, .added))
        add((Array(setting.path[depth...]), setting.value), to: object)
      }
    }
    for addition in additions { edits.append(scanner.insertion(into: addition.object, pairs: addition.pairs)) }
    var bytes = Array(existing.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    text = String(decoding: bytes, as: UTF8.self)
    self.changes = changes
  }

  /// Whether `node` holds `value` (a one-item list also matches a single string).
  private static func same(_ node: DocumentNode, _ value: RambafileSettings.Value) -> Bool {
    switch value {
    case .string(let text):
      if case .string(let old) = node.value { return old == text }
      return false
    case .strings(let items): return JSONReader.stringList(node) == items
    }
  }

  /// An object holding `pairs` (keys with a parent key go in a nested object), its members
  /// indented two spaces past `indent`, without a final newline.
  static func render(_ pairs: [([String], RambafileSettings.Value)], indent: String) -> String {
    let lines = members(pairs, indent: indent + "  ")
    if lines.isEmpty { return "{}" }
    return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
  }

  /// `pairs` as member lines at `indent`.
  static func members(_ pairs: [([String], RambafileSettings.Value)], indent: String) -> [String] {
    var lines: [String] = []
    var seen: Set<String> = []
    for (path, value) in pairs {
      if path.count == 1 {
        lines.append("\(indent)\(JSONWriter.quoted(path[0])): \(value.json)")
      } else if seen.insert(path[0]).inserted {
        let children = pairs.filter { $0.0.count > 1 && $0.0[0] == path[0] }.map { (Array($0.0.dropFirst()), $0.1) }
        lines.append("\(indent)\(JSONWriter.quoted(path[0])): " + render(children, indent: indent))
      }
    }
    return lines
  }
}
