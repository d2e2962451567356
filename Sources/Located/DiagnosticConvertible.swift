/// An error that reports itself as diagnostics, so the command line prints it with its one
/// printer and `--json` lists it as structured values; no layer turns an error into text early.
public protocol DiagnosticConvertible: Error {
  /// The problems, in the order they should be read.
  var diagnostics: [Diagnostic] { get }
}

extension Diagnostic: DiagnosticConvertible {
  /// The diagnostic itself.
  public var diagnostics: [Diagnostic] { [self] }
}

extension Diagnostic {
  /// The diagnostics of any error: its own when it reports as diagnostics, otherwise one unlocated
  /// error whose message is the error's description.
  public static func of(_ error: any Error) -> [Diagnostic] {
    if let convertible = error as? any DiagnosticConvertible { return convertible.diagnostics }
    return [Diagnostic(String(describing: error))]
  }
}
