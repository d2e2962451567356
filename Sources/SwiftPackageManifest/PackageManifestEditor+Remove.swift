import Located

extension PackageManifestEditor {
  /// Takes the targets `names` out of the literal `targets: [ … ]` array of the manifest in
  /// `source`, undoing ``addTargets(_:to:)`` byte for byte: an element that has its lines to
  /// itself goes with its lines (and, when it was the last element of an array written without a
  /// trailing comma, the comma it made the element before it take); one that shares its line goes
  /// with the comma and spaces that separate it. A target the user changed since (another
  /// dependency, say) goes all the same; a name the manifest has no target of is reported in
  /// ``Edit/missing``, not refused. Throws a located diagnostic, naming the targets to remove by
  /// hand, when the manifest cannot be edited as text.
  package static func removeTargets(named names: [String], from source: SourceText) throws(Diagnostic) -> Edit {
    let manifest: PackageManifest
    do throws(Diagnostic) {
      manifest = try PackageManifest(source)
    } catch {
      var refusal = error
      refusal.notes.append(
        "modgen did not edit \(source.file); remove these targets from it by hand: " + names.joined(separator: ", "))
      throw refusal
    }
    let targets = manifest.targets
    let removing = targets.indices.filter { names.contains(targets[$0].name) }
    let removed = removing.map { targets[$0].name }
    var missing: [String] = []
    for name in names where !removed.contains(name) && !missing.contains(name) { missing.append(name) }
    let original = source.string(0, source.bytes.count)
    guard !removing.isEmpty else { return Edit(text: original, added: [], removed: [], missing: missing) }
    var ranges: [Range<Int>] = []
    for run in runs(of: removing) { ranges += removal(of: run, in: manifest) }
    var bytes = source.bytes
    for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) { bytes.removeSubrange(range) }
    let text = String(decoding: bytes, as: UTF8.self)
    try verifyRemoval(text, of: removed, from: manifest)
    return Edit(text: text, added: [], removed: removed, missing: missing)
  }

  /// The runs of consecutive indices in `indices` (sorted).
  private static func runs(of indices: [Int]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for index in indices {
      if let last = result.last, last.upperBound + 1 == index {
        result[result.count - 1] = last.lowerBound...index
      } else {
        result.append(index...index)
      }
    }
    return result
  }

  /// The byte ranges that take out the targets `run` (indices of consecutive targets).
  private static func removal(of run: ClosedRange<Int>, in manifest: PackageManifest) -> [Range<Int>] {
    let tokens = manifest.tokens
    let source = manifest.source
    let targets = manifest.targets
    let first = tokens[targets[run.lowerBound].tokens.lowerBound].start
    let lastToken = targets[run.upperBound].tokens.upperBound
    let hasComma = tokens[lastToken + 1].isSymbol(",")
    let end = hasComma ? tokens[lastToken + 1].end : tokens[lastToken].end
    let previous = run.lowerBound > 0 ? targets[run.lowerBound - 1] : nil
    let next = run.upperBound + 1 < targets.count ? targets[run.upperBound + 1] : nil
    let lineStart = source.lineStarts[source.line(at: first) - 1]
    let ownLines = source.bytes[lineStart..<first].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    if ownLines, let lineEnd = endOfLine(after: end, in: manifest) {
      var ranges = [lineStart..<min(lineEnd + lineBreakLength(at: lineEnd, in: source), source.bytes.count)]
      // The last element written without a trailing comma: the one before it gave up its comma.
      if next == nil, !hasComma, let previous, tokens[previous.tokens.upperBound + 1].isSymbol(",") {
        let comma = tokens[previous.tokens.upperBound + 1]
        ranges.append(comma.start..<comma.end)
      }
      return ranges
    }
    if let previous {
      return [tokens[previous.tokens.upperBound].end..<tokens[lastToken].end]
    }
    if let next {
      return [first..<tokens[next.tokens.lowerBound].start]
    }
    return [first..<end]
  }

  /// Where the line holding offset `after` ends (before its line break), when only spaces and
  /// comments follow `after` on it; nil when code follows or a block comment runs past the line.
  private static func endOfLine(after: Int, in manifest: PackageManifest) -> Int? {
    let bytes = manifest.source.bytes
    var end = after
    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
    if end > after && bytes[end - 1] == 0x0D { end -= 1 }
    if manifest.tokens.contains(where: { $0.start >= after && $0.start < end }) { return nil }
    if manifest.comments.contains(where: { $0.start < end && $0.end > end }) { return nil }
    return end
  }

  /// The length of the line break at `offset` (`\n`, `\r\n`, or none at the end of the text).
  private static func lineBreakLength(at offset: Int, in source: SourceText) -> Int {
    let bytes = source.bytes
    if offset < bytes.count, bytes[offset] == 0x0D { return offset + 1 < bytes.count ? 2 : 1 }
    return offset < bytes.count ? 1 : 0
  }

  /// Reads the edited manifest back: the removed targets are gone and the others are all there,
  /// in their order; otherwise nothing is written.
  private static func verifyRemoval(
    _ text: String, of removed: [String], from manifest: PackageManifest
  ) throws(Diagnostic) {
    let file = manifest.source.file
    let expected = manifest.targets.map(\.name).filter { !removed.contains($0) }
    let names = try? PackageManifest(SourceText(text, file: file)).targets.map(\.name)
    guard names == expected else {
      throw Diagnostic(
        "modgen could not remove the targets \(removed.joined(separator: ", ")) from \(file) safely "
          + "(the edited manifest would not read back as expected)",
        file: file, notes: ["remove them from its targets by hand"])
    }
  }
}
