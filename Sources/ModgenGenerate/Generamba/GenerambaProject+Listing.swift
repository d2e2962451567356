import Foundation
import GenerambaFormat
import Located
import ModgenSupport

extension GenerambaProject {
  /// A Generamba template installed in a project's `Templates/` folder, as `list` and `info`
  /// show it.
  package struct InstalledTemplate: Sendable {
    /// The template's name (its folder's name).
    package var name: String
    /// The folder, relative to the project (`Templates/<name>`).
    package var folder: String
    /// The `.rambaspec`'s `summary:` line, if it has one.
    package var summary: String?
    /// The `.rambaspec`'s `version:` line, if it has one.
    package var version: String?
  }

  /// The Generamba templates in `Templates/` of the project in `folder` (none without a
  /// Rambafile): folders holding `<name>.rambaspec` and no modgen `template.json`, by name.
  package static func installedTemplates(in folder: URL, fileSystem: any FileSystem) -> [InstalledTemplate] {
    guard hasRambafile(in: folder, fileSystem: fileSystem) else { return [] }
    let files = fileSource(root: folder, fileSystem: fileSystem)
    let root = GenerambaGenerator.templatesFolder
    var result: [InstalledTemplate] = []
    for name in (files.listDirectory(root) ?? []).sorted() where !name.hasPrefix(".") {
      let templateFolder = root + "/" + name
      guard files.readFile(templateFolder + "/template.json") == nil,
        let (_, bytes) = files.read(templateFolder + "/" + name + ".rambaspec")
      else { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      result.append(
        InstalledTemplate(
          name: name, folder: templateFolder, summary: topLevelScalar("summary", in: text),
          version: topLevelScalar("version", in: text)))
    }
    return result
  }

  /// The `custom_parameters` keys a template reads, from its spec and files (`{{ custom_parameters.x }}`,
  /// `custom_parameters['x']`), sorted.
  package func customParameterNames(templateName: String) -> [String] {
    guard let folder = files.resolveIgnoringCase(GenerambaGenerator.templatesFolder + "/" + templateName) else {
      return []
    }
    var names: Set<String> = []
    var pending = [folder]
    while let current = pending.popLast() {
      for entry in files.listDirectory(current) ?? [] {
        let path = current + "/" + entry
        if let bytes = files.readFile(path) {
          names.formUnion(Self.customParameterReferences(in: String(decoding: bytes, as: UTF8.self)))
        } else if files.listDirectory(path) != nil {
          pending.append(path)
        }
      }
    }
    return names.sorted()
  }

  /// The keys after `custom_parameters.` or inside `custom_parameters['…']` in `text`.
  static func customParameterReferences(in text: String) -> Set<String> {
    var found: Set<String> = []
    let marker = Array("custom_parameters".utf8)
    let bytes = Array(text.utf8)
    var index = 0
    func isWord(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }
    while index + marker.count < bytes.count {
      guard bytes[index..<index + marker.count].elementsEqual(marker) else {
        index += 1
        continue
      }
      var cursor = index + marker.count
      index = cursor
      if bytes[cursor] == UInt8(ascii: ".") {
        cursor += 1
      } else if bytes[cursor] == UInt8(ascii: "["), cursor + 1 < bytes.count,
        bytes[cursor + 1] == UInt8(ascii: "'") || bytes[cursor + 1] == UInt8(ascii: "\"")
      {
        cursor += 2
      } else {
        continue
      }
      let start = cursor
      while cursor < bytes.count, isWord(bytes[cursor]) { cursor += 1 }
      if cursor > start { found.insert(String(decoding: bytes[start..<cursor], as: UTF8.self)) }
    }
    return found
  }

  /// The value of a top-level `key: value` line, unquoted (good enough for a listing; the spec
  /// itself is read properly when generating).
  private static func topLevelScalar(_ key: String, in text: String) -> String? {
    for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix(key + ":") {
      var value = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
        value = String(value.dropFirst().dropLast())
      }
      return value.isEmpty || value.contains("{{") ? nil : value
    }
    return nil
  }
}
