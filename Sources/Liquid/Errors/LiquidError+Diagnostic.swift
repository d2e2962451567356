import Located

extension Diagnostic {
  /// A template error in the same format.
  public init(liquid error: LiquidError, notes: [String] = []) {
    self.init(
      error.message, file: error.location.file, line: error.location.line, column: error.location.column,
      sourceLine: error.sourceLine, notes: notes)
  }
}
