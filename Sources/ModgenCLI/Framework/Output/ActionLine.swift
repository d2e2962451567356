/// Rails-style report lines, `      create  Sources/Passcode/PasscodeView.swift`: the action
/// right-aligned in 12 columns (coloured on a terminal), two spaces, the path.
enum ActionLine {
  /// Formats one line (without the newline).
  static func format(_ action: String, _ path: String, style: TerminalStyle) -> String {
    let padding = String(repeating: " ", count: max(0, 12 - action.count))
    return padding + style.paint(action, color(for: action)) + "  " + path
  }

  /// Whether `action` says a file was (or, in a dry run, would be) written or removed: `create`,
  /// `write`, `overwrite`, `force`, `update` or `remove`. A run that stops before writing prints
  /// none of these.
  static func writes(_ action: String) -> Bool {
    ["create", "write", "overwrite", "force", "update", "remove"].contains(action)
  }

  /// The colour of an action word.
  static func color(for action: String) -> TerminalStyle.Color {
    switch action {
    case "create", "write": return .green
    case "identical": return .blue
    case "conflict", "remove": return .red
    default: return .yellow
    }
  }
}
