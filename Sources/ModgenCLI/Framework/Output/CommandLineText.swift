import Located

/// The command line as it was typed, shown under a diagnostic with a caret at the word (or the
/// part of a word) the problem comes from: `modgen gen Passcode viper -p tests=junit` with the
/// caret under `junit`.
struct CommandLineText: Sendable {
  /// Where one option's value sits on the command line.
  struct OptionValue: Sendable, Equatable {
    /// The index of the word (in ``words``) that holds the value.
    var word: Int
    /// The UTF-8 offset of the value inside that word (2 for `-ptests=x`, 8 for `--param=tests=x`).
    var offset: Int
    /// The value.
    var value: String
  }

  /// The words after `modgen`, as the shell passed them: the command's name, then its arguments.
  var words: [String]
  /// The command whose options and arguments the words are read with.
  var spec: CommandSpec

  /// The line shown: `modgen` and the words, each quoted when the shell would need it.
  var text: String { (["modgen"] + words.map(Self.quoted)).joined(separator: " ") }

  /// A diagnostic saying `message` with the caret under UTF-8 byte `offset` of word `index`.
  func diagnostic(_ message: String, word index: Int, offset: Int = 0, notes: [String] = []) -> Diagnostic {
    var column = "modgen ".utf8.count + 1
    for word in words[..<index] { column += Self.quoted(word).utf8.count + 1 }
    if Self.quoted(words[index]) != words[index] { column += 1 }  // the opening quote
    return Diagnostic(message, line: 1, column: column + offset, sourceLine: text, notes: notes)
  }

  /// Every value given to `option`, in order, read as the parser reads the words: `-p v`, `-pv`,
  /// `--param v` and `--param=v`, stopping at `--`.
  func values(of option: OptionSpec) -> [OptionValue] {
    scan().options.filter { $0.name == option.name }.map(\.value)
  }

  /// The index of the word that is positional argument `position` (0-based), when there is one.
  func positional(_ position: Int) -> Int? {
    let found = scan().positionals
    return found.indices.contains(position) ? found[position] : nil
  }

  /// The words read once: each option value with its option's name, and the positional words.
  private func scan() -> (options: [(name: String, value: OptionValue)], positionals: [Int]) {
    let options = spec.allOptions
    var found: [(name: String, value: OptionValue)] = []
    var positionals: [Int] = []
    var index = 1  // after the command's name
    var onlyPositionals = false
    while index < words.count {
      let word = words[index]
      defer { index += 1 }
      if onlyPositionals || word == "-" || !word.hasPrefix("-") {
        positionals.append(index)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      let option: OptionSpec?
      var attached: Int?
      if word.hasPrefix("--") {
        let name = word.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        let spelled = name.replacingOccurrences(of: "_", with: "-")
        option = options.first { $0.name == spelled }
        if word.contains("=") { attached = 2 + name.utf8.count + 1 }
      } else {
        let letter = word.dropFirst().first
        option = options.first { $0.short != nil && $0.short == letter }
        if word.count > 2 { attached = 2 }
      }
      guard let option, option.takesValue else { continue }
      if case .keyValueWords = option.kind {
        while index + 1 < words.count, words[index + 1].contains(":"), !words[index + 1].hasPrefix("-") {
          index += 1
        }
        continue
      }
      if let attached {
        let value = String(decoding: word.utf8.dropFirst(attached), as: UTF8.self)
        found.append((option.name, OptionValue(word: index, offset: attached, value: value)))
      } else if index + 1 < words.count {
        index += 1
        found.append((option.name, OptionValue(word: index, offset: 0, value: words[index])))
      }
    }
    return (found, positionals)
  }

  /// `word` as a shell would need it written: as it is when it holds only safe characters, else
  /// in single quotes.
  static func quoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=,.:/@%+")
    if !word.isEmpty && word.allSatisfy(safe.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
