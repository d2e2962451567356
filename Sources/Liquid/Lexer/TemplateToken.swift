/// One piece of a template as the lexer cuts it: literal text, an output `{{ … }}`, a tag
/// `{% … %}` (or one line of a `{% liquid %}` tag), or the body of a `raw` block.
///
/// Tokens hold byte offsets into the template's ``SourceText``, never copies of the text.
struct TemplateToken: Sendable {
  /// What the token is.
  enum Kind: UInt8, Sendable {
    /// Literal text; `content` is the text after whitespace control trimmed it.
    case text
    /// `{{ markup }}`; `content` is the markup.
    case output
    /// `{% name markup %}`; `name` and `content` (the markup) are set.
    case tag
    /// The body of `{% raw %}…{% endraw %}`; `content` is the body.
    case raw
  }

  /// What the token is.
  var kind: Kind
  /// Offset of the token's first byte (the `{` of a tag), used for its location.
  var start: Int
  /// Offsets of the tag name (tags only).
  var nameStart: Int = 0
  /// End offset of the tag name (tags only).
  var nameEnd: Int = 0
  /// Offset where the content begins.
  var contentStart: Int
  /// Offset where the content ends.
  var contentEnd: Int
  /// Which `{% liquid %}` tag the token came from (0: the document itself); blocks opened in a
  /// `liquid` tag must close in it.
  var group: Int = 0
}
