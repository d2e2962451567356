import Liquid
import Located
import ModgenSupport

extension TemplateManifest {
  /// Reads `code_files` or `test_files` (`key`): each entry's template file checked and parsed, its
  /// `path` and `if` snippets parsed and located, its repetition checked.
  static func readFiles(
    _ node: DocumentNode, key: String, files: any TemplateFiles, parameters: [TemplateParameter],
    reader: JSONReader, into contents: inout Contents
  ) -> [TemplateFileEntry] {
    guard let elements = reader.array(node, path: key) else { return [] }
    var entries: [TemplateFileEntry] = []
    for (index, element) in elements.enumerated() {
      if let entry = readFileEntry(
        element, path: "\(key)[\(index)]", files: files, parameters: parameters, reader: reader, into: &contents)
      {
        entries.append(entry)
      }
    }
    return entries
  }

  /// One entry of `code_files` or `test_files`, or `nil` after reporting what is wrong with it.
  private static func readFileEntry(
    _ element: DocumentNode, path: String, files: any TemplateFiles, parameters: [TemplateParameter],
    reader: JSONReader, into contents: inout Contents
  ) -> TemplateFileEntry? {
    guard let members = reader.object(element, path: path) else { return nil }
    let fields = reader.checkKeys(members, allowed: fileKeys, path: path)
    let problemsBefore = reader.problems.count

    var templateName: String?
    if let templateNode = fields["template"], let value = reader.string(templateNode, path: "\(path).template") {
      templateName = value
      checkTemplateFile(
        value, at: templateNode.location, path: "\(path).template", files: files, reader: reader,
        templates: &contents.templates)
    } else if fields["template"] == nil {
      reader.report("missing required key 'template'", path: path, at: element.location)
    }

    var pathTemplate: Template?
    var pathText: String?
    if let pathNode = fields["path"], let value = reader.string(pathNode, path: "\(path).path") {
      pathText = value
      pathTemplate = parseEmbedded(
        value, prefix: "", suffix: "", at: pathNode.location, path: "\(path).path", reader: reader,
        snippets: &contents.snippets)
    } else if fields["path"] == nil {
      reader.report("missing required key 'path'", path: path, at: element.location)
    }

    var conditionText: String?
    var conditionTemplate: Template?
    if let conditionNode = fields["if"], let value = reader.string(conditionNode, path: "\(path).if") {
      conditionText = value
      conditionTemplate = parseEmbedded(
        value, prefix: TemplateFileEntry.conditionPrefix, suffix: TemplateFileEntry.conditionSuffix,
        at: conditionNode.location, path: "\(path).if", reader: reader, snippets: &contents.snippets)
    }

    let (forEach, itemVariable) = readRepetition(fields, path: path, parameters: parameters, reader: reader)

    guard reader.problems.count == problemsBefore, let templateName, let pathText, let pathTemplate,
      let pathNode = fields["path"]
    else { return nil }
    var entry = TemplateFileEntry(
      template: templateName, path: pathText, condition: conditionText, pathLocation: pathNode.location,
      conditionLocation: fields["if"]?.location, pathTemplate: pathTemplate, conditionTemplate: conditionTemplate)
    entry.forEach = forEach
    entry.itemVariable = itemVariable
    return entry
  }

  /// Checks that template file `name` is a safe relative path that exists and parses, keeping it
  /// parsed in `templates`.
  static func checkTemplateFile(
    _ name: String, at location: SourceLocation, path: @autoclosure () -> String, files: any TemplateFiles,
    reader: JSONReader, templates: inout [String: Template]
  ) {
    if let problem = PathSafety.lexicalProblem(in: name) {
      reader.report(problem, path: path(), at: location)
      return
    }
    if templates[name] != nil || files.isCheckedAtBuild { return }
    let source: String?
    do {
      source = try files.read(name)
    } catch {
      reader.report("cannot read template file '\(name)': \(error)", path: path(), at: location)
      return
    }
    guard let source else {
      let hint = Suggestion.didYouMean(name, in: files.allFiles())
      reader.report("template file '\(name)' does not exist in \(files.location)\(hint)", path: path(), at: location)
      return
    }
    do {
      templates[name] = try Template.parseShared(source, file: files.displayPath(of: name))
    } catch {
      reader.report(Diagnostic(liquid: error), path: path())
    }
  }

  /// Parses a Liquid snippet held in a JSON string (a `path` or an `if`), reporting syntax errors
  /// at their place inside the manifest. `snippets` holds the snippets of this manifest parsed so
  /// far, by their text: a manifest repeats the same `path` and `if` snippets across its variants'
  /// entries. Only successful parses are kept, so a broken snippet is reported at each place.
  static func parseEmbedded(
    _ value: String, prefix: String, suffix: String, at location: SourceLocation, path: @autoclosure () -> String,
    reader: JSONReader, snippets: inout [String: Template]
  ) -> Template? {
    let source = prefix + value + suffix
    if let parsed = snippets[source] { return parsed }
    do {
      let template = try Template.parse(source, file: reader.file)
      snippets[source] = template
      return template
    } catch {
      let (line, column) = manifestPosition(
        of: error.location, in: value, prefixLength: prefix.utf8.count, string: location)
      reader.report(error.message, path: path(), line: line, column: column)
      return nil
    }
  }

  /// Where a location inside a (possibly wrapped) embedded snippet is in the manifest: the
  /// snippet's first character follows the string's opening quote. Positions inside the wrapper
  /// are clamped to the string.
  package static func manifestPosition(
    of location: SourceLocation, in value: String, prefixLength: Int, string: SourceLocation
  ) -> (line: Int, column: Int) {
    if location.line > 1 { return (string.line + location.line - 1, location.column) }
    let offset = min(max(location.column - 1 - prefixLength, 0), value.utf8.count)
    return (string.line, string.column + 1 + offset)
  }
}
