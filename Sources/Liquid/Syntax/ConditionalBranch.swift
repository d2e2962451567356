/// One branch of an `if`/`unless`: a condition (nil for `else`) and its body.
struct ConditionalBranch: Sendable {
  /// The condition; nil for `else`.
  var condition: Condition?
  /// Whether the condition is negated (the first branch of `unless`).
  var negated: Bool
  /// The body rendered when the branch is taken.
  var body: [Node]
}
