import Foundation
import Liquid
import Located

/// A template's `.rambaspec`, loaded as Generamba 1.5 loads it: the text is rendered as Liquid
/// with the module's variables first, then read as YAML. Only `code_files`, `test_files` and
/// `dependencies` matter to generation; the other keys (`name`, `summary`, `author`, `version`,
/// `license`) are kept in ``root``.
package struct Rambaspec: Sendable {
  /// The YAML document after rendering.
  package let root: YAMLNode
  /// `code_files`, in order (empty when absent or null).
  package let codeFiles: [RambaspecFile]
  /// `test_files`, in order.
  package let testFiles: [RambaspecFile]
  /// `dependencies`: pod names (Generamba only warns when they are missing from the Podfile).
  package let dependencies: [String]

  /// Reads the rendered spec `text`; `file` names it in diagnostics.
  package init(yaml text: String, file: String) throws(Diagnostic) {
    let root = try YAMLReader.read(text, file: file)
    guard root.mapping != nil || root.isNull else {
      throw root.diagnostic("a .rambaspec must be a mapping of 'key: value' lines, not \(root.kindDescription)")
    }
    self.root = root
    codeFiles = try Self.files(root, "code_files")
    testFiles = try Self.files(root, "test_files")
    var dependencies: [String] = []
    if let node = root["dependencies"], !node.isNull {
      guard let items = node.sequence else {
        throw node.diagnostic("'dependencies' must be a list of pod names, not \(node.kindDescription)")
      }
      for item in items { if let name = try item.stringValue("a dependency") { dependencies.append(name) } }
    }
    self.dependencies = dependencies
  }

  /// Renders the spec `source` with `variables` (lax Liquid, as Generamba: no snippets are
  /// available to a spec), then reads it. Returns the spec and a warning per undefined variable
  /// the spec reads.
  package static func load(
    source: String, file: String, variables: LiquidObject, now: Date? = nil
  ) throws(Diagnostic) -> (spec: Rambaspec, warnings: [Diagnostic]) {
    let rendered: RenderResult
    do {
      rendered = try Template.parse(source, file: file).render(variables, options: RenderOptions(now: now))
    } catch {
      throw Diagnostic(liquid: error)
    }
    do {
      let spec = try Rambaspec(yaml: rendered.output, file: file)
      return (spec, rendered.undefinedVariables.map(\.warning))
    } catch {
      guard rendered.output != source else { throw error }
      var located = error
      located.notes.append("the spec is read as YAML after Liquid renders it; the line shown is the rendered one")
      throw located
    }
  }

  private static func files(_ root: YAMLNode, _ key: String) throws(Diagnostic) -> [RambaspecFile] {
    guard let node = root[key], !node.isNull else { return [] }
    guard let items = node.sequence else {
      throw node.diagnostic("'\(key)' must be a list of file entries, not \(node.kindDescription)")
    }
    var files: [RambaspecFile] = []
    for item in items { files.append(try RambaspecFile(item)) }
    return files
  }
}
