import Foundation
import GenerambaFormat
import Located

/// Converts a Generamba template (a `.rambaspec` and its Liquid files) into a modgen template:
/// the `template.json` that makes `modgen gen` write what `generamba gen` wrote from it.
///
/// Generamba renders the whole spec as Liquid before reading it as YAML; a manifest cannot be
/// rendered that way, so the spec's Liquid is carried over instead:
/// - `{% if COND %}` … `{% endif %}` around entries becomes each entry's `if` (nested blocks are
///   joined with `and`); any other tag in the spec (`for`, `else`, `unless`, `case`, …) is refused
///   with its place, as a conversion by hand is then needed;
/// - `{{ … }}` in a name, path or custom name is kept as it is written and renders when the file's
///   path renders (`module_info.file_basename` and `file_name` render empty there, as in a spec);
/// - a file's path is Generamba's: the folder part of `name`, then `custom_name`, or
///   `{{ prefix }}{{ module_info.name }}` and the last part of `name`;
/// - each `custom_parameters.X` the spec or its files read becomes a parameter: `bool` (default
///   false) when it is only ever tested bare (`{% if custom_parameters.X %}`), else an optional
///   `string` that is nil unless given, as an absent custom parameter was;
/// - the manifest renders in lax Liquid, as Generamba did, so an undefined variable is a warning.
package enum RambaspecImporter {
  /// A converted template.
  package struct Conversion: Sendable, Equatable {
    /// The `template.json` text.
    package var manifest: String
    /// What the conversion left out or changed, for the user (empty groups, resources, duplicates).
    package var notes: [String]
    /// The parameters made from `custom_parameters`, as `name (type)`.
    package var parameters: [String]
  }

  /// Converts the spec `text` (read from `file`, the template named `name`); `templateFiles` are
  /// the other files of its folder, by path relative to it, with their text (used to find each
  /// entry's file, ignoring case as macOS disks do, and the custom parameters they read).
  package static func convert(
    spec text: String, file: String, name: String, templateFiles: [String: String]
  ) throws(Diagnostic) -> Conversion {
    let prepared = try SpecLiquid.prepare(text, file: file)
    let spec = try Rambaspec(yaml: prepared.yaml, file: file)
    var notes: [String] = []
    let codeFiles = try entries(
      spec.codeFiles, key: "code_files", prepared: prepared, templateFiles: templateFiles, notes: &notes)
    let testFiles = try entries(
      spec.testFiles, key: "test_files", prepared: prepared, templateFiles: templateFiles, notes: &notes)
    if codeFiles.isEmpty {
      throw Diagnostic("the spec has no code files to import; a modgen template writes at least one", file: file)
    }
    var sources = templateFiles.filter { $0.key.hasSuffix(".liquid") }.sorted { $0.key < $1.key }.map(\.value)
    sources.append(text)
    let parameters = CustomParameterUse.scan(sources)

    var writer = ManifestWriter()
    writer.open()
    writer.field("name", name)
    writer.field("summary", scalar(spec.root["summary"]) ?? "Imported from \(name).rambaspec")
    writer.field("version", scalar(spec.root["version"]) ?? "1.0.0")
    if let author = scalar(spec.root["author"]) { writer.field("author", author) }
    if let license = scalar(spec.root["license"]) { writer.field("license", license) }
    writer.field("liquid", "lax")
    writer.array("parameters", parameters.map(\.json))
    writer.array("code_files", codeFiles.map(\.json))
    if !testFiles.isEmpty { writer.array("test_files", testFiles.map(\.json)) }
    writer.close()
    return Conversion(
      manifest: writer.text, notes: notes,
      parameters: parameters.map { "\($0.name) (\($0.isFlag ? "bool" : "string"))" })
  }

  /// A scalar key of the spec as text (`version: 1.0` is the text `1.0`), or nil when absent or empty.
  private static func scalar(_ node: YAMLNode?) -> String? {
    guard let scalar = node?.scalar, !scalar.isNull else { return nil }
    return scalar.text.isEmpty ? nil : scalar.text
  }

  /// The manifest entries of one list of the spec, in order.
  private static func entries(
    _ files: [RambaspecFile], key: String, prepared: SpecLiquid.Prepared, templateFiles: [String: String],
    notes: inout [String]
  ) throws(Diagnostic) -> [FileEntry] {
    var result: [FileEntry] = []
    for file in files {
      let name = prepared.restore(file.name)
      guard let path = file.path.map(prepared.restore) else {
        notes.append(
          "\(key): '\(name)' has no path (an empty group Generamba made a folder for); modgen writes files only, so it is left out"
        )
        continue
      }
      guard let template = resolve(path, in: templateFiles) else {
        throw file.node.diagnostic("'\(path)' is not a file of the template")
      }
      if file.isResource {
        notes.append(
          "\(key): '\(name)' is a resource; modgen writes it, and adds it by its extension to an Xcode project")
      }
      var components = name.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      let baseName = components.popLast() ?? name
      let fileName = file.customName.map(prepared.restore) ?? "{{ prefix }}{{ module_info.name }}" + baseName
      let outputPath = (components + [fileName]).joined(separator: "/")
      if outputPath.hasPrefix("/") || outputPath.split(separator: "/").contains("..") {
        throw file.node.diagnostic("'\(outputPath)' leaves the module's folder; modgen writes only inside it")
      }
      let entry = FileEntry(
        template: template, path: outputPath, condition: prepared.condition(atLine: file.node.location.line))
      if let earlier = result.firstIndex(where: { $0.path == entry.path && $0.condition == entry.condition }) {
        notes.append(
          "\(key): '\(name)' writes the same file as an earlier entry, which Generamba overwrote; only the later one is kept"
        )
        result.remove(at: earlier)
      }
      result.append(entry)
    }
    return result
  }

  /// The template file `path` names: exactly, else the one whose path matches ignoring case.
  private static func resolve(_ path: String, in files: [String: String]) -> String? {
    let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    if files[trimmed] != nil { return trimmed }
    let lowered = trimmed.lowercased()
    return files.keys.sorted().first { $0.lowercased() == lowered }
  }

  /// One `code_files` or `test_files` entry of the manifest.
  struct FileEntry: Equatable {
    var template: String
    var path: String
    var condition: String?

    var json: String {
      var fields = ["\"template\": \(JSONWriter.quoted(template))", "\"path\": \(JSONWriter.quoted(path))"]
      if let condition { fields.append("\"if\": \(JSONWriter.quoted(condition))") }
      return "{ " + fields.joined(separator: ", ") + " }"
    }
  }
}
