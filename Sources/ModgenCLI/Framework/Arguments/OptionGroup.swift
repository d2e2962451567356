/// Options several commands share, declared once (like swift-argument-parser's `@OptionGroup`): a
/// command lists the group in its spec (`groups: [GenerationOptions.group]`), which adds the
/// options to its parsing, help and completion, and reads them back through the group's own type
/// (`GenerationOptions(context.arguments)`).
struct OptionGroup: Sendable {
  /// The group's options, in the order help shows them.
  var options: [OptionSpec]
}
