import Located

/// Writes a `template.json` as modgen's own are laid out: one key per line, arrays of objects
/// with an object per line.
struct ManifestWriter {
  /// The text so far.
  private(set) var text = ""
  private var fields = 0

  /// Starts the top-level object.
  mutating func open() { text = "{\n" }

  /// Adds `"key": "value"`.
  mutating func field(_ key: String, _ value: String) {
    add("  \(JSONWriter.quoted(key)): \(JSONWriter.quoted(value))")
  }

  /// Adds `"key": [ … ]` with each element (already JSON) on a line of its own.
  mutating func array(_ key: String, _ elements: [String]) {
    guard !elements.isEmpty else {
      add("  \(JSONWriter.quoted(key)): []")
      return
    }
    add("  \(JSONWriter.quoted(key)): [\n" + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]")
  }

  /// Ends the top-level object.
  mutating func close() { text += "\n}\n" }

  private mutating func add(_ line: String) {
    text += (fields == 0 ? "" : ",\n") + line
    fields += 1
  }
}
