import Liquid
import Located

extension TemplateManifest {
  /// Reads `parameters`: each entry validated, a name declared twice reported at its second
  /// declaration.
  static func readParameters(_ node: DocumentNode?, reader: JSONReader) -> [TemplateParameter] {
    guard let node, let elements = reader.array(node, path: "parameters") else { return [] }
    var parameters: [TemplateParameter] = []
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
      if let parameter = readParameter(element, path: path, reader: reader) { parameters.append(parameter) }
    }
    return parameters
  }

  /// One parameter, or `nil` after reporting what is wrong with it.
  private static func readParameter(_ node: DocumentNode, path: String, reader: JSONReader) -> TemplateParameter? {
    guard let members = reader.object(node, path: path) else { return nil }
    let fields = reader.checkKeys(members, allowed: parameterKeys, path: path)
    let problemsBefore = reader.problems.count
    let name = readParameterName(fields, in: node, path: path, reader: reader)
    let kind = readKind(fields, in: node, path: path, reader: reader)
    let description = fields["description"].flatMap { reader.string($0, path: "\(path).description") } ?? ""
    let requiredFlag = fields["required"].flatMap { reader.bool($0, path: "\(path).required") }
    let required = requiredFlag ?? false
    let format = readFormat(fields, kind: kind, path: path, reader: reader)
    let choices = readChoices(fields, in: node, kind: kind, path: path, reader: reader)

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
          reader: reader)
      }
    }
    var example: ParameterValue?
    if let exampleNode = fields["example"], let kind {
      example = typedValue(
        exampleNode, label: "example", kind: kind, choices: choices, format: format, path: "\(path).example",
        reader: reader)
    }

    guard reader.problems.count == problemsBefore, let name, let kind else { return nil }
    // A parameter without a default is required (as an option without a default is in
    // swift-argument-parser and Tuist): no value silently becomes "" / false / 0. Only an explicit
    // `"required": false` makes it optional: unset (nil to templates) unless given.
    return TemplateParameter(
      name: name, kind: kind, defaultValue: defaultValue, choices: choices, description: description,
      required: required || (defaultValue == nil && requiredFlag != false), format: format, example: example)
  }

  /// A parameter's `name`: required, a Liquid variable name, not one modgen sets itself.
  private static func readParameterName(
    _ fields: JSONReader.Fields, in node: DocumentNode, path: String, reader: JSONReader
  ) -> String? {
    guard let nameNode = fields["name"] else {
      reader.report("missing required key 'name'", path: path, at: node.location)
      return nil
    }
    guard let value = reader.string(nameNode, path: "\(path).name") else { return nil }
    if !isParameterName(value) {
      reader.report(
        "parameter name '\(value)' must be letters, digits and underscores, not starting with a digit",
        path: "\(path).name", at: nameNode.location)
    } else if reservedNames.contains(value) {
      reader.report(
        "parameter name '\(value)' is reserved: modgen sets that variable itself", path: "\(path).name",
        at: nameNode.location)
    }
    return value
  }

  /// A parameter's `type`: required, one of the kinds.
  private static func readKind(
    _ fields: JSONReader.Fields, in node: DocumentNode, path: String, reader: JSONReader
  ) -> TemplateParameter.Kind? {
    guard let typeNode = fields["type"] else {
      reader.report("missing required key 'type' (string, bool, int, choice or list)", path: path, at: node.location)
      return nil
    }
    guard let value = reader.string(typeNode, path: "\(path).type") else { return nil }
    guard let kind = TemplateParameter.Kind(rawValue: value) else {
      let allowed = TemplateParameter.Kind.allCases.map(\.rawValue)
      let hint = Suggestion.didYouMean(value, in: allowed)
      reader.report(
        "unknown type '\(value)'" + (hint.isEmpty ? "; expected one of \(allowed.joined(separator: ", "))" : hint),
        path: "\(path).type", at: typeNode.location)
      return nil
    }
    return kind
  }

  /// A parameter's `format`: known, and only on a string or list parameter.
  private static func readFormat(
    _ fields: JSONReader.Fields, kind: TemplateParameter.Kind?, path: String, reader: JSONReader
  ) -> StringFormat? {
    guard let formatNode = fields["format"], let value = reader.string(formatNode, path: "\(path).format") else {
      return nil
    }
    if kind != nil && kind != .string && kind != .list {
      reader.report(
        "'format' only applies to parameters of type string or list", path: "\(path).format", at: formatNode.location)
      return nil
    }
    guard let known = StringFormat(rawValue: value) else {
      let allowed = StringFormat.allCases.map(\.rawValue)
      let hint = Suggestion.didYouMean(value, in: allowed)
      reader.report(
        "unknown format '\(value)'" + (hint.isEmpty ? "; expected one of \(allowed.joined(separator: ", "))" : hint),
        path: "\(path).format", at: formatNode.location)
      return nil
    }
    return known
  }

  /// A parameter's `choices`: only on a choice parameter, which needs them, each listed once.
  private static func readChoices(
    _ fields: JSONReader.Fields, in node: DocumentNode, kind: TemplateParameter.Kind?, path: String,
    reader: JSONReader
  ) -> [String] {
    guard let choicesNode = fields["choices"] else {
      if kind == .choice { reader.report("a choice parameter needs 'choices'", path: path, at: node.location) }
      return []
    }
    if kind != nil && kind != .choice {
      reader.report(
        "'choices' only applies to parameters of type choice", path: "\(path).choices", at: choicesNode.location)
      return []
    }
    guard let values = reader.strings(choicesNode, path: "\(path).choices") else { return [] }
    if values.isEmpty {
      reader.report("a choice parameter needs at least one choice", path: "\(path).choices", at: choicesNode.location)
    }
    var seen = Set<String>()
    for value in values where !seen.insert(value).inserted {
      reader.report("choice '\(value)' is listed twice", path: "\(path).choices", at: choicesNode.location)
    }
    return values
  }

  /// A `default` or `example` value (`label` names it in messages): of the parameter's type, one of
  /// its choices, and normalised to its format.
  private static func typedValue(
    _ node: DocumentNode, label: String, kind: TemplateParameter.Kind, choices: [String], format: StringFormat?,
    path: String, reader: JSONReader
  ) -> ParameterValue? {
    var value = typedDefault(node, label: label, kind: kind, choices: choices, path: path, reader: reader)
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

  /// A `default` or `example` value of the parameter's type (`label` names it in messages), one of
  /// its choices for a choice parameter.
  private static func typedDefault(
    _ node: DocumentNode, label: String, kind: TemplateParameter.Kind, choices: [String], path: String,
    reader: JSONReader
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

}
