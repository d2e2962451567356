import Foundation
import GenerambaFormat
import Located
import ModgenSupport

extension GenerambaProject {
  /// What `info` shows of the template `templateName`: the files it writes for a module named
  /// `Module` (compared with the disk through `fileSystem`), and the `custom_parameters` it reads.
  package func describe(
    templateName: String, now: Date, fileSystem: any FileSystem
  ) throws -> (files: [PlannedFile], customParameters: [String]) {
    let options = GenerambaOptions(moduleName: "Module", templateName: templateName, now: now)
    let (plan, _) = try plan(options, fileSystem: fileSystem)
    return (plan.files, customParameterNames(templateName: templateName))
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
}
