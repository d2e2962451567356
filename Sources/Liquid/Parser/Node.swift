/// One node of the immutable parse tree. Bodies are arrays of nodes; larger tags keep their
/// parts in small immutable structs.
enum Node: Sendable {
  /// Literal text and the template line its first byte is on.
  case text(String, line: Int)
  /// `{{ expression | filters }}` (also `echo`), located at the tag.
  indirect case output(FilteredExpression, offset: Int, line: Int)
  /// `assign name = expression | filters`.
  indirect case assign(String, FilteredExpression)
  /// `capture name` … `endcapture`.
  case capture(String, [Node])
  /// `if`/`unless` with `elsif` and `else` branches.
  indirect case conditional([ConditionalBranch])
  /// `case` … `when` … `else` … `endcase`.
  indirect case caseTag(CaseTag)
  /// `for` … `else` … `endfor`.
  indirect case forLoop(ForTag)
  /// `tablerow` … `endtablerow`.
  indirect case tableRow(TableRowTag)
  /// `cycle [group:] a, b, c`.
  indirect case cycle(CycleTag)
  /// `increment name` (`true`) or `decrement name` (`false`), located for the source map.
  case counter(String, increment: Bool, line: Int)
  /// `include` or `render`.
  indirect case partial(PartialTag)
  /// `ifchanged` … `endifchanged`.
  case ifChanged([Node])
  /// `break`.
  case breakLoop
  /// `continue`.
  case continueLoop
}

/// One branch of an `if`/`unless`: a condition (nil for `else`) and its body.
struct ConditionalBranch: Sendable {
  /// The condition; nil for `else`.
  var condition: Condition?
  /// Whether the condition is negated (the first branch of `unless`).
  var negated: Bool
  /// The body rendered when the branch is taken.
  var body: [Node]
}

/// A parsed `case` tag.
struct CaseTag: Sendable {
  /// One `when` value or an `else`, pointing at its body.
  enum Branch: Sendable {
    /// `when value` (each value of `when a, b` is its own branch sharing the body).
    case when(Expression, body: Int)
    /// `else`.
    case otherwise(body: Int)
  }

  /// The value being matched.
  var subject: Expression
  /// The branches in source order.
  var branches: [Branch]
  /// The bodies the branches point at.
  var bodies: [[Node]]
}

/// A parsed `for` tag.
struct ForTag: Sendable {
  /// The loop variable.
  var variable: String
  /// The collection expression.
  var collection: Expression
  /// `variable-collection markup`, the key of `offset: continue` and `forloop.name`.
  var name: String
  /// `reversed`.
  var reversed: Bool
  /// `limit:`.
  var limit: Expression?
  /// `offset:` (nil when absent or `continue`).
  var offset: Expression?
  /// `offset: continue`.
  var offsetContinue: Bool
  /// The loop body.
  var body: [Node]
  /// The `else` body, rendered when the collection is empty.
  var elseBody: [Node]?
  /// Offset of the tag (for errors).
  var tagOffset: Int
}

/// A parsed `tablerow` tag.
struct TableRowTag: Sendable {
  /// The loop variable.
  var variable: String
  /// The collection expression.
  var collection: Expression
  /// `cols:`, `limit:`, `offset:` and any other attribute, in source order.
  var attributes: [(String, Expression)]
  /// The cell body.
  var body: [Node]
  /// Offset of the tag (for errors).
  var tagOffset: Int
  /// The tag's line (for the source map of the generated HTML).
  var line: Int
}

/// A parsed `cycle` tag.
struct CycleTag: Sendable {
  /// The group expression when named (`cycle 'g': …`).
  var group: Expression?
  /// The key identifying an unnamed cycle (its values as written).
  var key: String
  /// The values cycled through.
  var values: [Expression]
  /// The tag's line.
  var line: Int
}

/// A parsed `include` or `render` tag.
struct PartialTag: Sendable {
  /// Whether this is `render` (isolated scope) rather than `include`.
  var isolated: Bool
  /// The partial name expression (a string literal for `render`).
  var name: Expression
  /// The `with`/`for` expression.
  var variable: Expression?
  /// Whether `for` was used.
  var isFor: Bool
  /// The `as` alias.
  var alias: String?
  /// `key: value` attributes.
  var attributes: [(String, Expression)]
  /// Offset of the tag (for errors).
  var tagOffset: Int
}
