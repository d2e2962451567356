import TemplateSpec

extension CheckPreparer {
  /// `variants` with ``PreparedVariant/sameCodeAs`` set on each one that is an earlier variant's module
  /// under another name: rendered under the earlier variant's module name, every file (path, text, code or
  /// test) is byte for byte the earlier one's, and both are built with the same isolation. A parameter
  /// that changes nothing in some combinations (a choice read only when another parameter is on) so
  /// costs no second build.
  ///
  /// Candidates are found by comparing the files with the sample module name masked; each one is then
  /// rendered again under the earlier variant's name and compared exactly, so a name that a template
  /// spells in some other way (`snake_case`, say) can only hide a duplicate, never make one.
  func markingSameCode(
    _ variants: [PreparedVariant], of template: CatalogTemplate, manifest: TemplateManifest, samples: [String]
  ) -> [PreparedVariant] {
    var marked = variants
    let rendered = marked.indices.filter { marked[$0].problems.isEmpty && !marked[$0].files.isEmpty }
    // The paths first (cheap); the texts only within a group of variants with the same paths.
    let byShape = Dictionary(grouping: rendered) { Self.maskedFingerprint(of: marked[$0], withTexts: false) }
    for group in byShape.values where group.count > 1 {
      var firstWithTexts: [Int: Int] = [:]
      for index in group.sorted() {
        let texts = Self.maskedFingerprint(of: marked[index], withTexts: true)
        guard let earlier = firstWithTexts[texts] else {
          firstWithTexts[texts] = index
          continue
        }
        let original = marked[earlier].variant
        let renamed = CheckVariant(
          moduleName: original.moduleName, assignments: marked[index].variant.assignments,
          isolation: marked[index].variant.isolation)
        let again = render(
          renamed, of: template, samples: samples + Self.moduleNameLists(for: manifest, in: renamed),
          alreadyReported: [])
        if again.problems.isEmpty && Self.sameFiles(again.files, marked[earlier].files) {
          marked[index].sameCodeAs = original.moduleName
        }
      }
    }
    return marked
  }

  /// A hash of the variant's isolation and each file's role and path (and, `withTexts`, its text) in path
  /// order, with the sample module name (and its lowerCamelCase form) masked: equal for variants that may
  /// be the same code, which ``sameFiles(_:_:)`` then decides.
  static func maskedFingerprint(of variant: PreparedVariant, withTexts: Bool) -> Int {
    let name = variant.variant.moduleName
    let names = [Array(name.utf8), Array((name.prefix(1).lowercased() + name.dropFirst()).utf8)]
    var hasher = Hasher()
    hasher.combine(variant.variant.isolation)
    for file in variant.files.sorted(by: { $0.relativePath < $1.relativePath }) {
      hasher.combine(file.isTest)
      combineMasked(file.relativePath, names: names, into: &hasher)
      if withTexts { combineMasked(file.text, names: names, into: &hasher) }
    }
    return hasher.finalize()
  }

  /// Feeds `text`'s UTF-8 bytes to `hasher`, each occurrence of one of `names` as that name's number.
  private static func combineMasked(_ text: String, names: [[UInt8]], into hasher: inout Hasher) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      var runStart = 0
      var index = 0
      while index < buffer.count {
        let found = names.firstIndex { name in
          buffer[index] == name[0] && index + name.count <= buffer.count
            && buffer[index..<index + name.count].elementsEqual(name)
        }
        guard let found else {
          index += 1
          continue
        }
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[runStart..<index]))
        hasher.combine(-1 - found)
        index += names[found].count
        runStart = index
      }
      hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: buffer[runStart..<buffer.count]))
      hasher.combine(Int.min)  // the end of the text
    }
  }

  /// Whether `lhs` and `rhs` hold the same files: role, path and text, byte for byte.
  static func sameFiles(_ lhs: [PreparedFile], _ rhs: [PreparedFile]) -> Bool {
    func key(_ file: PreparedFile) -> String { (file.isTest ? "test " : "code ") + file.relativePath }
    let left = lhs.sorted { key($0) < key($1) }
    let right = rhs.sorted { key($0) < key($1) }
    return left.count == right.count
      && zip(left, right).allSatisfy { key($0) == key($1) && $0.text.utf8.elementsEqual($1.text.utf8) }
  }
}
