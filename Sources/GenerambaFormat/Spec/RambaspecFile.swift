import Located

/// One entry of a `.rambaspec`'s `code_files` or `test_files`.
package struct RambaspecFile: Sendable, Hashable {
  /// `name`: the file's name, whose folder part becomes a subfolder of the module.
  package var name: String
  /// `path`: the Liquid file, relative to the template folder; nil for an empty group
  /// (a folder and nothing in it).
  package var path: String?
  /// `custom_name`: a Liquid template for the file name, replacing the default
  /// `{{ prefix }}{{ module_info.name }}{{ module_info.file_basename }}`.
  package var customName: String?
  /// `is_resource`: added to the resources build phase.
  package var isResource: Bool
  /// The entry (for messages about it as a whole).
  package var node: YAMLNode

  /// Reads an entry; a missing or non-string `name`, `path` or `custom_name` is a located error.
  package init(_ node: YAMLNode) throws(Diagnostic) {
    guard node.mapping != nil else {
      throw node.diagnostic(
        "a file entry must be a mapping such as {name: View.swift, path: Code/view.swift.liquid}, not \(node.kindDescription)"
      )
    }
    guard let nameNode = node["name"], let name = try nameNode.stringValue("a file entry's 'name'") else {
      throw node.diagnostic("a file entry needs a 'name'")
    }
    self.name = name
    self.path = try node["path"].flatMap { (path) throws(Diagnostic) in
      path.scalar?.isTruthy == false ? nil : try path.stringValue("'path'")
    }
    self.customName = try node["custom_name"].flatMap { (custom) throws(Diagnostic) in
      custom.scalar?.isTruthy == false ? nil : try custom.stringValue("'custom_name'")
    }
    self.isResource = node["is_resource"].map { $0.scalar?.isTruthy ?? true } ?? false
    self.node = node
  }
}
