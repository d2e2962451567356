import Located

extension Diagnostic {
  /// A template error in the same format.
  public init(liquid error: LiquidError, notes: [String] = []) {
    self.init(
      error.message, file: error.location.file, line: error.location.line, column: error.location.column,
      sourceLine: error.sourceLine, notes: notes)
  }
}

extension LiquidError: DiagnosticConvertible {
  /// The error as the one located diagnostic it is.
  public var diagnostics: [Diagnostic] { [Diagnostic(liquid: self)] }
}
