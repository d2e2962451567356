import Foundation

/// The `custom_parameters.X` a Generamba template reads, and how: a parameter only ever tested
/// bare (`{% if custom_parameters.X %}`, `unless`, `elsif`, or one operand of `and`/`or`) is a
/// flag; one printed, compared or searched is a value.
struct CustomParameterUse: Equatable {
  /// The parameter's name.
  var name: String
  /// Whether every use is a bare truth test.
  var isFlag: Bool

  /// The manifest's parameter object.
  var json: String {
    let description = ManifestWriter.quoted(
      isFlag
        ? "custom_parameters.\(name) of the Generamba template, tested for presence"
        : "custom_parameters.\(name) of the Generamba template; unset (nil) unless given")
    return isFlag
      ? "{ \"name\": \(ManifestWriter.quoted(name)), \"type\": \"bool\", \"default\": false, \"description\": \(description) }"
      : "{ \"name\": \(ManifestWriter.quoted(name)), \"type\": \"string\", \"required\": false, \"description\": \(description) }"
  }

  /// The parameters the Liquid `sources` read, in order of first use.
  static func scan(_ sources: [String]) -> [CustomParameterUse] {
    var order: [String] = []
    var flags: [String: Bool] = [:]
    for source in sources {
      for (tag, isBlock) in tags(in: source) {
        for name in names(in: tag) {
          if flags[name] == nil { order.append(name) }
          let bare = isBlock && isBareTest(of: name, in: tag)
          flags[name] = (flags[name] ?? true) && bare
        }
      }
    }
    return order.map { CustomParameterUse(name: $0, isFlag: flags[$0] ?? false) }
  }

  /// The inside of every `{% … %}` and `{{ … }}` of `source`, with whether it is a block tag.
  private static func tags(in source: String) -> [(String, Bool)] {
    var result: [(String, Bool)] = []
    var rest = source[...]
    while let open = rest.range(of: "{") {
      let after = rest[open.upperBound...]
      guard let marker = after.first, marker == "%" || marker == "{" else {
        rest = after
        continue
      }
      let body = after.dropFirst()
      guard let close = body.range(of: marker == "%" ? "%}" : "}}") else { break }
      result.append((String(body[..<close.lowerBound]), marker == "%"))
      rest = body[close.upperBound...]
    }
    return result
  }

  /// The names after `custom_parameters.` in a tag.
  private static func names(in tag: String) -> [String] {
    var names: [String] = []
    var rest = tag[...]
    while let range = rest.range(of: "custom_parameters.") {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty, !names.contains(String(name)) { names.append(String(name)) }
      rest = rest[range.upperBound...]
    }
    return names
  }

  /// Whether `tag` (a block tag's inside) tests `custom_parameters.<name>` for truth and nothing else.
  private static func isBareTest(of name: String, in tag: String) -> Bool {
    let words = tag.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "-")))
      .split(whereSeparator: \.isWhitespace).map(String.init)
    guard let keyword = words.first, ["if", "elsif", "unless"].contains(keyword) else { return false }
    let variable = "custom_parameters.\(name)"
    var operands: [[String]] = [[]]
    for word in words.dropFirst() {
      if word == "and" || word == "or" { operands.append([]) } else { operands[operands.count - 1].append(word) }
    }
    let mentioning = operands.filter { $0.contains { $0.contains(variable) } }
    return mentioning.allSatisfy { $0 == [variable] }
  }
}
