import Foundation
import Located
import ModgenSupport

/// Rewrites compiler diagnostics on generated files into diagnostics on template lines.
struct DiagnosticMapper: Sendable {
  private let origins: [String: GeneratedFileOrigin]
  private let templateSources: [String: String]
  private let fileSystem: any FileSystem

  /// Creates a mapper over the generated files of a check and the texts of the template files
  /// (keyed by the file names the source maps use); other files the compiler names are read
  /// through `fileSystem` for their source lines.
  init(
    origins: [GeneratedFileOrigin], templateSources: [String: String], fileSystem: any FileSystem = LocalFileSystem()
  ) {
    self.fileSystem = fileSystem
    var byPath: [String: GeneratedFileOrigin] = [:]
    for origin in origins {
      byPath[origin.generatedPath] = origin
      byPath[Self.canonical(origin.generatedPath)] = origin
    }
    self.origins = byPath
    self.templateSources = templateSources
  }

  /// The origin of the file the compiler named, if it is a generated file.
  func origin(of path: String) -> GeneratedFileOrigin? {
    origins[path] ?? origins[Self.canonical(path)]
  }

  /// Maps one diagnostic; diagnostics outside generated files (or on lines without an origin)
  /// keep their compiler location.
  func map(_ diagnostic: CompilerDiagnostic) -> MappedDiagnostic {
    guard let origin = origin(of: diagnostic.path) else {
      return MappedDiagnostic(
        severity: diagnostic.severity, message: diagnostic.message, file: diagnostic.path, line: diagnostic.line,
        column: diagnostic.column, sourceLine: Self.line(diagnostic.line, of: read(diagnostic.path)),
        isMapped: false, generatedFile: diagnostic.path, generatedLine: diagnostic.line,
        generatedColumn: diagnostic.column)
    }
    let generatedLine = Self.line(diagnostic.line, of: origin.text)
    var mapped = MappedDiagnostic(
      severity: diagnostic.severity, message: diagnostic.message, file: origin.displayPath, line: diagnostic.line,
      column: diagnostic.column, sourceLine: generatedLine, isMapped: false, generatedFile: origin.displayPath,
      generatedLine: diagnostic.line, generatedColumn: diagnostic.column, template: origin.templateName,
      variant: origin.variant, parameters: origin.parameters)
    guard let templateLine = origin.origin(ofLine: diagnostic.line) else { return mapped }
    let templateText = Self.line(templateLine.line, of: templateSources[templateLine.file])
    mapped.file = templateLine.file
    mapped.line = templateLine.line
    mapped.sourceLine = templateText
    mapped.isMapped = true
    mapped.column =
      ColumnLocator.templateColumn(generated: generatedLine, column: diagnostic.column, template: templateText) ?? 1
    return mapped
  }

  /// Maps every diagnostic, dropping duplicates that map to the same place and message (the
  /// same template line compiled in several variants is reported once per variant).
  func mapAll(_ diagnostics: [CompilerDiagnostic]) -> [MappedDiagnostic] {
    var seen: Set<MappedDiagnostic> = []
    return diagnostics.map(map).filter { seen.insert($0).inserted }
  }

  private static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.resolvingSymlinksInPath().filePath
  }

  private func read(_ path: String) -> String? {
    try? fileSystem.readText(at: URL(fileURLWithPath: path, isDirectory: false))
  }

  /// Line `number` (1-based) of `text`, or an empty string.
  static func line(_ number: Int, of text: String?) -> String {
    text.flatMap { Diagnostic.line(number, of: $0) } ?? ""
  }
}
