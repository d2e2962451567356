import Liquid
import Located
import ModgenSupport

extension TemplateManifest {
  /// The manifest's file name inside a template folder.
  package static let fileName = "template.json"

  /// The keys a manifest may contain.
  package static let keys = [
    "name", "summary", "version", "author", "license", "liquid", "parameters", "code_files", "test_files", "modules",
    "base", "abstract",
  ]
  /// The keys of a parameter.
  package static let parameterKeys = [
    "name", "type", "default", "choices", "description", "required", "format", "example",
  ]
  /// The keys of a `code_files` or `test_files` entry.
  package static let fileKeys = ["template", "path", "if", "for_each", "as"]
  /// Variable names modgen sets itself, which parameters may not take.
  package static let reservedNames = [
    "module_info", "developer", "date", "year", "prefix", "custom_parameters", "modgen",
  ]

  /// Reads `template.json` from `files` and validates it completely: unknown keys, types,
  /// duplicate parameters, choices against defaults, template files that must exist and parse,
  /// and the Liquid of every `path` and `if`.
  /// With `base`, the base template is found through `baseLookup` and loaded first; the template
  /// inherits its files and the keys it omits (see ``base``).
  /// - Parameter name: the template's name in the catalog (its folder's name); `name` must match.
  /// - Throws: ``ManifestError`` with every problem found (a base's problems too).
  static func load(name: String, files: any TemplateFiles, baseLookup: BaseTemplateLookup? = nil)
    throws(ManifestError) -> TemplateManifest
  {
    try load(name: name, files: files, baseLookup: baseLookup, chain: [])
  }

  /// Loads a manifest while the templates of `chain` wait for it as their base.
  static func load(name: String, files: any TemplateFiles, baseLookup: BaseTemplateLookup?, chain: [ChainLink])
    throws(ManifestError) -> TemplateManifest
  {
    let file = files.displayPath(of: fileName)
    let text: String
    do {
      guard let read = try files.read(fileName) else {
        throw ManifestError(
          file: file,
          problems: [ManifestProblem(jsonPath: "$", diagnostic: Diagnostic("\(fileName) not found", file: file))])
      }
      text = read
    } catch let error as ManifestError {
      throw error
    } catch {
      throw ManifestError(
        file: file,
        problems: [
          ManifestProblem(jsonPath: "$", diagnostic: Diagnostic("cannot read \(fileName): \(error)", file: file))
        ])
    }
    return try parse(
      text, name: name, file: file, files: files, baseLookup: baseLookup,
      chain: chain + [ChainLink(name: name, location: files.location)])
  }

  /// Validates manifest `text` (see ``load(name:files:baseLookup:)``).
  static func parse(
    _ text: String, name folderName: String, file: String, files ownFiles: any TemplateFiles,
    baseLookup: BaseTemplateLookup? = nil, chain: [ChainLink] = []
  ) throws(ManifestError) -> TemplateManifest {
    var reader = JSONReader(file: file, text: text)
    guard let root = reader.parse(), let members = reader.object(root, path: "$") else {
      throw ManifestError(file: file, problems: reader.problems)
    }
    let fields = reader.checkKeys(members, allowed: keys, path: "$")
    func requiredString(_ key: String) -> String? {
      guard let node = fields[key] else {
        reader.report("missing required key '\(key)'", path: "$", at: root.location)
        return nil
      }
      guard let value = reader.string(node, path: key) else { return nil }
      if value.allSatisfy(\.isWhitespace) {
        reader.report("must not be empty", path: key, at: node.location)
      }
      return value
    }
    let name = requiredString("name")
    if let name, let node = fields["name"], name != folderName {
      reader.report(
        "name '\(name)' differs from the template's folder name '\(folderName)'", path: "name", at: node.location)
    }
    let summary = requiredString("summary")
    let version = requiredString("version")
    var abstractLocation: SourceLocation?
    if let node = fields["abstract"], reader.bool(node, path: "abstract") == true { abstractLocation = node.location }
    let base = readBase(fields, lookup: baseLookup, chain: chain, reader: &reader)
    // The template's own files over its bases': what its entries and snippets are read from.
    let files: any TemplateFiles =
      base.map { InheritedTemplateFiles(own: ownFiles, base: $0.files ?? ownFiles) } ?? ownFiles
    let author = fields["author"].flatMap { reader.string($0, path: "author") } ?? base?.author
    let license = fields["license"].flatMap { reader.string($0, path: "license") } ?? base?.license
    var liquidMode = base?.liquidMode ?? LiquidMode.strict
    if let node = fields["liquid"], let value = reader.string(node, path: "liquid") {
      if let mode = LiquidMode(rawValue: value) {
        liquidMode = mode
      } else {
        reader.report("must be \"strict\" or \"lax\", not \"\(value)\"", path: "liquid", at: node.location)
      }
    }

    var parameters: [TemplateParameter] = []
    if let node = fields["parameters"], let elements = reader.array(node, path: "parameters") {
      var seen: [String: SourceLocation] = [:]
      for (index, element) in elements.enumerated() {
        let path = "parameters[\(index)]"
        if let parameterName = JSONReader.stringMember("name", of: element) {
          if let first = seen[parameterName] {
            reader.report(
              "parameter '\(parameterName)' is declared twice", path: path, at: element.location,
              notes: ["first declared at \(first.line):\(first.column)"])
            continue
          }
          seen[parameterName] = element.location
        }
        if let parameter = readParameter(element, path: path, reader: &reader) { parameters.append(parameter) }
      }
    }
    if let base { parameters = mergedParameters(base: base.parameters, own: parameters) }

    // Files the base parsed are not parsed again, unless the template has its own.
    let inherited = files as? InheritedTemplateFiles
    var templates = (base?.parsedTemplates ?? [:]).filter { inherited?.ownsFile($0.key) == false }
    var codeFiles: [TemplateFileEntry] = []
    var testFiles: [TemplateFileEntry] = []
    if let node = fields["code_files"] {
      codeFiles = readFiles(
        node, key: "code_files", files: files, parameters: parameters, reader: &reader, templates: &templates)
      if codeFiles.isEmpty && JSONReader.isEmptyArray(node) && abstractLocation == nil {
        reader.report("a template must write at least one code file", path: "code_files", at: node.location)
      }
    } else if let base, !base.codeFiles.isEmpty {
      codeFiles = base.codeFiles
      parseOverrides(of: codeFiles, files: files, baseNode: fields["base"], reader: &reader, templates: &templates)
    } else if abstractLocation == nil && (base != nil || fields["base"] == nil) {  // not after a base's error
      reader.report(
        "missing required key 'code_files'" + (base == nil ? "" : " (its base has none to inherit)"), path: "$",
        at: root.location)
    }
    if let node = fields["test_files"] {
      testFiles = readFiles(
        node, key: "test_files", files: files, parameters: parameters, reader: &reader, templates: &templates)
    } else if let base {
      testFiles = base.testFiles
      parseOverrides(of: testFiles, files: files, baseNode: fields["base"], reader: &reader, templates: &templates)
    }
    let modules =
      fields["modules"].map { readModules($0, parameters: parameters, reader: &reader) } ?? base?.modules ?? []
    if base != nil {
      let inheritedEntries =
        (fields["code_files"] == nil ? codeFiles.map { ("code_files", $0.forEach) } : [])
        + (fields["test_files"] == nil ? testFiles.map { ("test_files", $0.forEach) } : [])
        + (fields["modules"] == nil ? modules.map { ("modules", $0.forEach) } : [])
      checkInheritedRepetitions(
        inheritedEntries.map { (key: $0.0, forEach: $0.1) }, parameters: parameters, node: fields["parameters"],
        reader: &reader)
    }

    guard reader.problems.isEmpty, let name, let summary, let version else {
      throw ManifestError(file: file, problems: reader.problems)
    }
    var manifest = TemplateManifest(
      name: name, summary: summary, version: version, author: author, license: license, parameters: parameters,
      codeFiles: codeFiles, testFiles: testFiles, file: file)
    manifest.parsedTemplates = templates
    manifest.modules = modules
    manifest.liquidMode = liquidMode
    manifest.text = text
    manifest.files = files
    manifest.abstractLocation = abstractLocation
    if let base, let baseName = JSONReader.stringMember("base", of: root) {
      manifest.base = baseName
      manifest.baseLocation = base.files?.location
      manifest.baseTexts = base.baseTexts
      manifest.baseTexts[base.file] = base.text
    }
    return manifest
  }

  private static func readParameter(_ node: DocumentNode, path: String, reader: inout JSONReader) -> TemplateParameter?
  {
    guard let members = reader.object(node, path: path) else { return nil }
    let fields = reader.checkKeys(members, allowed: parameterKeys, path: path)
    let problemsBefore = reader.problems.count

    var name: String?
    if let nameNode = fields["name"], let value = reader.string(nameNode, path: "\(path).name") {
      if !isParameterName(value) {
        reader.report(
          "parameter name '\(value)' must be letters, digits and underscores, not starting with a digit",
          path: "\(path).name", at: nameNode.location)
      } else if reservedNames.contains(value) {
        reader.report(
          "parameter name '\(value)' is reserved: modgen sets that variable itself", path: "\(path).name",
          at: nameNode.location)
      }
      name = value
    } else if fields["name"] == nil {
      reader.report("missing required key 'name'", path: path, at: node.location)
    }

    var kind: TemplateParameter.Kind?
    if let typeNode = fields["type"], let value = reader.string(typeNode, path: "\(path).type") {
      kind = TemplateParameter.Kind(rawValue: value)
      if kind == nil {
        let allowed = TemplateParameter.Kind.allCases.map(\.rawValue)
        let hint = Suggestion.didYouMean(value, in: allowed)
        reader.report(
          "unknown type '\(value)'" + (hint.isEmpty ? "; expected one of \(allowed.joined(separator: ", "))" : hint),
          path: "\(path).type", at: typeNode.location)
      }
    } else if fields["type"] == nil {
      reader.report("missing required key 'type' (string, bool, int, choice or list)", path: path, at: node.location)
    }

    let description = fields["description"].flatMap { reader.string($0, path: "\(path).description") } ?? ""
    let requiredFlag = fields["required"].flatMap { reader.bool($0, path: "\(path).required") }
    let required = requiredFlag ?? false

    var format: StringFormat?
    if let formatNode = fields["format"], let value = reader.string(formatNode, path: "\(path).format") {
      let allowed = StringFormat.allCases.map(\.rawValue)
      if kind != nil && kind != .string && kind != .list {
        reader.report(
          "'format' only applies to parameters of type string or list", path: "\(path).format",
          at: formatNode.location)
      } else if let known = StringFormat(rawValue: value) {
        format = known
      } else {
        let hint = Suggestion.didYouMean(value, in: allowed)
        reader.report(
          "unknown format '\(value)'" + (hint.isEmpty ? "; expected one of \(allowed.joined(separator: ", "))" : hint),
          path: "\(path).format", at: formatNode.location)
      }
    }

    var choices: [String] = []
    if let choicesNode = fields["choices"] {
      if kind != nil && kind != .choice {
        reader.report(
          "'choices' only applies to parameters of type choice", path: "\(path).choices", at: choicesNode.location)
      } else if let values = reader.strings(choicesNode, path: "\(path).choices") {
        if values.isEmpty {
          reader.report(
            "a choice parameter needs at least one choice", path: "\(path).choices", at: choicesNode.location)
        }
        var seen = Set<String>()
        for value in values where !seen.insert(value).inserted {
          reader.report("choice '\(value)' is listed twice", path: "\(path).choices", at: choicesNode.location)
        }
        choices = values
      }
    } else if kind == .choice {
      reader.report("a choice parameter needs 'choices'", path: path, at: node.location)
    }

    var defaultValue: ParameterValue?
    if let defaultNode = fields["default"] {
      let defaultPath = "\(path).default"
      if required {
        reader.report(
          "a required parameter has no default; remove 'default' or 'required'", path: defaultPath,
          at: defaultNode.location)
      }
      if let kind {
        defaultValue = typedValue(
          defaultNode, label: "default", kind: kind, choices: choices, format: format, path: defaultPath,
          reader: &reader)
      }
    }
    var example: ParameterValue?
    if let exampleNode = fields["example"], let kind {
      example = typedValue(
        exampleNode, label: "example", kind: kind, choices: choices, format: format, path: "\(path).example",
        reader: &reader)
    }

    guard reader.problems.count == problemsBefore, let name, let kind else { return nil }
    // A parameter without a default is required (as an option without a default is in
    // swift-argument-parser and Tuist): no value silently becomes "" / false / 0. Only an explicit
    // `"required": false` makes it optional: unset (nil to templates) unless given.
    return TemplateParameter(
      name: name, kind: kind, defaultValue: defaultValue, choices: choices, description: description,
      required: required || (defaultValue == nil && requiredFlag != false), format: format, example: example)
  }

  /// A `default` or `example` value (`label` names it in messages): of the parameter's type, one of
  /// its choices, and normalised to its format.
  private static func typedValue(
    _ node: DocumentNode, label: String, kind: TemplateParameter.Kind, choices: [String], format: StringFormat?,
    path: String, reader: inout JSONReader
  ) -> ParameterValue? {
    var value = typedDefault(node, label: label, kind: kind, choices: choices, path: path, reader: &reader)
    if case .list(let items)? = value {
      let parameter = TemplateParameter(name: "", kind: .list, format: format)
      switch parameter.normalizeList(items) {
      case .success(let normalized): value = .list(normalized)
      case .failure(let failure):
        reader.report("\(label) \(failure.message)", path: path, at: node.location)
      }
    } else if let format, case .string(let text)? = value {
      switch format.normalize(text) {
      case .success(let normalized): value = .string(normalized)
      case .failure(let failure):
        reader.report("\(label) \(failure.message)", path: path, at: node.location)
      }
    }
    return value
  }

  private static func typedDefault(
    _ node: DocumentNode, label: String, kind: TemplateParameter.Kind, choices: [String], path: String,
    reader: inout JSONReader
  ) -> ParameterValue? {
    let value = JSONReader.parameterValue(node)
    switch (kind, value) {
    case (.string, .string?), (.bool, .bool?), (.int, .int?), (.list, .list?):
      return value
    case (.choice, .string(let text)?):
      if !choices.isEmpty && !choices.contains(text) {
        let hint = Suggestion.didYouMean(text, in: choices)
        reader.report(
          "\(label) '\(text)' is not one of the choices (\(choices.joined(separator: ", ")))\(hint)", path: path,
          at: node.location)
        return nil
      }
      return value
    default:
      let expected = [
        "string": "a string", "bool": "true or false", "int": "an integer", "choice": "a string",
        "list": "an array of strings",
      ]
      reader.report(
        "\(label) of \(kind == .int ? "an" : "a") \(kind.rawValue) parameter must be \(expected[kind.rawValue] ?? kind.rawValue), found \(JSONReader.describe(node))",
        path: path, at: node.location)
      return nil
    }
  }

  private static func readFiles(
    _ node: DocumentNode, key: String, files: any TemplateFiles, parameters: [TemplateParameter],
    reader: inout JSONReader, templates: inout [String: Template]
  ) -> [TemplateFileEntry] {
    guard let elements = reader.array(node, path: key) else { return [] }
    var entries: [TemplateFileEntry] = []
    for (index, element) in elements.enumerated() {
      let path = "\(key)[\(index)]"
      guard let members = reader.object(element, path: path) else { continue }
      let fields = reader.checkKeys(members, allowed: fileKeys, path: path)
      let problemsBefore = reader.problems.count

      var templateName: String?
      if let templateNode = fields["template"], let value = reader.string(templateNode, path: "\(path).template") {
        templateName = value
        checkTemplateFile(
          value, at: templateNode.location, path: "\(path).template", files: files, reader: &reader,
          templates: &templates)
      } else if fields["template"] == nil {
        reader.report("missing required key 'template'", path: path, at: element.location)
      }

      var pathTemplate: Template?
      var pathText: String?
      if let pathNode = fields["path"], let value = reader.string(pathNode, path: "\(path).path") {
        pathText = value
        pathTemplate = parseEmbedded(
          value, prefix: "", suffix: "", at: pathNode.location, path: "\(path).path", reader: &reader)
      } else if fields["path"] == nil {
        reader.report("missing required key 'path'", path: path, at: element.location)
      }

      var conditionText: String?
      var conditionTemplate: Template?
      if let conditionNode = fields["if"], let value = reader.string(conditionNode, path: "\(path).if") {
        conditionText = value
        conditionTemplate = parseEmbedded(
          value, prefix: TemplateFileEntry.conditionPrefix, suffix: TemplateFileEntry.conditionSuffix,
          at: conditionNode.location, path: "\(path).if", reader: &reader)
      }

      let (forEach, itemVariable) = readRepetition(fields, path: path, parameters: parameters, reader: &reader)

      guard reader.problems.count == problemsBefore, let templateName, let pathText, let pathTemplate,
        let pathNode = fields["path"]
      else { continue }
      var entry = TemplateFileEntry(
        template: templateName, path: pathText, condition: conditionText, pathLocation: pathNode.location,
        conditionLocation: fields["if"]?.location, pathTemplate: pathTemplate, conditionTemplate: conditionTemplate)
      entry.forEach = forEach
      entry.itemVariable = itemVariable
      entries.append(entry)
    }
    return entries
  }

  static func checkTemplateFile(
    _ name: String, at location: SourceLocation, path: @autoclosure () -> String, files: any TemplateFiles,
    reader: inout JSONReader, templates: inout [String: Template]
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
  /// at their place inside the manifest.
  static func parseEmbedded(
    _ value: String, prefix: String, suffix: String, at location: SourceLocation, path: @autoclosure () -> String,
    reader: inout JSONReader
  ) -> Template? {
    let source = prefix + value + suffix
    if let parsed = reader.parsedSnippets[source] { return parsed }
    do {
      let template = try Template.parse(source, file: reader.file)
      reader.parsedSnippets[source] = template
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

  static func isParameterName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
