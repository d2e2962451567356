import Foundation
import Located
import TemplateSpec

extension ModuleRecord {
  /// The record as stored: JSON with 2-space indentation, keys in the documented order
  /// (parameters sorted by name) and a trailing newline. The same record always gives the same bytes.
  package var text: String {
    let template: [(String, RecordJSON)] = [
      ("name", .string(self.template.name)), ("origin", .string(self.template.origin)),
      ("location", .string(self.template.location)), ("version", .string(self.template.version)),
      ("digest", .string(self.template.digest)),
    ]
    var members: [(String, RecordJSON)] = [
      ("format", .int(Self.currentFormat)), ("module", .string(module)), ("template", .object(template)),
      ("modgen_version", .string(modgenVersion)),
      ("parameters", .object(parameters.keys.sorted().map { ($0, RecordJSON(parameters[$0]!)) })),
      (
        "files",
        .array(
          files.map {
            .object([("path", .string($0.path)), ("role", .string($0.role)), ("digest", .string($0.digest))])
          }
        )
      ),
    ]
    var project: [(String, RecordJSON)] = []
    if let xcode {
      let memberships = xcode.memberships.map { membership in
        RecordJSON.object([
          ("folder", .string(membership.folder)), ("target", .string(membership.target)),
          ("paths", .array(membership.paths.map(RecordJSON.string))),
        ])
      }
      project.append(
        (
          "xcode",
          .object([
            ("file", .string(xcode.file)), ("objects", .array(xcode.objects.map(RecordJSON.string))),
            ("memberships", .array(memberships)),
          ])
        ))
    }
    if let package {
      project.append(
        (
          "package",
          .object([("file", .string(package.file)), ("targets", .array(package.targets.map(RecordJSON.string)))])
        )
      )
    }
    if !project.isEmpty { members.append(("project", .object(project))) }
    if !children.isEmpty { members.append(("children", .array(children.map(RecordJSON.string)))) }
    if testsLeftOut { members.append(("tests", .bool(false))) }
    return RecordJSON.object(members).rendered(indent: "") + "\n"
  }

  /// Reads a record's text; `file` names it in errors. Anything but a well-formed record of a
  /// known format (invalid JSON, a missing key, a value of the wrong type, an unknown key) is a
  /// located error: nothing is guessed or repaired.
  package init(text: String, file: String) throws(Diagnostic) {
    let reader = JSONReader(file: file, text: text, mode: .throwAtFirst)
    let root = try reader.required(reader.parse())
    let members = try reader.required(reader.fields(root, allowed: Self.keys, path: "$", what: "the record"))
    let formatNode = try reader.value("format", of: members, in: root)
    let format = try reader.required(reader.int(formatNode, path: "format"))
    guard format == Self.currentFormat else {
      throw reader.error(
        "unknown record format \(format); this modgen reads format \(Self.currentFormat)", at: formatNode.location,
        notes: ["a newer modgen wrote it: update modgen"])
    }
    module = try reader.string("module", of: members, in: root)
    let templateNode = try reader.value("template", of: members, in: root)
    let template = try reader.required(
      reader.fields(
        templateNode, allowed: ["name", "origin", "location", "version", "digest"], path: "template", what: "template"))
    self.template = Template(
      name: try reader.string("name", of: template, in: templateNode),
      origin: try reader.string("origin", of: template, in: templateNode),
      location: try reader.string("location", of: template, in: templateNode),
      version: try reader.string("version", of: template, in: templateNode),
      digest: try reader.digest(reader.value("digest", of: template, in: templateNode)))
    modgenVersion = try reader.string("modgen_version", of: members, in: root)
    let parametersNode = try reader.value("parameters", of: members, in: root)
    var parameters: [String: ParameterValue] = [:]
    for member in try reader.required(
      reader.fields(parametersNode, allowed: nil, path: "parameters", what: "parameters")
    ).members {
      parameters[member.key] = try reader.required(reader.parameterValue(member.value, path: member.key))
    }
    self.parameters = parameters
    files = try Self.files(reader.value("files", of: members, in: root), reader: reader)
    xcode = nil
    package = nil
    if let projectNode = members["project"] {
      let project = try reader.required(
        reader.fields(projectNode, allowed: ["xcode", "package"], path: "project", what: "project"))
      if let node = project["xcode"] { xcode = try Self.xcode(node, reader: reader) }
      if let node = project["package"] {
        let package = try reader.required(
          reader.fields(node, allowed: ["file", "targets"], path: "project.package", what: "project.package"))
        self.package = PackageEdit(
          file: try reader.string("file", of: package, in: node),
          targets: try reader.strings("targets", of: package, in: node))
      }
    }
    if let node = members["children"] {
      children = try reader.required(reader.strings(node, path: "children"))
    } else {
      children = []
    }
    if let node = members["tests"] {
      testsLeftOut = try !reader.required(reader.bool(node, path: "tests"))
    }
  }

  /// The record's `files`: each with its path, its role (`code` or `test`) and its digest.
  private static func files(_ node: DocumentNode, reader: JSONReader) throws(Diagnostic) -> [File] {
    var files: [File] = []
    for node in try reader.required(reader.array(node, path: "files")) {
      let entry = try reader.required(
        reader.fields(node, allowed: ["path", "role", "digest"], path: "files", what: "a file"))
      let role = try reader.value("role", of: entry, in: node)
      let roleText = try reader.required(reader.string(role, path: "role"))
      guard roleText == "code" || roleText == "test" else {
        throw reader.error("a file's role is 'code' or 'test', not '\(roleText)'", at: role.location)
      }
      files.append(
        File(
          path: try reader.string("path", of: entry, in: node), role: roleText,
          digest: try reader.digest(reader.value("digest", of: entry, in: node))))
    }
    return files
  }

  /// The record's `project.xcode`: the project file, the objects added and the target memberships.
  private static func xcode(_ node: DocumentNode, reader: JSONReader) throws(Diagnostic) -> XcodeEdit {
    let xcode = try reader.required(
      reader.fields(node, allowed: ["file", "objects", "memberships"], path: "project.xcode", what: "project.xcode"))
    var memberships: [Membership] = []
    for item in try reader.required(reader.array(reader.value("memberships", of: xcode, in: node), path: "memberships"))
    {
      let entry = try reader.required(
        reader.fields(item, allowed: ["folder", "target", "paths"], path: "memberships", what: "a membership"))
      memberships.append(
        Membership(
          folder: try reader.string("folder", of: entry, in: item),
          target: try reader.string("target", of: entry, in: item),
          paths: try reader.strings("paths", of: entry, in: item)))
    }
    return XcodeEdit(
      file: try reader.string("file", of: xcode, in: node), objects: try reader.strings("objects", of: xcode, in: node),
      memberships: memberships)
  }

  /// The top-level keys, in their order.
  static let keys = [
    "format", "module", "template", "modgen_version", "parameters", "files", "project", "children", "tests",
  ]
}

/// An ordered JSON value as a record writes it.
private indirect enum RecordJSON {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([RecordJSON])
  case object([(String, RecordJSON)])

  init(_ value: ParameterValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .int(number)
    case .list(let items): self = .array(items.map(RecordJSON.string))
    }
  }

  func rendered(indent: String) -> String {
    let inner = indent + "  "
    switch self {
    case .string(let text): return JSONWriter.quoted(text)
    case .int(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let items):
      if items.isEmpty { return "[]" }
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + JSONWriter.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)}"
    }
  }
}
