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
    let root = try JSONDocument.parse(text, file: file)
    let reader = RecordReader(file: file, text: text)
    let members = try reader.object(root, "the record", keys: Self.keys)
    let format = try reader.int(reader.member("format", of: members, in: root))
    guard format.value == Self.currentFormat else {
      throw reader.error(
        "unknown record format \(format.value); this modgen reads format \(Self.currentFormat)", at: format.location,
        notes: ["a newer modgen wrote it: update modgen"])
    }
    module = try reader.string(reader.member("module", of: members, in: root))
    let templateNode = try reader.member("template", of: members, in: root)
    let template = try reader.object(
      templateNode, "template", keys: ["name", "origin", "location", "version", "digest"])
    self.template = Template(
      name: try reader.string(reader.member("name", of: template, in: templateNode)),
      origin: try reader.string(reader.member("origin", of: template, in: templateNode)),
      location: try reader.string(reader.member("location", of: template, in: templateNode)),
      version: try reader.string(reader.member("version", of: template, in: templateNode)),
      digest: try reader.digest(reader.member("digest", of: template, in: templateNode)))
    modgenVersion = try reader.string(reader.member("modgen_version", of: members, in: root))
    let parametersNode = try reader.member("parameters", of: members, in: root)
    var parameters: [String: ParameterValue] = [:]
    for member in try reader.object(parametersNode, "parameters", keys: nil) {
      parameters[member.key] = try reader.parameterValue(member.value)
    }
    self.parameters = parameters
    files = []
    for node in try reader.array(reader.member("files", of: members, in: root)) {
      let entry = try reader.object(node, "a file", keys: ["path", "role", "digest"])
      let role = try reader.member("role", of: entry, in: node)
      let roleText = try reader.string(role)
      guard roleText == "code" || roleText == "test" else {
        throw reader.error("a file's role is 'code' or 'test', not '\(roleText)'", at: role.location)
      }
      files.append(
        File(
          path: try reader.string(reader.member("path", of: entry, in: node)), role: roleText,
          digest: try reader.digest(reader.member("digest", of: entry, in: node))))
    }
    xcode = nil
    package = nil
    if let projectNode = members.first(where: { $0.key == "project" })?.value {
      let project = try reader.object(projectNode, "project", keys: ["xcode", "package"])
      if let node = project.first(where: { $0.key == "xcode" })?.value {
        let xcode = try reader.object(node, "project.xcode", keys: ["file", "objects", "memberships"])
        var memberships: [Membership] = []
        for item in try reader.array(reader.member("memberships", of: xcode, in: node)) {
          let entry = try reader.object(item, "a membership", keys: ["folder", "target", "paths"])
          memberships.append(
            Membership(
              folder: try reader.string(reader.member("folder", of: entry, in: item)),
              target: try reader.string(reader.member("target", of: entry, in: item)),
              paths: try reader.strings(reader.member("paths", of: entry, in: item))))
        }
        self.xcode = XcodeEdit(
          file: try reader.string(reader.member("file", of: xcode, in: node)),
          objects: try reader.strings(reader.member("objects", of: xcode, in: node)), memberships: memberships)
      }
      if let node = project.first(where: { $0.key == "package" })?.value {
        let package = try reader.object(node, "project.package", keys: ["file", "targets"])
        self.package = PackageEdit(
          file: try reader.string(reader.member("file", of: package, in: node)),
          targets: try reader.strings(reader.member("targets", of: package, in: node)))
      }
    }
    if let node = members.first(where: { $0.key == "children" })?.value {
      children = try reader.strings(node)
    } else {
      children = []
    }
    if let node = members.first(where: { $0.key == "tests" })?.value {
      testsLeftOut = try !reader.bool(node)
    }
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
