import Located

extension SourceText {
  /// An error of `kind` located at byte `offset`.
  func error(_ kind: LiquidError.Kind, at offset: Int) -> LiquidError {
    let location = location(at: offset)
    return LiquidError(kind, at: location, sourceLine: lineText(location.line))
  }

  /// An error of `kind` located at the start of 1-based `line`.
  func error(_ kind: LiquidError.Kind, line: Int) -> LiquidError {
    LiquidError(kind, at: SourceLocation(file: file, line: line, column: 1), sourceLine: lineText(line))
  }
}
