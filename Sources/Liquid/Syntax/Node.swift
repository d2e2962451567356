/// One node of the immutable parse tree. Bodies are arrays of nodes; larger tags keep their
/// parts in small immutable structs.
enum Node: Sendable {
  /// Literal text (with the template line its first byte is on).
  case text(LiteralText)
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
