import Located

/// A `project.pbxproj`, read once: its bytes, its value tree with byte ranges, and its objects by
/// id. Reading never changes anything; writing an unedited file gives back the same bytes,
/// because edits only insert lines (see ``XcodeProjectFile/addFiles(_:)``).
///
/// Refused, with a located error: merge-conflict markers, an XML property list, a malformed
/// file, duplicate object ids. Unknown object types, keys, objectVersions and layouts are kept.
package struct XcodeProjectFile: Sendable {
  /// The file name used in errors.
  package let file: String
  /// The source, with its line table.
  package let source: SourceText
  /// The document.
  package let root: PBXValue
  /// Every object by id.
  package let objects: [String: PBXObject]
  /// The ids in file order.
  package let objectOrder: [String]

  /// Reads `text` (the file named `file`, for errors).
  package init(text: String, file: String = "project.pbxproj") throws(Diagnostic) {
    self.file = file
    let source = SourceText(text, file: file)
    self.source = source
    try Self.refuseOddInputs(source)
    var parser = PBXParser(source)
    root = try parser.parseDocument()
    guard let objectsValue = root["objects"], let entries = objectsValue.entries else {
      throw Self.diagnostic("the file has no 'objects' dictionary", source: source, at: root.range.lowerBound)
    }
    var objects: [String: PBXObject] = [:]
    var order: [String] = []
    for entry in entries {
      guard entry.value.entries != nil else {
        throw Self.diagnostic(
          "object '\(entry.key)' is not a { … } dictionary", source: source, at: entry.value.range.lowerBound)
      }
      if objects[entry.key] != nil {
        let first = source.location(at: objects[entry.key]!.idRange.lowerBound)
        throw Self.diagnostic(
          "the object id '\(entry.key)' is used twice (first at line \(first.line)); Xcode cannot tell them apart",
          source: source, at: entry.keyRange.lowerBound,
          notes: ["a merge that kept both sides of a change usually does this; keep one of the two objects"])
      }
      let isa = entry.value["isa"]?.string ?? ""
      objects[entry.key] = PBXObject(id: entry.key, isa: isa, value: entry.value, idRange: entry.keyRange)
      order.append(entry.key)
    }
    self.objects = objects
    self.objectOrder = order
  }

  /// The text, unchanged.
  package var text: String { source.string(0, source.bytes.count) }

  /// The root `PBXProject` object.
  package var project: PBXObject? { root["rootObject"]?.string.flatMap { objects[$0] } }

  /// The project's main group.
  package var mainGroup: PBXObject? { project?["mainGroup"].flatMap { objects[$0] } }

  /// The project's targets, in the project's order.
  package var targets: [PBXObject] { (project?.ids("targets") ?? []).compactMap { objects[$0] } }

  /// The objects of one class, in file order.
  package func objects(isa: String) -> [PBXObject] { objectOrder.compactMap { objects[$0] }.filter { $0.isa == isa } }

  static func diagnostic(
    _ message: String, source: SourceText, at offset: Int, notes: [String] = []
  ) -> Diagnostic {
    let location = source.location(at: offset)
    return Diagnostic(message, at: location, sourceLine: source.lineText(location.line), notes: notes)
  }

  /// Conflict markers and XML property lists, refused before parsing.
  private static func refuseOddInputs(_ source: SourceText) throws(Diagnostic) {
    let bytes = source.bytes
    var start = 0
    while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x0A || bytes[start] == 0x09 { start += 1 }
    let head = source.string(start, min(bytes.count, start + 6))
    if head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("bplist") {
      throw diagnostic(
        "the project is stored as an XML (or binary) property list; modgen edits the text form Xcode writes",
        source: source, at: start,
        notes: ["open the project in Xcode and save it (Xcode writes the text form), then run modgen again"])
    }
    for lineStart in source.lineStarts where lineStart + 7 <= bytes.count {
      let marker = bytes[lineStart]
      guard marker == UInt8(ascii: "<") || marker == UInt8(ascii: ">") || marker == UInt8(ascii: "=") else { continue }
      if bytes[lineStart..<lineStart + 7].allSatisfy({ $0 == marker }) {
        throw diagnostic(
          "the project has unresolved merge-conflict markers", source: source, at: lineStart,
          notes: ["resolve the conflict (or take one side with 'git checkout --ours/--theirs') and run again"])
      }
    }
  }
}
