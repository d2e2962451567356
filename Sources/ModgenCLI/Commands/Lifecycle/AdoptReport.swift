/// The `--json` document of `modgen adopt`.
struct AdoptReport: Encodable {
  /// One rendered file compared with the disk.
  struct File: Encodable {
    /// The file, relative to the working directory when inside it.
    var path: String
    /// `identical`, `differs` or `missing`.
    var state: String
    /// Lines on disk that the rendered file does not have (0 unless `differs`).
    var added: Int
    /// Lines of the rendered file that are not on disk (0 unless `differs`).
    var removed: Int
  }

  /// A file of the record written (or that would be).
  struct RecordFile: Encodable {
    /// The path, relative to the working directory when inside it.
    var path: String
    /// `create`, `identical` or `update`.
    var action: String
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
  /// The rendered files, in the template's order.
  var files: [File]
  /// How many files are identical.
  var identical: Int
  /// How many files differ.
  var differs: Int
  /// How many files are missing.
  var missing: Int
  /// Files in the module's folders that the template does not make (not recorded).
  var extraFiles: [String]
  /// The record's files.
  var records: [RecordFile]
  /// What went wrong.
  var errors: [DiagnosticReport]

  private enum CodingKeys: String, CodingKey {
    case module, template, dryRun = "dry_run", written, ok, files, identical, differs, missing,
      extraFiles = "extra_files", records, errors
  }
}
