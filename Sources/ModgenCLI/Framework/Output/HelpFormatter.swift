/// Renders help text from the option table: the tool overview and one page per command, every
/// line at most ``width`` columns wide.
struct HelpFormatter: Sendable {
  /// The maximum line width.
  var width: Int
  /// Column where the help text of an option or argument starts.
  private let helpColumn = 28
  /// Column where summaries start in the overview.
  private let overviewColumn = 16

  /// A formatter wrapping help text at `width` columns.
  init(width: Int = 80) { self.width = width }

  /// The tool's general help: overview, usage, commands and global options.
  func overview(commands: [CommandSpec]) -> String {
    var lines = [String]()
    lines += wrap(
      "OVERVIEW: modgen generates Swift app modules (VIPER, VIP, MVVM, your own) from Liquid templates.",
      indent: 0, hanging: 10)
    lines.append("")
    lines.append("USAGE: modgen <command> [options]")
    lines.append("")
    lines.append("COMMANDS:")
    for command in commands {
      lines += entry(command.name, command.summary, column: overviewColumn)
    }
    lines.append("")
    lines.append("OPTIONS:")
    lines += entry("-h, --help", "Show help.", column: overviewColumn)
    lines += entry("--version", "Show the version.", column: overviewColumn)
    lines.append("")
    lines.append("EXIT CODES:")
    for (code, meaning) in ExitCode.meanings {
      lines += entry(String(code), meaning, column: overviewColumn)
    }
    lines.append("")
    lines += wrap("See 'modgen help <command>' for a command's arguments and options.", indent: 0, hanging: 0)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The help page of one command.
  func help(for command: CommandSpec) -> String {
    var lines = [String]()
    lines += wrap("OVERVIEW: \(command.summary)", indent: 0, hanging: 10)
    if !command.discussion.isEmpty {
      for paragraph in command.discussion.components(separatedBy: "\n\n") {
        lines.append("")
        lines += wrap(paragraph.replacingOccurrences(of: "\n", with: " "), indent: 0, hanging: 0)
      }
    }
    lines.append("")
    lines += wrap("USAGE: \(command.usage)", indent: 0, hanging: 7)
    if !command.arguments.isEmpty {
      lines.append("")
      lines.append("ARGUMENTS:")
      for argument in command.arguments {
        lines += entry("<\(argument.name)>" + (argument.isVariadic ? "..." : ""), argument.help)
      }
    }
    lines.append("")
    lines.append("OPTIONS:")
    for option in command.allOptions where !option.isHidden {
      lines += entry(option.synopsis, option.help)
    }
    if !command.examples.isEmpty {
      lines.append("")
      lines.append("EXAMPLES:")
      lines += command.examples.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One two-column entry: the term at indent 2, its help at ``helpColumn`` (on the next line when
  /// the term is too long), wrapped.
  private func entry(_ term: String, _ text: String, column: Int? = nil) -> [String] {
    let helpColumn = column ?? self.helpColumn
    let lead = "  " + term
    var wrapped = wrap(text, indent: helpColumn, hanging: helpColumn)
    if lead.count + 2 <= helpColumn, let first = wrapped.first {
      wrapped[0] = lead + String(repeating: " ", count: helpColumn - lead.count) + first.dropFirst(helpColumn)
      return wrapped
    }
    return [lead] + wrapped
  }

  /// Wraps `text` into lines of at most ``width`` columns; the first line is indented by `indent`,
  /// the others by `hanging`. A word longer than the line is kept whole.
  func wrap(_ text: String, indent: Int, hanging: Int) -> [String] {
    var lines = [String]()
    var current = String(repeating: " ", count: indent)
    var currentHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if currentHasWord && current.count + 1 + word.count > width {
        lines.append(current)
        current = String(repeating: " ", count: hanging)
        currentHasWord = false
      }
      current += (currentHasWord ? " " : "") + word
      currentHasWord = true
    }
    lines.append(current)
    return lines
  }
}
