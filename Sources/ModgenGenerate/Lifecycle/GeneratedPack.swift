import Foundation
import Located

/// The exact texts a module's files were generated with, stored as one file per module,
/// `.modgen/generated/<Module>.json`: a JSON object from each recorded file's path (relative to the
/// record root, with `/`) to its generated text, keys sorted, 2-space indentation and a trailing
/// newline, so the same generation always gives the same bytes. A later update merges from these
/// texts; the record keeps each file's digest, so a text that does not match is never used.
package struct GeneratedPack: Sendable, Hashable {
  /// The generated text of each file, by path.
  package var texts: [String: Data]

  /// A pack of `texts`.
  package init(texts: [String: Data]) {
    self.texts = texts
  }

  /// The pack as stored.
  package var text: String {
    if texts.isEmpty { return "{}\n" }
    let members = texts.keys.sorted().map { path in
      "  " + JSONWriter.quoted(path) + ": " + JSONWriter.quoted(String(decoding: texts[path]!, as: UTF8.self))
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  /// Reads a pack's text; `file` names it in errors. Anything but an object of strings (invalid
  /// JSON, a path given twice, a value that is not a string) is a located error.
  package init(text: String, file: String) throws(Diagnostic) {
    let reader = JSONReader(file: file, text: text, mode: .throwAtFirst)
    let root = try reader.required(reader.parse())
    let fields = try reader.required(reader.fields(root, allowed: nil, path: "$", what: "a module's generated texts"))
    var texts: [String: Data] = [:]
    for member in fields.members {
      texts[member.key] = Data(try reader.required(reader.string(member.value, path: member.key)).utf8)
      locations[member.key] = member.value.location
    }
    self.texts = texts
    source = text
    self.file = file
  }

  /// Where each path's text starts in the file read, for errors.
  private var locations: [String: SourceLocation] = [:]
  /// The text read, for the caret line.
  private var source = ""
  /// The file read, as messages name it.
  private var file = ""

  /// The text of `path` when stored, checked against `digest` (`sha256:<hex>`): a text that does
  /// not match is an error at its location, never used.
  package func text(of path: String, digest: String) throws(Diagnostic) -> Data? {
    guard let data = texts[path] else { return nil }
    guard ModuleRecord.digest(of: data) == digest else {
      let message = "the stored text of \(path) does not match its digest in the record (\(digest))"
      let notes = ["the file was edited by hand; restore it from version control, or generate the module again"]
      if let location = locations[path] {
        throw Diagnostic(
          message, at: location, sourceLine: Diagnostic.line(location.line, of: source), notes: notes)
      }
      throw Diagnostic(message, file: file.isEmpty ? nil : file, notes: notes)
    }
    return data
  }

  /// Packs compare by their texts only.
  package static func == (lhs: GeneratedPack, rhs: GeneratedPack) -> Bool { lhs.texts == rhs.texts }

  /// Hashes the texts.
  package func hash(into hasher: inout Hasher) { hasher.combine(texts) }
}
