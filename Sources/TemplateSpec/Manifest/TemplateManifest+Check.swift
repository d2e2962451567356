import Located

extension TemplateManifest {
  /// Reads `check_all_combinations_of`: names of `bool` or `choice` parameters whose values `modgen check`
  /// combines in every way (by default it tries every pair of values). An unknown name, or a parameter of
  /// another type, is a problem at the name.
  static func readCheckCombinations(
    _ node: DocumentNode, parameters: [TemplateParameter], reader: JSONReader
  ) -> [String] {
    let key = "check_all_combinations_of"
    guard let elements = reader.array(node, path: key) else { return [] }
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      let path = "\(key)[\(index)]"
      guard let name = reader.string(element, path: path) else { continue }
      guard let parameter = parameters.first(where: { $0.name == name }) else {
        let hint = Suggestion.didYouMean(name, in: parameters.map(\.name))
        reader.report("no parameter named '\(name)'" + hint, path: path, at: element.location)
        continue
      }
      guard parameter.kind == .bool || parameter.kind == .choice else {
        reader.report(
          "'\(name)' is a \(parameter.kind.rawValue) parameter; check varies only bool and choice parameters",
          path: path, at: element.location)
        continue
      }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }
}
