import ModgenGenerate
import TemplateSpec

/// The `--json` document of `modgen gen`.
struct GenReport: Encodable {
  /// One file of the plan.
  struct File: Encodable {
    /// The destination, relative to the working directory when inside it.
    var path: String
    /// `code`, `test`, `project` for a project file modgen edits (the Xcode project, Package.swift),
    /// or `record` for the module's record and the generated text stored with it.
    var role: String
    /// `create`, `identical`, `conflict`, `overwrite`, `skip`, or `update` for the project file. When
    /// the run failed (`ok` is false) nothing was written and this is what the run would have done.
    var action: String
    /// The size of the generated contents.
    var bytes: Int
    /// The unified diff against the existing file (conflicts, with `--diff`).
    var diff: String?
  }

  /// The module name.
  var module: String
  /// The template name.
  var template: String
  /// Whether this was a `--dry-run`.
  var dryRun: Bool
  /// Whether anything on disk changed.
  var written: Bool
  /// Whether the run succeeded.
  var ok: Bool
  /// The parameter values used.
  var parameters: [String: ParameterValue]
  /// The files, code first.
  var files: [File]
  /// What went wrong when the run failed.
  var errors: [DiagnosticReport]
  /// Files in the module's folders the template does not generate (left as they are).
  var extraFiles: [String] = []

  /// The `role` reported for `file`: `project` for a file modgen edits in place (the Xcode
  /// project), `record` below `.modgen/`, else the file's own role (`code` or `test`).
  static func role(of file: PlannedFile) -> String {
    file.role == .record ? "record" : file.action == .update ? "project" : file.role.rawValue
  }

  private enum CodingKeys: String, CodingKey {
    case module, template, dryRun = "dry_run", written, ok, parameters, files, errors, extraFiles = "extra_files"
  }
}
