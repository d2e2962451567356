import Liquid

/// Where `{% include 'header' %}` finds its text: `snippets/header.liquid` in the template
/// folder, as Liquid's `LocalFileSystem` with the pattern `%s.liquid` reads it, under its
/// name rule `\A[^./][a-zA-Z0-9_/]+\z`.
struct GenerambaSnippets: PartialSource {
  /// A name Liquid's local file system refuses.
  struct IllegalName: Error, CustomStringConvertible {
    /// The refused name.
    var name: String
    /// Liquid's message.
    var description: String {
      "Illegal template name '\(name)' (snippet names are letters, digits, '_' and '/', at least two characters)"
    }
  }

  /// The project's files.
  let files: GenerambaFileSource
  /// The template folder, relative to the project.
  let templateFolder: String

  /// The snippet `name`, or nil when its file does not exist.
  func loadPartial(named name: String) throws -> (source: String, file: String)? {
    guard Self.isLegal(name) else { throw IllegalName(name: name) }
    guard let (path, bytes) = files.read(templateFolder + "/snippets/" + name + ".liquid") else { return nil }
    return (String(decoding: bytes, as: UTF8.self), path)
  }

  /// Liquid's rule for file system template names.
  static func isLegal(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard bytes.count >= 2, bytes[0] != UInt8(ascii: "."), bytes[0] != UInt8(ascii: "/"),
      bytes[0] != UInt8(ascii: "\n")
    else { return false }
    return bytes.dropFirst().allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "/")
    }
  }
}
