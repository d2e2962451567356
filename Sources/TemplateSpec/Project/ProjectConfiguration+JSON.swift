import Foundation
import Located
import ModgenSupport

extension ProjectConfiguration {
  /// Parses and validates modgen.json text (unknown keys, wrong types), reporting every problem.
  package static func parse(_ text: String, file: String) throws(ManifestError) -> ProjectConfiguration {
    let reader = JSONReader(file: file, text: text)
    guard let root = reader.parse(), let members = reader.object(root, path: "$") else {
      throw ManifestError(file: file, reader: reader)
    }
    let fields = reader.checkKeys(members, allowed: keys, path: "$")
    var configuration = ProjectConfiguration()
    configuration.projectName = fields["project_name"].flatMap { reader.string($0, path: "project_name") }
    if let node = fields["product_module_name"], let name = reader.string(node, path: "product_module_name") {
      if ProductModuleName.isValid(name) {
        configuration.productModuleName = name
      } else {
        reader.report(
          "'\(name)' is not a Swift module name; did you mean '\(ProductModuleName.derive(from: name))'?",
          path: "product_module_name", at: node.location)
      }
    }
    configuration.company = fields["company"].flatMap { reader.string($0, path: "company") }
    configuration.author = fields["author"].flatMap { reader.string($0, path: "author") }
    configuration.prefix = fields["prefix"].flatMap { reader.string($0, path: "prefix") }
    configuration.sourcesPath = fields["sources_path"].flatMap { reader.string($0, path: "sources_path") }
    configuration.testsPath = fields["tests_path"].flatMap { reader.string($0, path: "tests_path") }
    if let node = fields["templates"] { readTemplates(node, into: &configuration, reader: reader) }
    if let node = fields["parameters"] { readParameters(node, into: &configuration, reader: reader) }
    if let node = fields["template_sources"] {
      configuration.templateSources = templateSources(node, reader: reader, text: text)
    }
    if let node = fields["xcode_project"] {
      configuration.xcodeProject = xcodeProject(node, reader: reader)
    }
    if let node = fields["package_targets"], let flag = reader.bool(node, path: "package_targets") {
      configuration.packageTargets = flag
    }
    if let node = fields["catalogs"] {
      configuration.catalogs = reader.stringOrStrings(node, path: "catalogs") ?? []
    }
    if let node = fields["check"] {
      configuration.checkDependencies = checkDependencies(node, reader: reader, text: text)
      configuration.checkExhaustive = checkExhaustive(node, reader: reader)
    }
    guard reader.problems.isEmpty else { throw ManifestError(file: file, reader: reader) }
    return configuration
  }

  /// `templates`: one folder or a list, each kept with where it is written, so a folder that does
  /// not exist is reported there.
  private static func readTemplates(
    _ node: DocumentNode, into configuration: inout ProjectConfiguration, reader: JSONReader
  ) {
    configuration.templates = reader.stringOrStrings(node, path: "templates") ?? []
    let locations: [SourceLocation]
    if case .array(let elements) = node.value {
      locations = elements.map(\.location)
    } else {
      locations = [node.location]
    }
    configuration.templatePlaces = locations.map {
      Diagnostic("", at: $0, sourceLine: Diagnostic.line($0.line, of: reader.text))
    }
  }

  /// `parameters`: an object of parameter values, each kept with where it is written.
  private static func readParameters(
    _ node: DocumentNode, into configuration: inout ProjectConfiguration, reader: JSONReader
  ) {
    guard let entries = reader.object(node, path: "parameters") else { return }
    for entry in entries {
      guard let value = JSONReader.parameterValue(entry.value) else {
        reader.report(
          "expected a string, bool or integer, found \(JSONReader.describe(entry.value))",
          path: "parameters.\(entry.key)", at: entry.value.location)
        continue
      }
      configuration.parameters[entry.key] = value
      configuration.parameterPlaces[entry.key] = Diagnostic(
        "", at: entry.value.location, sourceLine: Diagnostic.line(entry.value.location.line, of: reader.text))
    }
  }

  /// `xcode_project`: the project's path (required), its targets and groups.
  private static func xcodeProject(_ node: DocumentNode, reader: JSONReader) -> XcodeProjectSettings? {
    guard let members = reader.object(node, path: "xcode_project") else { return nil }
    let settings = reader.checkKeys(
      members, allowed: ["path", "targets", "test_targets", "group", "test_group"], path: "xcode_project")
    guard let pathNode = settings["path"], let path = reader.string(pathNode, path: "xcode_project.path") else {
      reader.report("xcode_project needs a \"path\" (the .xcodeproj folder)", path: "xcode_project", at: node.location)
      return nil
    }
    return XcodeProjectSettings(
      path: path,
      targets: settings["targets"].flatMap { reader.stringOrStrings($0, path: "xcode_project.targets") } ?? [],
      testTargets: settings["test_targets"].flatMap { reader.stringOrStrings($0, path: "xcode_project.test_targets") }
        ?? [],
      group: settings["group"].flatMap { reader.string($0, path: "xcode_project.group") },
      testGroup: settings["test_group"].flatMap { reader.string($0, path: "xcode_project.test_group") })
  }

  /// `template_sources`: `[{"name": "x", "git": "url", "branch"|"tag"|"commit": "…"}, {"name": "y",
  /// "local": "path"}, {"name": "z"}]`.
  private static func templateSources(
    _ node: DocumentNode, reader: JSONReader, text: String
  ) -> [TemplateSourceDeclaration] {
    guard case .array(let items) = node.value else {
      reader.report(
        "expected a list of {\"name\": …} entries, found \(JSONReader.describe(node))", path: "template_sources",
        at: node.location)
      return []
    }
    var result: [TemplateSourceDeclaration] = []
    for (index, item) in items.enumerated() {
      let path = "template_sources[\(index)]"
      guard let members = reader.object(item, path: path) else { continue }
      let fields = reader.checkKeys(members, allowed: ["name", "git", "local", "branch", "tag", "commit"], path: path)
      guard let nameNode = fields["name"], let name = reader.string(nameNode, path: path + ".name"), !name.isEmpty
      else {
        reader.report("a template source needs a \"name\"", path: path, at: item.location)
        continue
      }
      let references = ["branch", "tag", "commit"].compactMap { key in
        fields[key].flatMap { reader.string($0, path: path + "." + key) }.map { (key, $0) }
      }
      if references.count > 1 {
        reader.report("give one of \"branch\", \"tag\" and \"commit\", not several", path: path, at: item.location)
      }
      let source: TemplateSourceDeclaration.Source
      if let gitNode = fields["git"], let url = reader.string(gitNode, path: path + ".git") {
        let reference: TemplateSourceDeclaration.GitReference? = references.first.map { key, value in
          key == "branch" ? .branch(value) : key == "tag" ? .tag(value) : .commit(value)
        }
        source = .git(url: url, reference: reference)
      } else if let localNode = fields["local"], let folder = reader.string(localNode, path: path + ".local") {
        source = .local(folder)
      } else {
        source = .catalog
      }
      if !references.isEmpty, case .git = source {
      } else if !references.isEmpty {
        reader.report("\"\(references[0].0)\" applies to a \"git\" source", path: path, at: item.location)
      }
      result.append(
        TemplateSourceDeclaration(
          name: name, source: source,
          place: Diagnostic("", at: item.location, sourceLine: Diagnostic.line(item.location.line, of: text))))
    }
    return result
  }

  /// Finds modgen.json in `directory` or the nearest folder above it, not above the repository's
  /// root (the first folder holding `.git`), and parses it; `nil` when there is none.
  package static func find(from directory: URL, fileSystem: any FileSystem) throws(ManifestError)
    -> LocatedConfiguration?
  {
    // Paths, not URLs: a file URL costs more to make than the look at the disk it stands for.
    for folder in PathComponents.selfAndAncestors(of: directory.filePath) {
      let path = PathComponents.child(fileName, of: folder)
      if fileSystem.isFile(atPath: path) {
        let file = URL(fileURLWithPath: path, isDirectory: false)
        let text: String
        do {
          text = try fileSystem.readText(at: file)
        } catch {
          let diagnostic = Diagnostic("cannot read \(fileName): \(error)", file: path)
          throw ManifestError(file: path, problems: [ManifestProblem(jsonPath: "$", diagnostic: diagnostic)])
        }
        return LocatedConfiguration(configuration: try parse(text, file: path), file: file)
      }
      // Another project's modgen.json above this repository is not this project's.
      if fileSystem.itemKind(atPath: PathComponents.child(".git", of: folder)) != nil { break }
    }
    return nil
  }

  /// The configuration as modgen.json text: pretty-printed, keys in a fixed order, absent fields
  /// left out, ending with a newline.
  package func jsonText() -> String {
    var fields: [(String, String)] = []
    func add(_ key: String, _ value: String?) {
      if let value { fields.append((key, JSONWriter.quoted(value))) }
    }
    add("project_name", projectName)
    add("product_module_name", productModuleName)
    add("company", company)
    add("author", author)
    add("prefix", prefix)
    add("sources_path", sourcesPath)
    add("tests_path", testsPath)
    if !templates.isEmpty {
      fields.append(("templates", "[" + templates.map(JSONWriter.quoted).joined(separator: ", ") + "]"))
    }
    if !parameters.isEmpty {
      let entries = parameters.keys.sorted().map { key -> String in
        let value: String
        switch parameters[key]! {
        case .string(let text): value = JSONWriter.quoted(text)
        case .bool(let flag): value = flag ? "true" : "false"
        case .int(let number): value = String(number)
        case .list(let items): value = "[" + items.map(JSONWriter.quoted).joined(separator: ", ") + "]"
        }
        return "    \(JSONWriter.quoted(key)): \(value)"
      }
      fields.append(("parameters", "{\n" + entries.joined(separator: ",\n") + "\n  }"))
    }
    if let project = xcodeProject {
      var members = ["    \"path\": \(JSONWriter.quoted(project.path))"]
      func list(_ key: String, _ names: [String]) {
        guard !names.isEmpty else { return }
        members.append("    \"\(key)\": [" + names.map(JSONWriter.quoted).joined(separator: ", ") + "]")
      }
      list("targets", project.targets)
      list("test_targets", project.testTargets)
      if let group = project.group { members.append("    \"group\": \(JSONWriter.quoted(group))") }
      if let group = project.testGroup { members.append("    \"test_group\": \(JSONWriter.quoted(group))") }
      fields.append(("xcode_project", "{\n" + members.joined(separator: ",\n") + "\n  }"))
    }
    if packageTargets { fields.append(("package_targets", "true")) }
    if fields.isEmpty { return "{}\n" }
    return "{\n" + fields.map { "  \(JSONWriter.quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }
}
