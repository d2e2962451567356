import Located

/// A located template error: parse errors, strict-mode lookups, filter failures and exceeded limits.
///
/// ``description`` renders the conventional compiler-style diagnostic:
/// ```
/// Code/View.swift.liquid:3:4: error: 'endif' cannot close 'for' opened at 1:1; use 'endfor'
/// {% endif %}
///    ^
/// ```
public struct LiquidError: Error, Sendable, CustomStringConvertible, Equatable {
  /// What went wrong; every message text lives in ``Kind/message``.
  public var kind: Kind
  /// Where it went wrong.
  public var location: SourceLocation
  /// The full source line at ``location`` (without its newline), for the caret display.
  public var sourceLine: String

  /// An error of `kind` at `location`; `sourceLine` is the line the caret is drawn under.
  public init(_ kind: Kind, at location: SourceLocation, sourceLine: String) {
    self.kind = kind
    self.location = location
    self.sourceLine = sourceLine
  }

  /// The human-readable message, without location.
  public var message: String { kind.message }

  /// `file:line:col: error: message`, the source line, and a caret under the column (the shared
  /// ``Diagnostic`` rendering).
  public var description: String { Diagnostic(liquid: self).description }
}
