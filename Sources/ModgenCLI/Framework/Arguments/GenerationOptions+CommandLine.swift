import Located

extension GenerationOptions {
  /// The diagnostics of a plan that could not be made, pointed at the command line where that is
  /// where the cause was typed: a diagnostic about a parameter's name or value (its ``Diagnostic/subject``)
  /// gets the command line with a caret under that word, and a problem reported inside a built-in
  /// template (whose files the user cannot open) points at the `--param` value it is about, else at
  /// the template argument.
  func locatedOnCommandLine(_ diagnostics: [Diagnostic], _ context: CommandContext) -> [Diagnostic] {
    guard !context.commandLine.isEmpty else { return diagnostics }
    let line = CommandLineText(words: context.commandLine, spec: command)
    let params = line.values(of: Self.param)
    return diagnostics.map { diagnostic in
      if diagnostic.file == nil && diagnostic.line == nil {
        return diagnostic.subject.flatMap { Self.at($0, diagnostic, params, line) } ?? diagnostic
      }
      guard diagnostic.file?.hasPrefix("<built-in>/") == true else { return diagnostic }
      if let subject = diagnostic.subject, let placed = Self.at(subject, diagnostic, params, line) { return placed }
      guard let word = line.positional(1) else { return diagnostic }
      return line.diagnostic(diagnostic.message, word: word, notes: diagnostic.notes).about(diagnostic.subject)
    }
  }

  /// `diagnostic` moved to the `--param` word its subject names: a parameter's key, its value, or a
  /// value typed as a whole `--param` value or one item of a comma-separated list; nil when the
  /// command line has no such word.
  private static func at(
    _ subject: Diagnostic.Subject, _ diagnostic: Diagnostic, _ params: [CommandLineText.OptionValue],
    _ line: CommandLineText
  ) -> Diagnostic? {
    let place: (word: Int, offset: Int)?
    switch subject {
    case .parameterName(let name):
      place = params.first { key(of: $0.value) == name }.map { ($0.word, $0.offset) }
    case .parameterValue(let name):
      // A repeated name keeps its last value, so that is the one that was refused.
      place = params.last { key(of: $0.value) == name }.map { ($0.word, $0.offset + name.utf8.count + 1) }
    case .value(let value):
      place = listItem(value, in: params)
    }
    guard let place else { return nil }
    return line.diagnostic(diagnostic.message, word: place.word, offset: place.offset, notes: diagnostic.notes)
      .about(subject)
  }

  /// The last `--param` whose value, or one of whose comma-separated items, is `value`: its word
  /// and the byte offset of the item in it.
  private static func listItem(_ value: String, in params: [CommandLineText.OptionValue]) -> (Int, Int)? {
    for given in params.reversed() {
      guard let equals = given.value.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
      var offset = given.value.utf8.distance(from: given.value.utf8.startIndex, to: equals) + 1
      let text = given.value[given.value.index(after: equals)...]
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        if item.trimmingSpaces == value {
          let lead = item.utf8.count - item.drop(while: { $0 == " " }).utf8.count
          return (given.word, given.offset + offset + lead)
        }
        offset += item.utf8.count + 1
      }
    }
    return nil
  }

  /// The name before the `=` of a `key=value` word.
  private static func key(of assignment: String) -> String {
    String(assignment.prefix { $0 != "=" })
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
