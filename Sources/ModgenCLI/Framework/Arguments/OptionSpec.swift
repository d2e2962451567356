/// One option of a command, as written in the option table that drives parsing, help and shell
/// completion.
struct OptionSpec: Sendable, Equatable {
  /// What the option takes.
  enum Kind: Sendable, Equatable {
    /// A switch without a value (`--dry-run`).
    case flag
    /// An option with one value (`--output DIR`); given twice, the last one wins.
    case value(placeholder: String)
    /// An option that may be repeated, collecting every value (`--param key=value`).
    case repeated(placeholder: String)
    /// An option followed by any number of `key:value` words, as Generamba's
    /// `--custom_parameters a:1 b:2` (Thor's hash options): it takes every following word that
    /// holds a `:` and does not start with `-`.
    case keyValueWords(placeholder: String)
  }

  /// The long name without dashes (`output` for `--output`).
  var name: String
  /// The optional one-letter short name (`o` for `-o`).
  var short: Character?
  /// What the option takes.
  var kind: Kind
  /// One-line help text.
  var help: String
  /// What shells complete for the value.
  var completion: ValueCompletion
  /// Hidden options are parsed but left out of help.
  var isHidden: Bool

  /// The option `--name` (and `-short` when given), a flag unless `kind` says it takes values;
  /// a hidden option is accepted but left out of help and completion.
  init(
    _ name: String, short: Character? = nil, kind: Kind = .flag, help: String,
    completion: ValueCompletion = .none, isHidden: Bool = false
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.help = help
    self.completion = completion
    self.isHidden = isHidden
  }

  /// Whether the option consumes a value.
  var takesValue: Bool {
    if case .flag = kind { return false }
    return true
  }

  /// The value placeholder (`DIR`), or `nil` for flags.
  var placeholder: String? {
    switch kind {
    case .flag: return nil
    case .value(let placeholder), .repeated(let placeholder), .keyValueWords(let placeholder): return placeholder
    }
  }

  /// How the option is shown in help: `-o, --output <dir>`.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? ""
    text += "--\(name)"
    if let placeholder { text += " <\(placeholder)>" }
    if case .keyValueWords = kind { text += "..." }
    return text
  }

  /// The standard `-h, --help` option every command accepts.
  static let help = OptionSpec("help", short: "h", help: "Show help for this command.")
}
