import Located

extension Rambafile {
  /// The `templates:` declarations, in order (empty when the key is absent or null).
  package func templateDeclarations() throws(Diagnostic) -> [TemplateDeclaration] {
    guard let node = node(.templates), !node.isNull else { return [] }
    guard let items = node.sequence else {
      throw node.diagnostic("'templates' must be a list of '- {name: …}' entries, not \(node.kindDescription)")
    }
    var declarations: [TemplateDeclaration] = []
    for item in items {
      guard item.mapping != nil else {
        throw item.diagnostic(
          "a template declaration must be a mapping such as {name: viper}, not \(item.kindDescription)")
      }
      guard let nameNode = item["name"], let name = try nameNode.stringValue("a template's 'name'") else {
        throw item.diagnostic("a template declaration needs a 'name'")
      }
      var source = TemplateDeclaration.Source.catalog
      if let git = item["git"], git.scalar?.isTruthy ?? true {
        let url = try git.stringValue("'git'") ?? ""
        source = .git(url: url, branch: try item["branch"]?.stringValue("'branch'"))
      } else if let local = item["local"], local.scalar?.isTruthy ?? true {
        source = .local(try local.stringValue("'local'") ?? "")
      }
      declarations.append(TemplateDeclaration(name: name, source: source, location: item.location))
    }
    return declarations
  }

  /// The `catalogs:` repository addresses, in order (empty when absent or null).
  package func catalogs() throws(Diagnostic) -> [String] {
    guard let node = node(.catalogs), !node.isNull else { return [] }
    guard let items = node.sequence else {
      throw node.diagnostic("'catalogs' must be a list of git addresses, not \(node.kindDescription)")
    }
    var urls: [String] = []
    for item in items {
      guard let url = try item.stringValue("a catalog address") else {
        throw item.diagnostic("a catalog address cannot be empty")
      }
      urls.append(url)
    }
    return urls
  }
}
