import Foundation
import Located
import ModgenSupport

/// The file a project generator makes the `.xcodeproj` from (XcodeGen's `project.yml`, Tuist's
/// `Project.swift`), read for the folders each target's `sources` cover, so `gen` can say whether
/// a new module is already part of a target or which lines to add. `Project.swift` is never run:
/// only the string literals after `sources:` are read, with the `name:` before them.
package struct ProjectSourcesManifest: Sendable {
  /// One target and the folders its sources cover.
  package struct Target: Sendable, Equatable {
    /// The target's name.
    package var name: String
    /// Whether it is a test target.
    package var isTest: Bool
    /// Tuist's `product:` (`app`, `framework`, `staticFramework`…), empty when not read.
    package var product: String = ""
    /// The folders its sources cover (globs cut at their first wildcard), relative to the
    /// manifest's folder.
    package var folders: [String]
    /// Tuist's iOS deployment target (`deploymentTargets: .iOS("16.0")`), nil when not written as a literal.
    package var deploymentTarget: String? = nil
    /// Whether its literal `dependencies:` list names ModuleCore; nil when it has none written as a list.
    package var dependsOnModuleCore: Bool? = nil

    /// The target as `init` and the requirement warnings see it: its first folder, its deployment target and
    /// whether it depends on ModuleCore.
    package var discovered: DiscoveredTarget {
      DiscoveredTarget(
        name: name, moduleName: ProductModuleName.derive(from: name), folder: folders.first,
        deploymentTarget: deploymentTarget, linksModuleCore: dependsOnModuleCore)
    }
  }

  /// `xcodeGen` or `tuist`.
  package var kind: ProjectKind
  /// The manifest file.
  package var file: URL
  /// The targets read from it (empty when it could not be read).
  package var targets: [Target]
  /// Why the targets could not be read, when they could not.
  package var problem: Diagnostic?

  /// The manifest in `folder`, when there is one.
  package static func find(in folder: URL, fileSystem: any FileSystem) -> ProjectSourcesManifest? {
    for found in FoundProject.all(in: folder, fileSystem: fileSystem) {
      guard found.kind == .xcodeGen || found.kind == .tuist else { continue }
      guard let text = try? fileSystem.readText(at: found.url) else { continue }
      return ProjectSourcesManifest(kind: found.kind, file: found.url, text: text)
    }
    return nil
  }

  /// Reads `text`, the manifest at `file`.
  package init(kind: ProjectKind, file: URL, text: String) {
    self.kind = kind
    self.file = file
    if kind == .xcodeGen {
      do {
        let survey = try XcodeGenSurvey(text: text, file: file.lastPathComponent)
        targets = survey.targets.map {
          Target(
            name: $0.name, isTest: $0.type.contains("test"), product: $0.type,
            folders: $0.sources.map(Self.folder(ofGlob:)))
        }
      } catch {
        targets = []
        problem = error
      }
    } else {
      targets = Self.tuistTargets(text)
    }
  }

  /// The target whose sources hold `folder` (relative to the manifest's folder).
  package func target(covering folder: String, test: Bool) -> Target? {
    let candidates = targets.filter { $0.folders.contains { Self.folder(folder, isInside: $0) } }
    return candidates.first { $0.isTest == test } ?? candidates.first
  }

  /// The target a module's files of that kind would be added to: the first application (or
  /// test) target.
  package func likelyTarget(test: Bool) -> Target? { targets.first { $0.isTest == test } }

  /// The lines to add to the manifest for `folder`, under the target's sources.
  package func linesToAdd(folder: String) -> [String] {
    switch kind {
    case .tuist: ["\"\(folder)/**\","]
    default: ["- path: \(folder)"]
    }
  }

  /// The command that makes the `.xcodeproj` again.
  package var generateCommand: String { kind == .tuist ? "tuist generate" : "xcodegen generate" }

  /// Whether `folder` is `source` or lies below it (`.` and an empty source cover everything).
  static func folder(_ folder: String, isInside source: String) -> Bool {
    let source = source.hasPrefix("./") ? String(source.dropFirst(2)) : source
    if source.isEmpty || source == "." { return true }
    return folder == source || folder.hasPrefix(source.hasSuffix("/") ? source : source + "/")
  }

  /// `Sources/**/*.swift` → `Sources`; a plain folder stays.
  static func folder(ofGlob glob: String) -> String {
    var parts: [Substring] = []
    for part in glob.split(separator: "/") {
      if part.contains("*") || part.contains("?") || part.contains("{") { break }
      parts.append(part)
    }
    return parts.joined(separator: "/")
  }

  /// The targets of a Tuist manifest, read from its text: each `sources:` list's string
  /// literals, given to the nearest `name: "…"` before it; `product: .unitTests` marks a test.
  package static func tuistTargets(_ text: String) -> [Target] {
    var targets: [Target] = []
    var name: String?
    var isTest = false
    var product = ""
    var requirements: [String: (deployment: String?, moduleCore: Bool?)] = [:]
    var scanner = text[...]
    while !scanner.isEmpty {
      // A label starts a word: `resources:` is not `sources:`.
      if let previous = text[..<scanner.startIndex].last, previous.isLetter || previous.isNumber || previous == "_" {
        scanner = scanner.dropFirst()
        continue
      }
      if scanner.hasPrefix("name:") {
        scanner = scanner.dropFirst(5)
        name = Self.stringLiteral(&scanner)
        isTest = false
        product = ""
      } else if scanner.hasPrefix("product:") {
        scanner = scanner.dropFirst(8)
        var rest = scanner.drop { $0 == " " }
        if rest.hasPrefix("Product.") { rest = rest.dropFirst(7) }
        isTest = rest.hasPrefix(".unitTests") || rest.hasPrefix(".uiTests")
        product = String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber })
      } else if scanner.hasPrefix("dependencies:") {
        // The whole list at once: the `name:` of `.external(name: "ModuleCore")` is not a target's.
        scanner = scanner.dropFirst(13)
        let value = scanner.drop { $0 == " " || $0 == "\n" }
        if let list = Self.bracketedList(value) {
          if let name { requirements[name, default: (nil, nil)].moduleCore = list.contains("\"ModuleCore\"") }
          scanner = value[list.endIndex...]
        }
      } else if scanner.hasPrefix("deploymentTargets:") || scanner.hasPrefix("deploymentTarget:") {
        scanner = scanner.drop { $0 != ":" }.dropFirst()
        var value = scanner.drop { $0 == " " }
        if value.hasPrefix(".iOS(") {
          value = value.dropFirst(5)
          if let label = value.range(of: "targetVersion:"), value[..<label.lowerBound].allSatisfy(\.isWhitespace) {
            value = value[label.upperBound...]
          }
          if let name, let version = Self.stringLiteral(&value) {
            requirements[name, default: (nil, nil)].deployment = version
          }
        }
      } else if scanner.hasPrefix("sources:") {
        scanner = scanner.dropFirst(8)
        let value = scanner.drop { $0 == " " || $0 == "\n" }
        var folders: [String] = []
        if value.first == "\"" {
          // `sources: "App/Sources/**"`: one glob.
          var single = value
          if let glob = Self.stringLiteral(&single) { folders = [Self.folder(ofGlob: glob)] }
          scanner = single
        } else if value.first == "[" {
          let end = value.firstIndex(of: "]") ?? value.endIndex
          var list = value[..<end]
          while let quote = list.firstIndex(of: "\"") {
            list = list[quote...]
            guard let glob = Self.stringLiteral(&list) else { break }
            folders.append(Self.folder(ofGlob: glob))
          }
          scanner = value[end...]
        }
        // Names and globs built by interpolation are not known without running the manifest.
        if let name, !name.contains("\\("), !folders.contains(where: { $0.contains("\\(") }), !folders.isEmpty {
          targets.append(Target(name: name, isTest: isTest, product: product, folders: folders))
        }
      } else {
        scanner = scanner.dropFirst()
      }
    }
    for index in targets.indices {
      guard let found = requirements[targets[index].name] else { continue }
      targets[index].deploymentTarget = found.deployment
      targets[index].dependsOnModuleCore = found.moduleCore
    }
    return targets
  }

  /// The `[…]` list at the start of `text`, brackets included, with nested brackets and string literals skipped;
  /// nil when `text` does not start with `[` or the list does not close.
  static func bracketedList(_ text: Substring) -> Substring? {
    guard text.first == "[" else { return nil }
    var depth = 0
    var inString = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\\" {
          index = text.index(after: index)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "[" {
        depth += 1
      } else if character == "]" {
        depth -= 1
        if depth == 0 { return text[...index] }
      }
      if index < text.endIndex { index = text.index(after: index) }
    }
    return nil
  }

  /// The `"…"` literal at the start of `text` (after spaces), consuming it.
  private static func stringLiteral(_ text: inout Substring) -> String? {
    text = text.drop { $0 == " " }
    guard text.first == "\"" else { return nil }
    let body = text.dropFirst()
    guard let close = body.firstIndex(of: "\"") else { return nil }
    text = body[body.index(after: close)...]
    return String(body[..<close])
  }
}
