import Liquid
import Located

extension TemplateManifest {
  /// How many bases deep a chain may go before it is reported (a chain that long is a mistake).
  static let maximumBaseDepth = 16

  /// A template being loaded while its bases are: its name and folder (to report cycles).
  struct ChainLink: Sendable {
    var name: String
    var location: String
  }

  /// Reads `base` and loads the base template's manifest (validated, its own bases included),
  /// reporting at the `base` key an unknown name (with a suggestion), a cycle, a chain too deep or
  /// a base with problems (whose problems follow, in the base's files).
  static func readBase(
    _ fields: JSONReader.Fields, lookup: BaseTemplateLookup?, chain: [ChainLink], reader: JSONReader
  ) -> TemplateManifest? {
    guard let node = fields["base"], let name = reader.string(node, path: "base") else { return nil }
    guard let template = lookup?.template(named: name) else {
      let names = (lookup?.names ?? []).filter { $0 != chain.last?.name }
      var message = "unknown base template '\(name)'" + Suggestion.didYouMean(name, in: names)
      if name == chain.last?.name { message += " (a template can be based on one it hides, not on itself)" }
      reader.report(message, path: "base", at: node.location)
      return nil
    }
    if let start = chain.firstIndex(where: { $0.location == template.location }) {
      let names = chain[start...].map(\.name) + [template.name]
      reader.report(
        "base '\(name)' leads back to itself: \(names.joined(separator: " → "))", path: "base", at: node.location)
      return nil
    }
    if chain.count >= maximumBaseDepth {
      reader.report(
        "base '\(name)' is more than \(maximumBaseDepth) bases deep: "
          + (chain.map(\.name) + [template.name]).joined(separator: " → "), path: "base", at: node.location)
      return nil
    }
    do {
      return try load(name: template.name, files: template.files, baseLookup: template.baseLookup, chain: chain)
    } catch {
      reader.report(
        "base template '\(name)' (\(template.location)) has \(error.problems.count) problem(s)", path: "base",
        at: node.location)
      for problem in error.problems { reader.report(problem.diagnostic, path: problem.jsonPath) }
      return nil
    }
  }

  /// The base's parameters with the template's own: one with a base parameter's name replaces it
  /// in place, the others follow in their order.
  static func mergedParameters(base: [TemplateParameter], own: [TemplateParameter]) -> [TemplateParameter] {
    var merged = base
    for parameter in own {
      if let index = merged.firstIndex(where: { $0.name == parameter.name }) {
        merged[index] = parameter
      } else {
        merged.append(parameter)
      }
    }
    return merged
  }

  /// Reports a parameter the template redeclares as something other than a list while an entry it
  /// inherits repeats for it (`for_each`), at the template's `parameters`.
  static func checkInheritedRepetitions(
    _ repeated: [(key: String, forEach: String?)], parameters: [TemplateParameter], node: DocumentNode?,
    reader: JSONReader
  ) {
    guard let node else { return }
    var reported = Set<String>()
    for (key, forEach) in repeated {
      guard let forEach, let parameter = parameters.first(where: { $0.name == forEach }), parameter.kind != .list,
        reported.insert(forEach).inserted
      else { continue }
      reader.report(
        "'\(forEach)' must stay a list parameter: the \(key) this template inherits repeat for it (for_each)",
        path: "parameters", at: node.location)
    }
  }

  /// Parses the template's own files that replace files of inherited `code_files`/`test_files`
  /// entries (the others stay parsed as the base parsed them), reporting at `base`.
  static func parseOverrides(
    of entries: [TemplateFileEntry], files: any TemplateFiles, baseNode: DocumentNode?, reader: JSONReader,
    templates: inout [String: Template]
  ) {
    guard let baseNode else { return }
    for entry in entries where templates[entry.template] == nil {
      checkTemplateFile(
        entry.template, at: baseNode.location, path: "base", files: files, reader: reader,
        templates: &templates)
    }
  }

  /// Whether `template.json` in `files` says `"abstract": true`, read without validating it.
  package static func declaresAbstract(in files: any TemplateFiles) -> Bool {
    guard let text = (try? files.read(fileName)) ?? nil,
      let root = JSONReader(file: fileName, text: text).parse(),
      case .bool(true)? = JSONReader.member("abstract", of: root)?.value
    else { return false }
    return true
  }

  /// The error for generating (or checking alone) an abstract template, at its `abstract` key.
  package var abstractProblem: Diagnostic? {
    guard let location = abstractLocation else { return nil }
    return Diagnostic(
      "template '\(name)' is abstract: it is a base for other templates (\"base\": \"\(name)\") and does not"
        + " generate a module itself", file: file, line: location.line, column: location.column,
      sourceLine: Diagnostic.line(location.line, of: text))
  }
}
