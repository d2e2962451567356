import Located

/// Collects the insertions of one edit (new object lines in their sections, new entries at the
/// end of arrays) and applies them in one pass, so every byte outside them stays.
struct EditPlanner {
  let project: XcodeProjectFile
  private var edits: [(range: Range<Int>, text: String, order: Int)] = []
  private var usedIDs: Set<String> = []
  private var pendingObjects: [String: [(id: String, line: String)]] = [:]
  private(set) var summaries: [String] = []

  init(project: XcodeProjectFile) {
    self.project = project
  }

  /// A stable id for `kind` and `key`: 24 uppercase hex digits derived from them, bumped until it
  /// is unused, so the same edit twice gives the same ids.
  mutating func newID(_ kind: String, _ key: String) -> String {
    var salt = 0
    while true {
      let id = Self.hexID(kind + "|" + key + "|" + String(salt))
      if project.objects[id] == nil, usedIDs.insert(id).inserted { return id }
      salt += 1
    }
  }

  static func hexID(_ text: String) -> String {
    func fnv(_ seed: UInt64) -> UInt64 {
      var hash = seed
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
      }
      return hash
    }
    let high = String(fnv(0xcbf2_9ce4_8422_2325) & 0xFFFF_FFFF, radix: 16, uppercase: true)
    let low = String(fnv(0x8422_2325_cbf2_9ce4), radix: 16, uppercase: true)
    return String(repeating: "0", count: 8 - high.count) + high + String(repeating: "0", count: 16 - low.count) + low
  }

  /// Adds an object line (or block) to its class's section.
  /// The ids of the objects added.
  private(set) var addedIDs: Set<String> = []
  /// The ids of the objects added, in the order added.
  private(set) var addedOrder: [String] = []

  mutating func addObject(isa: String, line: String, id: String, summary: String) {
    pendingObjects[isa, default: []].append((id, line))
    addedIDs.insert(id)
    addedOrder.append(id)
    summaries.append(summary)
  }

  /// Records what an edit that adds no object did (entries added to an existing list).
  mutating func note(_ summary: String) {
    summaries.append(summary)
  }

  /// Appends `items` (id and comment) at the end of `object`'s array `key`.
  mutating func append(to object: PBXObject, key: String, items: [(String, String)]) throws(Diagnostic) {
    try append(to: object, key: key, values: items.map { "\($0.0) /* \($0.1) */" })
  }

  /// Appends `values`, written as given, at the end of `object`'s array `key`. A list written on
  /// one line (`(A /* a */, )`, as Xcode writes lists inside one-line objects) gets them on that
  /// line; an empty `()` in a multi-line object is written out as Xcode writes a list.
  mutating func append(to object: PBXObject, key: String, values: [String]) throws(Diagnostic) {
    let (entry, elements, range) = try list(of: object, key: key)
    let source = project.source
    let close = range.upperBound - 1
    if source.line(at: range.lowerBound) == source.line(at: close) {
      if elements.isEmpty && !isOneLine(object) {
        let keyIndent = indentation(ofLineAt: entry.keyRange.lowerBound)
        var text = "(\n"
        for value in values { text += keyIndent + "\t\(value),\n" }
        edits.append((range, text + keyIndent + ")", edits.count))
        return
      }
      var text = ""
      if let last = elements.last, !followedByComma(last.range.upperBound, before: close) {
        edits.append((last.range.upperBound..<last.range.upperBound, ",", edits.count))
        text = " "
      }
      for value in values { text += "\(value), " }
      edits.append((close..<close, text, edits.count))
      return
    }
    appendCommaIfMissing(after: elements.last, before: close)
    let lineStart = source.lineStarts[source.line(at: close) - 1]
    let itemIndent = indentation(ofLineAt: close) + "\t"
    var text = ""
    for value in values { text += itemIndent + "\(value),\n" }
    edits.append((lineStart..<lineStart, text, edits.count))
  }

  /// Inserts the strings `values` into `object`'s list `key` of strings, each before the first
  /// element that `areInIncreasingOrder` puts after it (at the end when none does), quoted as
  /// Xcode quotes them. Elements already there keep their places.
  mutating func insertSorted(
    into object: PBXObject, key: String, values: [String], by areInIncreasingOrder: (String, String) -> Bool
  ) throws(Diagnostic) {
    let (_, elements, range) = try list(of: object, key: key)
    let source = project.source
    let sorted = values.sorted(by: areInIncreasingOrder)
    let close = range.upperBound - 1
    guard source.line(at: range.lowerBound) != source.line(at: close) else {
      try append(to: object, key: key, values: sorted.map(XcodeProjectFile.quoted))
      return
    }
    var atEnd: [String] = []
    for value in sorted {
      guard let later = elements.first(where: { areInIncreasingOrder(value, $0.string ?? "") }) else {
        atEnd.append(value)
        continue
      }
      let offset = lineStart(of: later.range.lowerBound)
      edits.append(
        (
          offset..<offset, indentation(ofLineAt: later.range.lowerBound) + XcodeProjectFile.quoted(value) + ",\n",
          edits.count
        ))
    }
    if !atEnd.isEmpty { try append(to: object, key: key, values: atEnd.map(XcodeProjectFile.quoted)) }
  }

  /// Adds the list `key` holding `values` (written as given) to `object`, before its first key
  /// after `isa` that sorts after `key` (Xcode writes keys in that order), on the object's line
  /// when the object is written on one line.
  mutating func addList(to object: PBXObject, key: String, values: [String]) throws(Diagnostic) {
    guard let entries = object.value.entries else {
      throw XcodeProjectFile.diagnostic(
        "object \(object.id) is not a { … } dictionary", source: project.source, at: object.idRange.lowerBound)
    }
    let next = entries.first { $0.key != "isa" && $0.key > key }
    let closeBrace = object.value.range.upperBound - 1
    if isOneLine(object) {
      let offset = next?.keyRange.lowerBound ?? closeBrace
      let text = "\(key) = (" + values.map { "\($0), " }.joined() + "); "
      edits.append((offset..<offset, text, edits.count))
      return
    }
    let indent = indentation(ofLineAt: entries.last?.keyRange.lowerBound ?? closeBrace)
    var text = indent + "\(key) = (\n"
    for value in values { text += indent + "\t\(value),\n" }
    text += indent + ");\n"
    let offset = lineStart(of: next?.keyRange.lowerBound ?? closeBrace)
    edits.append((offset..<offset, text, edits.count))
  }

  /// Whether `object` is written on one line (`{isa = …; …; }`).
  func isOneLine(_ object: PBXObject) -> Bool {
    let range = object.value.range
    return project.source.line(at: range.lowerBound) == project.source.line(at: range.upperBound - 1)
  }

  /// The entry, elements and range of `object`'s list `key`, or a located error.
  private func list(
    of object: PBXObject, key: String
  ) throws(Diagnostic) -> (PBXValue.Entry, [PBXValue], Range<Int>) {
    guard let entry = object.value.entries?.first(where: { $0.key == key }),
      case .array(let elements, let range) = entry.value
    else {
      throw XcodeProjectFile.diagnostic(
        "\(object.isa.isEmpty ? "object" : object.isa) \(object.id) has no '\(key)' list to add to",
        source: project.source,
        at: object.idRange.lowerBound)
    }
    return (entry, elements, range)
  }

  /// A list written without a comma after its last element (valid, and seen in hand-edited
  /// files) gets one, so new entries stay separate values.
  private mutating func appendCommaIfMissing(after last: PBXValue?, before close: Int) {
    guard let last, !followedByComma(last.range.upperBound, before: close) else { return }
    edits.append((last.range.upperBound..<last.range.upperBound, ",", edits.count))
  }

  /// Whether a `,` comes after `offset` and before `close`, past spaces and comments.
  private func followedByComma(_ offset: Int, before close: Int) -> Bool {
    let bytes = project.source.bytes
    var index = offset
    while index < close {
      switch bytes[index] {
      case UInt8(ascii: ","): return true
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      case UInt8(ascii: "/") where index + 1 < close && bytes[index + 1] == UInt8(ascii: "*"):
        index += 2
        while index + 1 < close, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index += 2
      case UInt8(ascii: "/") where index + 1 < close && bytes[index + 1] == UInt8(ascii: "/"):
        while index < close, bytes[index] != 0x0A { index += 1 }
      default: return false
      }
    }
    return false
  }

  private func indentation(ofLineAt offset: Int) -> String {
    let source = project.source
    var index = source.lineStarts[source.line(at: offset) - 1]
    var text = ""
    while index < source.bytes.count, source.bytes[index] == 0x09 || source.bytes[index] == 0x20 {
      text.unicodeScalars.append(Unicode.Scalar(source.bytes[index]))
      index += 1
    }
    return text
  }

  /// The new text: objects go next to the objects of their class at their id-sorted place (a
  /// class without objects gets a section at its alphabetical place), arrays get their entries.
  /// Places come from the objects' own ranges; section comments only place a new section, and
  /// only when they sit inside the objects dictionary.
  mutating func apply() -> String {
    let source = project.source
    let objectsRange = project.root["objects"]?.range ?? 0..<source.bytes.count
    for (isa, objects) in pendingObjects.sorted(by: { $0.key < $1.key }) {
      let existing = project.objects(isa: isa)
      if let last = existing.last {
        for object in objects.sorted(by: { $0.id < $1.id }) {
          let offset =
            existing.first { $0.id > object.id }.map { lineStart(of: $0.idRange.lowerBound) }
            ?? endOfLine(after: last.value.range.upperBound)
          edits.append((offset..<offset, object.line, edits.count))
        }
        continue
      }
      var block = "/* Begin \(isa) section */\n"
      for object in objects.sorted(by: { $0.id < $1.id }) { block += object.line }
      block += "/* End \(isa) section */\n"
      let sections = allSections().filter { objectsRange.contains($0.begin) && objectsRange.contains($0.end) }
      if let later = sections.first(where: { $0.isa > isa }) {
        let offset = lineStart(of: later.begin)
        edits.append((offset..<offset, block + "\n", edits.count))
      } else if let lastSection = sections.last {
        let offset = endOfLine(after: lastSection.end)
        edits.append((offset..<offset, "\n" + block, edits.count))
      } else {
        // No section comments to follow: at the end of the objects dictionary.
        let offset = lineStart(of: objectsRange.upperBound - 1)
        edits.append((offset..<offset, "\n" + block, edits.count))
      }
    }
    var bytes = source.bytes
    for edit in edits.sorted(by: { ($0.range.lowerBound, $0.order) > ($1.range.lowerBound, $1.order) }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func lineStart(of offset: Int) -> Int { project.source.lineStarts[project.source.line(at: offset) - 1] }

  private func endOfLine(after offset: Int) -> Int {
    let line = project.source.line(at: offset)
    return line < project.source.lineStarts.count ? project.source.lineStarts[line] : project.source.bytes.count
  }

  /// Every `/* Begin X section */` … `/* End X section */` pair, in file order.
  private func allSections() -> [(isa: String, begin: Int, end: Int)] {
    var result: [(String, Int, Int)] = []
    let bytes = project.source.bytes
    var from = 0
    while let begin = find("/* Begin ", in: bytes, from: from) {
      let nameStart = begin + 9
      guard let suffix = find(" section */", in: bytes, from: nameStart) else { break }
      let isa = project.source.string(nameStart, suffix)
      guard let end = find("/* End \(isa) section */", in: bytes, from: suffix) else { break }
      result.append((isa, begin, end))
      from = end
    }
    return result
  }

  private func find(_ needle: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
      index += 1
    }
    return nil
  }
}
