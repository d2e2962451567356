import Located

extension ProjectConfiguration {
  /// The keys of modgen.json's `check` object.
  static let checkKeys = ["dependencies", "exhaustive"]

  /// `check.exhaustive`: whether `modgen check` tries every combination of parameter values rather than
  /// every pair (false when absent; a value that is not a bool is reported).
  static func checkExhaustive(_ node: DocumentNode, reader: JSONReader) -> Bool {
    guard case .object(let members) = node.value, let value = members.first(where: { $0.key == "exhaustive" })
    else { return false }
    return reader.bool(value.value, path: "check.exhaustive") ?? false
  }

  /// The keys of one `check.dependencies` entry: `package` with `products`, or `path` with `module`.
  static let checkDependencyKeys = ["package", "products", "path", "module"]

  /// `check`: `{"dependencies": [{"package": "../CoreKit", "products": ["CoreKit"]}, {"path":
  /// "Sources/AppCore", "module": "AppCore"}]}`; every problem of shape is reported at its place.
  static func checkDependencies(_ node: DocumentNode, reader: JSONReader, text: String)
    -> [CheckDependencyDeclaration]
  {
    guard let members = reader.object(node, path: "check") else { return [] }
    let fields = reader.checkKeys(members, allowed: checkKeys, path: "check")
    guard let list = fields["dependencies"] else { return [] }
    guard case .array(let items) = list.value else {
      reader.report(
        "expected a list of {\"package\": …, \"products\": […]} or {\"path\": …, \"module\": …} entries, found "
          + JSONReader.describe(list), path: "check.dependencies", at: list.location)
      return []
    }
    return items.enumerated().compactMap { index, item in
      checkDependency(item, path: "check.dependencies[\(index)]", reader: reader, text: text)
    }
  }

  private static func checkDependency(
    _ item: DocumentNode, path: String, reader: JSONReader, text: String
  ) -> CheckDependencyDeclaration? {
    guard let members = reader.object(item, path: path) else { return nil }
    let fields = reader.checkKeys(members, allowed: checkDependencyKeys, path: path)
    func place(_ node: DocumentNode) -> Diagnostic {
      Diagnostic("", at: node.location, sourceLine: Diagnostic.line(node.location.line, of: text))
    }
    switch (fields["package"], fields["path"]) {
    case (.some, .some):
      reader.report(
        "give either \"package\" (a Swift package folder) or \"path\" (a folder of Swift sources), not both",
        path: path, at: item.location)
      return nil
    case (nil, nil):
      reader.report(
        "a check dependency needs \"package\" (a Swift package folder, with its \"products\") or \"path\""
          + " (a folder of Swift sources, with its \"module\")", path: path, at: item.location)
      return nil
    case (let packageNode?, nil):
      if fields["module"] != nil {
        reader.report(
          "\"module\" belongs to a \"path\" entry; a package names the \"products\" the modules import",
          path: path + ".module", at: item.location)
      }
      guard let folder = folderValue(packageNode, path: path + ".package", reader: reader) else { return nil }
      guard let productsNode = fields["products"] else {
        reader.report(
          "a package needs \"products\": the products of it that generated modules import, e.g. [\"CoreKit\"]",
          path: path, at: item.location)
        return nil
      }
      guard case .array(let elements) = productsNode.value, !elements.isEmpty else {
        reader.report(
          "expected a non-empty list of product names, found \(JSONReader.describe(productsNode))",
          path: path + ".products", at: productsNode.location)
        return nil
      }
      var products: [String] = []
      for (index, element) in elements.enumerated() {
        guard let name = reader.string(element, path: path + ".products[\(index)]") else { continue }
        if name.isEmpty {
          reader.report("a product name cannot be empty", path: path + ".products[\(index)]", at: element.location)
        }
        products.append(name)
      }
      guard products.count == elements.count, !products.contains("") else { return nil }
      return CheckDependencyDeclaration(
        kind: .package(path: folder, products: products), place: place(item), pathPlace: place(packageNode),
        namePlaces: elements.map(place))
    case (nil, let pathNode?):
      if fields["products"] != nil {
        reader.report(
          "\"products\" belongs to a \"package\" entry; a source folder names its \"module\"",
          path: path + ".products", at: item.location)
      }
      guard let folder = folderValue(pathNode, path: path + ".path", reader: reader) else { return nil }
      guard let moduleNode = fields["module"] else {
        let suggestion = folder.split(separator: "/").last.map { ProductModuleName.derive(from: String($0)) }
        reader.report(
          "a source folder needs \"module\": the module name generated code imports it by"
            + (suggestion.map { ", e.g. \"\($0)\"" } ?? ""), path: path, at: item.location)
        return nil
      }
      guard let module = reader.string(moduleNode, path: path + ".module") else { return nil }
      guard ProductModuleName.isValid(module) else {
        reader.report(
          "'\(module)' is not a Swift module name; did you mean '\(ProductModuleName.derive(from: module))'?",
          path: path + ".module", at: moduleNode.location)
        return nil
      }
      return CheckDependencyDeclaration(
        kind: .sourceFolder(path: folder, module: module), place: place(item), pathPlace: place(pathNode),
        namePlaces: [place(moduleNode)])
    }
  }

  /// A non-empty folder string, or `nil` after reporting.
  private static func folderValue(_ node: DocumentNode, path: String, reader: JSONReader) -> String? {
    guard let folder = reader.string(node, path: path) else { return nil }
    guard !folder.isEmpty else {
      reader.report("expected a folder, found an empty string", path: path, at: node.location)
      return nil
    }
    return folder
  }
}
