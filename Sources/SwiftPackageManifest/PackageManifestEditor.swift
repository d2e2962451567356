import Foundation
import Located

/// Adds a module's target and test target to a `Package.swift` by inserting text only, as
/// `swift package add-target` does: the new elements go after the last element of the literal
/// `targets: [ … ]` array, one per line in the indentation and comma style the array already uses,
/// and every other byte stays. A target that is already there is not added again, so a second run
/// changes nothing.
package enum PackageManifestEditor {
  /// The targets to add.
  package struct Request: Sendable {
    /// The module's target name.
    package var name: String
    /// The module's folder, relative to the package's folder (`Sources/Passcode`).
    package var folder: String
    /// The test folder relative to the package's folder (`Tests/Passcode`), or nil for no test target.
    package var testsFolder: String?

    /// A request for target `name` in `folder`, and a test target in `testsFolder` when given.
    package init(name: String, folder: String, testsFolder: String?) {
      self.name = name
      self.folder = folder
      self.testsFolder = testsFolder
    }

    /// The test target's name.
    package var testName: String { name + "Tests" }
  }

  /// The edited manifest.
  package struct Edit: Sendable {
    /// The new text (the old one when nothing was added).
    package var text: String
    /// The names of the targets added, in order.
    package var added: [String]
    /// The names of the targets removed, in order (by ``removeTargets(named:from:)``).
    package var removed: [String] = []
    /// The names asked to remove that the manifest has no target of (by ``removeTargets(named:from:)``).
    package var missing: [String] = []
  }

  /// How the lines to add refer to ModuleCore when the manifest does not say.
  package static let defaultModuleCore = ".product(name: \"ModuleCore\", package: \"modgen\")"

  /// The elements `request` adds, as source lines (without indentation or trailing comma).
  package static func lines(for request: Request, moduleCore: String) -> [(name: String, line: String)] {
    var lines = [
      (
        request.name,
        ".target(name: \(quoted(request.name)), dependencies: [\(moduleCore)]"
          + pathArgument(request.folder, default: "Sources/\(request.name)") + ")"
      )
    ]
    if let tests = request.testsFolder {
      lines.append(
        (
          request.testName,
          ".testTarget(name: \(quoted(request.testName)), dependencies: [\(quoted(request.name)), \(moduleCore)]"
            + pathArgument(tests, default: "Tests/\(request.testName)") + ")"
        ))
    }
    return lines
  }

  /// Adds `request`'s targets to the manifest in `source`. Throws a located diagnostic, with the
  /// lines to add by hand as notes, when the manifest cannot be edited as text, when no target
  /// depends on ModuleCore, or when a new folder lies in another target's folder.
  package static func addTargets(_ request: Request, to source: SourceText) throws(Diagnostic) -> Edit {
    let manifest: PackageManifest
    do throws(Diagnostic) {
      manifest = try PackageManifest(source)
    } catch {
      var refusal = error
      refusal.notes.append("modgen did not edit \(source.file); add these to its targets by hand:")
      refusal.notes += lines(for: request, moduleCore: defaultModuleCore).map { "  \($0.line)," }
      throw refusal
    }
    let present = Set(manifest.targets.map(\.name))
    let folders = [(request.name, request.folder)] + (request.testsFolder.map { [(request.testName, $0)] } ?? [])
    for (name, folder) in folders where !present.contains(name) {
      for (index, target) in manifest.targets.enumerated() {
        guard let other = target.folder, overlaps(folder, other) else { continue }
        throw manifest.problem(
          "\(folder) is in the folder of target '\(target.name)' (\(other)); a folder belongs to one target",
          at: manifest.targets[index].tokens.lowerBound,
          notes: ["give the module folders of its own, e.g. -o Sources --tests-output Tests"])
      }
    }
    guard let moduleCore = manifest.moduleCoreDependency else {
      throw Diagnostic(
        "no target in \(source.file) depends on ModuleCore, so modgen cannot tell how the package names it",
        file: source.file,
        notes: [
          "add modgen to the package's dependencies: .package(url: \"<modgen's repository URL>\", branch: \"main\")",
          "and ModuleCore to a target's dependencies: \(defaultModuleCore)",
          "(for .package(path: …) the package: name is the folder's name)",
        ])
    }
    let new = lines(for: request, moduleCore: moduleCore).filter { !present.contains($0.name) }
    guard !new.isEmpty else { return Edit(text: source.string(0, source.bytes.count), added: []) }
    let bytes = insert(new.map(\.line), into: manifest)
    return Edit(text: String(decoding: bytes, as: UTF8.self), added: new.map(\.name))
  }

  /// The manifest's bytes with `elements` added to the end of its targets array.
  private static func insert(_ elements: [String], into manifest: PackageManifest) -> [UInt8] {
    let source = manifest.source
    let tokens = manifest.tokens
    let bytes = source.bytes
    let newline = bytes.contains(0x0D) && String(decoding: bytes, as: UTF8.self).contains("\r\n") ? "\r\n" : "\n"
    var insertions: [(offset: Int, text: String)] = []
    guard let last = manifest.targets.last else {
      // `targets: []`: the elements go inside, on the line of the brackets.
      let open = tokens[manifest.arrayOpen]
      insertions.append((open.end, elements.joined(separator: ", ")))
      return apply(insertions, to: bytes)
    }
    let lastEnd = tokens[last.tokens.upperBound].end
    let trailingComma = tokens[last.tokens.upperBound + 1].isSymbol(",")
    let after = trailingComma ? tokens[last.tokens.upperBound + 1].end : lastEnd
    let closeLine = source.line(at: tokens[manifest.arrayClose].start)
    let lineEnd = endOfLine(after: after, in: manifest)
    if let lineEnd, source.line(at: after) < closeLine {
      // One element per line: after the last element's line (and its trailing comment).
      let startLine = source.line(at: tokens[last.tokens.lowerBound].start)
      let indent = String(source.lineText(startLine).prefix { $0 == " " || $0 == "\t" })
      if !trailingComma { insertions.append((lastEnd, ",")) }
      let text = elements.map { indent + $0 }.joined(separator: "," + newline) + (trailingComma ? "," : "")
      insertions.append((lineEnd, newline + text))
    } else {
      let text = elements.joined(separator: ", ")
      insertions.append((after, trailingComma ? " " + text + "," : ", " + text))
    }
    return apply(insertions, to: bytes)
  }

  /// Where the line holding offset `after` ends (before its line break), when only comments
  /// follow `after` on that line; nil when code follows or a block comment runs past the line.
  private static func endOfLine(after: Int, in manifest: PackageManifest) -> Int? {
    let bytes = manifest.source.bytes
    var end = after
    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
    if end > after && end <= bytes.count && end > 0 && bytes[end - 1] == 0x0D { end -= 1 }
    if manifest.tokens.contains(where: { $0.start >= after && $0.start < end }) { return nil }
    if manifest.comments.contains(where: { $0.start < end && $0.end > end }) { return nil }
    return end
  }

  private static func apply(_ insertions: [(offset: Int, text: String)], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    // From the end; at one offset the later insertion first, so the texts keep their order there
    // (the comma after the last element, then the new lines, when nothing follows it on its line).
    let ordered = insertions.enumerated().sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }
    for insertion in ordered.map(\.element) {
      result.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
    }
    return result
  }

  /// Whether one folder is the other or inside it.
  private static func overlaps(_ folder: String, _ other: String) -> Bool {
    let a = trimmed(folder)
    let b = trimmed(other)
    return a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/") || b.isEmpty
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.hasSuffix("/") { path.removeLast() }
    return path == "." ? "" : path
  }

  private static func pathArgument(_ folder: String, default defaultFolder: String) -> String {
    trimmed(folder) == defaultFolder ? "" : ", path: \(quoted(folder))"
  }

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
