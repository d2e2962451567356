import Located

/// A variable or key a lax render found undefined (and rendered as nothing), where it was read.
public struct UndefinedVariable: Sendable, Hashable {
  /// The path as written up to the missing step, such as `module_info.file_name`.
  public var name: String
  /// Where the template reads it.
  public var location: SourceLocation
  /// The text of that line, for a caret display.
  public var sourceLine: String

  /// Creates a record.
  public init(name: String, location: SourceLocation, sourceLine: String) {
    self.name = name
    self.location = location
    self.sourceLine = sourceLine
  }
}

extension UndefinedVariable {
  /// The warning a lax render gives for it, located at the read, with its line for the caret.
  public var warning: Diagnostic {
    Diagnostic(
      "'\(name)' is undefined here and renders as nothing", severity: .warning, at: location, sourceLine: sourceLine)
  }
}
