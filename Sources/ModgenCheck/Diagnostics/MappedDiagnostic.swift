import Located

/// A compiler diagnostic after rewriting through the source map: located at the template line
/// that produced the code, with the generated file and the variant as context.
package struct MappedDiagnostic: Hashable, Sendable, Codable {
  /// Error, warning, note or remark.
  package var severity: CompilerDiagnostic.Severity
  /// The compiler's message.
  package var message: String
  /// Where to look: the template file when the line could be mapped, else the generated file.
  package var file: String
  /// 1-based line in ``file``.
  package var line: Int
  /// 1-based column in ``file``.
  package var column: Int
  /// The text of that line (for the caret display).
  package var sourceLine: String
  /// Whether ``file`` is a template (the diagnostic was mapped).
  package var isMapped: Bool
  /// The generated file the compiler reported, relative to the scratch package when known.
  package var generatedFile: String
  /// The compiler's line in the generated file.
  package var generatedLine: Int
  /// The compiler's column in the generated file.
  package var generatedColumn: Int
  /// The template whose variant produced the file, when known.
  package var template: String?
  /// The variant's sample module name, when known.
  package var variant: String?
  /// The variant's parameter values (`name=value`).
  package var parameters: [String]

  private enum CodingKeys: String, CodingKey {
    case severity, message, file, line, column, sourceLine = "source_line", isMapped = "is_mapped", generatedFile =
      "generated_file", generatedLine = "generated_line", generatedColumn = "generated_column", template, variant,
      parameters
  }

  /// A diagnostic at `file:line:column`, with the generated place the compiler reported; the
  /// template, variant and parameters are left out when the file belongs to no known variant.
  package init(
    severity: CompilerDiagnostic.Severity, message: String, file: String, line: Int, column: Int,
    sourceLine: String, isMapped: Bool, generatedFile: String, generatedLine: Int, generatedColumn: Int,
    template: String? = nil, variant: String? = nil, parameters: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.sourceLine = sourceLine
    self.isMapped = isMapped
    self.generatedFile = generatedFile
    self.generatedLine = generatedLine
    self.generatedColumn = generatedColumn
    self.template = template
    self.variant = variant
    self.parameters = parameters
  }

  /// The diagnostic at the template line, then a note at the generated file naming the variant's
  /// parameter values.
  package var diagnostics: [Diagnostic] {
    // A remark (never asked of swiftc here) prints as a note: the shared format has no remarks.
    let level = Diagnostic.Severity(rawValue: severity.rawValue) ?? .note
    var blocks = [
      Diagnostic(message, severity: level, file: file, line: line, column: column, sourceLine: sourceLine)
    ]
    if isMapped || variant != nil {
      var note = "in the generated file"
      if let variant {
        note += " of variant \(variant)"
        if let template { note += " of template '\(template)'" }
        note += parameters.isEmpty ? " (default parameters)" : " (\(parameters.joined(separator: ", ")))"
      }
      blocks.append(
        Diagnostic(note, severity: .note, file: generatedFile, line: generatedLine, column: generatedColumn))
    }
    return blocks
  }
}
