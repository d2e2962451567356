import Foundation
import Located

/// The Liquid of a `.rambaspec`, taken apart so that the spec can be read as YAML without
/// rendering it: `{% if %}` blocks become conditions by line, `{{ … }}` tags become placeholders
/// that ``Prepared/restore(_:)`` turns back into the tags' text.
enum SpecLiquid {
  /// A spec ready for the YAML reader, with what was taken out of it.
  struct Prepared {
    /// The spec with block tags removed (their lines kept) and output tags replaced.
    var yaml: String
    /// The output tags' text by placeholder.
    var tags: [String: String]
    /// The conditions in force on each line (1-based), outermost first.
    var conditionsByLine: [[String]]

    /// `text` with each placeholder replaced by its tag; a tag reading the per-file variables
    /// `module_info.file_basename` or `file_name` is dropped, as the spec renders them empty.
    func restore(_ text: String) -> String {
      var result = text
      for (placeholder, tag) in tags where result.contains(placeholder) {
        let perFile = tag.contains("module_info.file_basename") || tag.contains("module_info.file_name")
        result = result.replacingOccurrences(of: placeholder, with: perFile ? "" : tag)
      }
      return result
    }

    /// The manifest `if` for an entry on `line`: the conditions around it joined with `and`.
    func condition(atLine line: Int) -> String? {
      guard line >= 1, line <= conditionsByLine.count else { return nil }
      let conditions = conditionsByLine[line - 1]
      return conditions.isEmpty ? nil : conditions.joined(separator: " and ")
    }
  }

  /// Prepares `text` (the spec read from `file`).
  static func prepare(_ text: String, file: String) throws(Diagnostic) -> Prepared {
    let source = SourceText(text, file: file)
    var yaml = ""
    var tags: [String: String] = [:]
    var stack: [(condition: String, location: SourceLocation)] = []
    // Each line's conditions: the blocks open where its first content starts.
    var conditionsByLine: [[String]] = [[]]
    var lineHasContent = false
    var index = text.startIndex

    func location(of position: String.Index) -> SourceLocation {
      source.location(at: text.utf8.distance(from: text.startIndex, to: position))
    }
    func located(_ message: String, at position: String.Index, notes: [String] = []) -> Diagnostic {
      let place = location(of: position)
      return Diagnostic(message, at: place, sourceLine: source.lineText(place.line), notes: notes)
    }
    func append(_ piece: Substring) {
      for character in piece {
        if character == "\n" {
          conditionsByLine.append(stack.map(\.condition))
          lineHasContent = false
        } else if !character.isWhitespace {
          lineHasContent = true
        }
      }
      yaml += piece
    }

    while index < text.endIndex {
      guard let open = text[index...].firstIndex(of: "{") else {
        append(text[index...])
        break
      }
      let next = text.index(after: open)
      guard next < text.endIndex, text[next] == "%" || text[next] == "{" else {
        append(text[index..<next])
        index = next
        continue
      }
      append(text[index..<open])
      let isBlock = text[next] == "%"
      guard let close = text[text.index(after: next)...].range(of: isBlock ? "%}" : "}}") else {
        throw located("'\(isBlock ? "{%" : "{{")' is not closed", at: open)
      }
      let tagText = text[open..<close.upperBound]
      let inner = String(text[text.index(after: next)..<close.lowerBound])
        .trimmingCharacters(in: .whitespacesAndNewlines)
        .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        .trimmingCharacters(in: .whitespacesAndNewlines)
      index = close.upperBound
      guard isBlock else {
        if tagText.contains("\n") { throw located("an output tag that spans lines cannot be imported", at: open) }
        let placeholder = "MODGENTAG\(tags.count)X"
        tags[placeholder] = String(tagText)
        yaml += placeholder
        lineHasContent = true
        continue
      }
      let word = String(inner.prefix { !$0.isWhitespace })
      let argument = inner.dropFirst(word.count).trimmingCharacters(in: .whitespacesAndNewlines)
      let place = location(of: open)
      try track(word, argument, stack: &stack, at: place, sourceLine: source.lineText(place.line))
      // The tag's own line breaks stay, so YAML locations keep pointing at the spec's lines.
      append(Substring(String(repeating: "\n", count: tagText.filter { $0 == "\n" }.count)))
      if !lineHasContent { conditionsByLine[conditionsByLine.count - 1] = stack.map(\.condition) }
    }
    if let unclosed = stack.last {
      throw Diagnostic(
        "'{% if \(unclosed.condition) %}' is not closed", at: unclosed.location,
        sourceLine: source.lineText(unclosed.location.line))
    }
    return Prepared(yaml: yaml, tags: tags, conditionsByLine: conditionsByLine)
  }

  /// Follows a block tag `word` (with `argument`) on the stack of open `if` blocks: `if` opens one,
  /// `endif` closes one; any other tag, and a nested `if` with `or`, cannot be imported.
  private static func track(
    _ word: String, _ argument: String, stack: inout [(condition: String, location: SourceLocation)],
    at place: SourceLocation, sourceLine: String?
  ) throws(Diagnostic) {
    func located(_ message: String, notes: [String] = []) -> Diagnostic {
      Diagnostic(message, at: place, sourceLine: sourceLine, notes: notes)
    }
    switch word {
    case "if":
      if !stack.isEmpty, argument.contains(" or ") || stack.contains(where: { $0.condition.contains(" or ") }) {
        throw located(
          "a nested '{% if %}' with 'or' cannot be joined into one condition (Liquid has no parentheses)",
          notes: ["convert this block by hand"])
      }
      stack.append((argument, place))
    case "endif":
      guard stack.popLast() != nil else { throw located("'endif' closes no 'if'") }
    default:
      throw located(
        "'{% \(word) %}' in a spec cannot be imported: only '{% if %}' blocks around file entries become conditions",
        notes: ["write this part of template.json by hand, or simplify the spec and import again"])
    }
  }
}
