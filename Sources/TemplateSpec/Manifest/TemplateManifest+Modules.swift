import Liquid
import Located

extension TemplateManifest {
  /// The keys of a `modules` entry.
  package static let moduleKeys = ["template", "name", "if", "parameters", "for_each", "as"]

  /// Reads `for_each` and `as` of a file or module entry: the list parameter it repeats for and the
  /// item's name (`item` unless `as` says otherwise), reporting a missing or non-list parameter,
  /// and an `as` without `for_each` or that would hide a parameter.
  static func readRepetition(
    _ fields: JSONReader.Fields, path: String, parameters: [TemplateParameter], reader: JSONReader
  ) -> (forEach: String?, itemVariable: String) {
    var forEach: String?
    if let node = fields["for_each"], let value = reader.string(node, path: "\(path).for_each") {
      let lists = parameters.filter { $0.kind == .list }.map(\.name)
      if let parameter = parameters.first(where: { $0.name == value }), parameter.kind != .list {
        reader.report(
          "for_each needs a list parameter; '\(value)' is a \(parameter.kind.rawValue)", path: "\(path).for_each",
          at: node.location)
      } else if !parameters.contains(where: { $0.name == value }) {
        let hint = Suggestion.didYouMean(value, in: lists)
        let known = lists.isEmpty ? "; declare a list parameter" : "; lists: \(lists.joined(separator: ", "))"
        reader.report(
          "for_each names no parameter '\(value)'" + (hint.isEmpty ? known : hint), path: "\(path).for_each",
          at: node.location)
      }
      forEach = value
    }
    var itemVariable = "item"
    if let node = fields["as"], let value = reader.string(node, path: "\(path).as") {
      if forEach == nil {
        reader.report("'as' names the item of for_each; add for_each", path: "\(path).as", at: node.location)
      } else if !isParameterName(value) || reservedNames.contains(value)
        || parameters.contains(where: { $0.name == value })
      {
        reader.report(
          "'\(value)' cannot name the item: use letters, digits and underscores, not a parameter or reserved name",
          path: "\(path).as", at: node.location)
      }
      itemVariable = value
    }
    return (forEach, itemVariable)
  }

  /// Reads `modules`: each entry's Liquid snippets parsed and located, its repetition checked.
  /// Whether the named templates exist is known only when rendering (their names may be Liquid).
  static func readModules(
    _ node: DocumentNode, parameters: [TemplateParameter], reader: JSONReader, snippets: inout [String: Template]
  ) -> [TemplateModuleEntry] {
    guard let elements = reader.array(node, path: "modules") else { return [] }
    var entries: [TemplateModuleEntry] = []
    for (index, element) in elements.enumerated() {
      let path = "modules[\(index)]"
      guard let members = reader.object(element, path: path) else { continue }
      let fields = reader.checkKeys(members, allowed: moduleKeys, path: path)
      let problemsBefore = reader.problems.count

      func snippet(_ key: String, required: Bool, prefix: String = "", suffix: String = "")
        -> TemplateModuleEntry.Snippet?
      {
        guard let valueNode = fields[key] else {
          if required { reader.report("missing required key '\(key)'", path: path, at: element.location) }
          return nil
        }
        return snippet(of: valueNode, path: "\(path).\(key)", prefix: prefix, suffix: suffix)
      }
      func snippet(of valueNode: DocumentNode, path: String, prefix: String = "", suffix: String = "")
        -> TemplateModuleEntry.Snippet?
      {
        guard let text = reader.string(valueNode, path: path) else { return nil }
        guard
          let template = parseEmbedded(
            text, prefix: prefix, suffix: suffix, at: valueNode.location, path: path, reader: reader,
            snippets: &snippets)
        else { return nil }
        return TemplateModuleEntry.Snippet(text: text, template: template, location: valueNode.location)
      }

      let template = snippet("template", required: true)
      let name = snippet("name", required: true)
      let condition = snippet(
        "if", required: false, prefix: TemplateFileEntry.conditionPrefix, suffix: TemplateFileEntry.conditionSuffix)
      var values: [(name: String, value: TemplateModuleEntry.Snippet)] = []
      if let parametersNode = fields["parameters"],
        let members = reader.object(parametersNode, path: "\(path).parameters")
      {
        for member in members {
          if let value = snippet(of: member.value, path: "\(path).parameters.\(member.key)") {
            values.append((member.key, value))
          }
        }
      }
      let (forEach, itemVariable) = readRepetition(fields, path: path, parameters: parameters, reader: reader)
      guard reader.problems.count == problemsBefore, let template, let name else { continue }
      entries.append(
        TemplateModuleEntry(
          template: template, name: name, condition: condition, parameters: values, forEach: forEach,
          itemVariable: itemVariable, location: element.location))
    }
    return entries
  }
}
