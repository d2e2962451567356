import Located

extension GenCommand {
  /// The diagnostics of a plan that could not be made, pointed at the command line where that is
  /// where the cause was typed: a bad or unknown `--param` value gets the command line with a caret
  /// under it, and a problem reported inside a built-in template (whose files the user cannot
  /// open) points at the `--param` value it names, else at the template argument.
  static func locatedOnCommandLine(_ diagnostics: [Diagnostic], _ context: CommandContext) -> [Diagnostic] {
    guard !context.commandLine.isEmpty else { return diagnostics }
    let line = CommandLineText(words: context.commandLine, spec: spec)
    let params = line.values(of: param)
    return diagnostics.map { diagnostic in
      if diagnostic.file == nil && diagnostic.line == nil {
        return unlocated(diagnostic, params, line) ?? diagnostic
      }
      guard diagnostic.file?.hasPrefix("<built-in>/") == true else { return diagnostic }
      return insideBuiltin(diagnostic, params, line) ?? diagnostic
    }
  }

  /// `--param KEY: …` (a bad value) at the value, `unknown parameter 'KEY'` at the key.
  private static func unlocated(
    _ diagnostic: Diagnostic, _ params: [CommandLineText.OptionValue], _ line: CommandLineText
  ) -> Diagnostic? {
    let message = diagnostic.message
    if message.hasPrefix("--param "), let colon = message.firstIndex(of: ":") {
      let name = String(message[message.index(message.startIndex, offsetBy: 8)..<colon])
      // A repeated name keeps its last value, so that is the one that was refused.
      guard let given = params.last(where: { key(of: $0.value) == name }) else { return nil }
      return line.diagnostic(
        message, word: given.word, offset: given.offset + name.utf8.count + 1, notes: diagnostic.notes)
    }
    if message.hasPrefix("unknown parameter '"), let name = quotedNames(in: message).first,
      let given = params.first(where: { key(of: $0.value) == name })
    {
      return line.diagnostic(message, word: given.word, offset: given.offset, notes: diagnostic.notes)
    }
    return nil
  }

  /// A problem inside a built-in template: at the `--param` list item or value it names in
  /// quotes, else at the `--param` whose name it quotes, else at the template argument.
  private static func insideBuiltin(
    _ diagnostic: Diagnostic, _ params: [CommandLineText.OptionValue], _ line: CommandLineText
  ) -> Diagnostic? {
    let names = quotedNames(in: diagnostic.message)
    for given in params.reversed() {
      guard let equals = given.value.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
      var offset = given.value.utf8.distance(from: given.value.utf8.startIndex, to: equals) + 1
      let value = given.value[given.value.index(after: equals)...]
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        if names.contains(item.trimmingSpaces) {
          let lead = item.utf8.count - item.drop(while: { $0 == " " }).utf8.count
          return line.diagnostic(
            diagnostic.message, word: given.word, offset: given.offset + offset + lead, notes: diagnostic.notes)
        }
        offset += item.utf8.count + 1
      }
    }
    if let given = params.last(where: { names.contains(key(of: $0.value)) }) {
      return line.diagnostic(diagnostic.message, word: given.word, offset: given.offset, notes: diagnostic.notes)
    }
    guard let word = line.positional(1) else { return nil }
    return line.diagnostic(diagnostic.message, word: word, notes: diagnostic.notes)
  }

  /// The name before the `=` of a `key=value` word.
  private static func key(of assignment: String) -> String {
    String(assignment.prefix { $0 != "=" })
  }

  /// The texts in single quotes in `message`: `module 'Passcode' would be …` gives `Passcode`.
  private static func quotedNames(in message: String) -> [String] {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
