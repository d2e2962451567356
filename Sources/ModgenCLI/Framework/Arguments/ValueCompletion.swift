/// What a shell should offer when completing an argument or an option's value.
enum ValueCompletion: Sendable, Equatable {
  /// Nothing in particular.
  case none
  /// File names.
  case file
  /// Directory names.
  case directory
  /// One of a fixed list of words.
  case choices([String])
  /// Template names, obtained at completion time from `modgen list --names`.
  case templates
  /// Command names (for `help <command>`).
  case commands
  /// `name=` for each parameter (and `name=value` for each choice) of the template given as the
  /// command's positional argument at `templateArgument`, from `modgen info <template>
  /// --parameter-names`.
  case parameters(templateArgument: Int)
}
