import Foundation
import Liquid
import Located

extension GenerambaGenerator.Context {
  /// Plans one `.rambaspec` entry into module folder `folder` and Xcode group `group`.
  mutating func add(_ entry: RambaspecFile, role: GenerambaPlannedFile.Role, folder: String, group: String)
    throws(Diagnostic)
  {
    let nameNode = entry.node["name"] ?? entry.node
    guard let templatePath = entry.path else {
      let stripped = GenerambaModule.modulePath(entry.name, "")
      let path = GenerambaPath.join(folder, stripped)
      plan.directories.append(try GenerambaGenerator.checked(path, what: "the group folder", at: nameNode))
      return
    }
    let pathNode = entry.node["path"] ?? entry.node
    let relative = try GenerambaGenerator.checked(templatePath, what: "the template file", at: pathNode)
    guard let (foundPath, bytes) = files.read(templateFile(relative)) else {
      throw pathNode.diagnostic(
        "cannot read the template file '\(templatePath)'", notes: ["looked for \(templateFile(relative))"])
    }
    let content = try parse(String(decoding: bytes, as: UTF8.self), file: foundPath)
    let subfolder = GenerambaPath.dirname(entry.name)
    let fileName = try renderName(entry)
    if fileName.isEmpty || fileName.hasSuffix("/") {
      throw (entry.node["custom_name"] ?? nameNode).diagnostic(
        "the file name renders as '\(fileName)', which names a folder, not a file")
    }
    let base = subfolder == "." ? folder : GenerambaPath.join(folder, subfolder)
    let target = try GenerambaGenerator.checked(
      GenerambaPath.join(base, fileName), what: "the file", at: entry.node["custom_name"] ?? nameNode)
    var scope = variables
    setModuleInfo(&scope, key: "file_name", value: .string(fileName))
    let rendered = try render(
      content, scope, partials: GenerambaSnippets(files: files, templateFolder: self.folder))
    plan.warnings += rendered.undefinedVariables.map(\.warning)
    let planned = GenerambaPlannedFile(
      path: target, contents: rendered.output, role: role,
      isResource: entry.isResource || target.hasSuffix(".xib") || target.hasSuffix(".storyboard"),
      group: GenerambaPath.normalized(subfolder == "." ? group : GenerambaPath.join(group, subfolder)),
      templatePath: foundPath)
    if let earlier = plan.files.firstIndex(where: { $0.path == target }) {
      plan.files.remove(at: earlier)
      plan.warnings.append(
        entry.node.diagnostic(
          "'\(target)' is generated twice; this entry replaces the earlier one", severity: .warning))
    }
    plan.files.append(planned)
  }

  /// `path` inside the template folder.
  private func templateFile(_ path: String) -> String { self.folder + "/" + path }

  /// The entry's file name: its `custom_name` (already rendered once as part of the spec) or
  /// the default name template, rendered with `module_info.file_basename` set.
  private mutating func renderName(_ entry: RambaspecFile) throws(Diagnostic) -> String {
    var scope = variables
    setModuleInfo(&scope, key: "file_basename", value: .string(GenerambaPath.basename(entry.name)))
    guard let custom = entry.customName, let node = entry.node["custom_name"] else {
      let template = try parse(GenerambaGenerator.defaultNameTemplate, file: "(default file name)")
      return try render(template, scope, partials: nil).output
    }
    // The custom name is a one-line scalar: map its columns back into the spec.
    let shift = node.location.column - 1 + (node.scalar?.style == .plain ? 0 : 1)
    func relocate(_ location: SourceLocation) -> SourceLocation {
      SourceLocation(file: node.location.file, line: node.location.line, column: location.column + shift)
    }
    do {
      let result = try Template.parse(custom, file: node.location.file).render(
        scope, options: RenderOptions(now: options.now))
      plan.warnings += result.undefinedVariables.map { undefined in
        UndefinedVariable(name: undefined.name, location: relocate(undefined.location), sourceLine: node.sourceLine)
          .warning
      }
      return result.output
    } catch {
      throw Diagnostic(error.message, at: relocate(error.location), sourceLine: node.sourceLine)
    }
  }

  private func parse(_ source: String, file: String) throws(Diagnostic) -> Template {
    do {
      return try Template.parse(source, file: file)
    } catch {
      throw Diagnostic(liquid: error)
    }
  }

  private func render(_ template: Template, _ scope: LiquidObject, partials: (any PartialSource)?)
    throws(Diagnostic) -> RenderResult
  {
    do {
      return try template.render(scope, options: RenderOptions(partials: partials, now: options.now))
    } catch {
      throw Diagnostic(liquid: error)
    }
  }

  private func setModuleInfo(_ scope: inout LiquidObject, key: String, value: LiquidValue) {
    guard case .object(var moduleInfo)? = scope["module_info"] else { return }
    moduleInfo[key] = value
    scope["module_info"] = .object(moduleInfo)
  }
}
