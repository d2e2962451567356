import Located

/// Parses a command's arguments against its ``CommandSpec``: long options (`--output DIR`,
/// `--output=DIR`), short options (`-o DIR`, `-oDIR`), `--` to end options, positional count
/// checks and exclusive groups. Mistakes throw ``UsageError`` with a "did you mean" suggestion.
struct ArgumentParser: Sendable {
  /// The command being parsed.
  let spec: CommandSpec

  /// Parses `arguments` (everything after the command name).
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments(command: spec.name, argumentNames: spec.arguments.map(\.name))
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: String
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
        }
        guard let option = spec.option(named: name) else { throw unknownOption("--\(name)") }
        try record(option, spelled: "--\(name)", inline: inlineValue, arguments, &index, into: &result)
      } else {
        let letters = argument.dropFirst()
        let letter = letters.first!
        guard let option = spec.option(short: letter) else { throw unknownOption(argument) }
        var inlineValue: String?
        let rest = letters.dropFirst()
        if !rest.isEmpty {
          guard option.takesValue else { throw unknownOption(argument) }
          inlineValue = String(rest.hasPrefix("=") ? rest.dropFirst() : rest)
        }
        try record(option, spelled: "-\(letter)", inline: inlineValue, arguments, &index, into: &result)
      }
    }
    if result.flag(.help) { return result }
    try checkPositionals(result.positionals)
    try checkExclusive(result)
    return result
  }

  private func record(
    _ option: OptionSpec, spelled: String, inline: String?, _ arguments: [String], _ index: inout Int,
    into result: inout ParsedArguments
  ) throws(UsageError) {
    guard option.takesValue else {
      if inline != nil {
        throw UsageError("option '\(spelled)' does not take a value", command: spec.name)
      }
      result.options[option.name, default: []].append("")
      return
    }
    if case .keyValueWords = option.kind {
      var words = inline.map { [$0] } ?? []
      while index < arguments.count, !arguments[index].hasPrefix("-"), arguments[index].contains(":") {
        words.append(arguments[index])
        index += 1
      }
      result.options[option.name, default: []] += words
      return
    }
    let value: String
    if let inline {
      value = inline
    } else if index < arguments.count {
      value = arguments[index]
      index += 1
    } else {
      throw UsageError(
        "option '\(spelled)' needs a value <\(option.placeholder ?? "value")>", command: spec.name)
    }
    if case .choices(let choices) = option.completion, !choices.contains(value) {
      throw UsageError(
        "'\(value)' is not a valid value for '\(spelled)' (expected \(choices.joined(separator: ", ")))",
        suggestion: Suggestion.nearest(to: value, in: choices), command: spec.name)
    }
    result.options[option.name, default: []].append(value)
  }

  private func unknownOption(_ spelled: String) -> UsageError {
    let candidates = spec.allOptions.filter { !$0.isHidden }.map { "--\($0.name)" }
    let bare = spelled.split(separator: "=", maxSplits: 1).first.map(String.init) ?? spelled
    let probe = bare.hasPrefix("--") ? bare : "--" + bare.drop { $0 == "-" }
    return UsageError(
      "unknown option '\(bare)' for 'modgen \(spec.name)'",
      suggestion: Suggestion.nearest(to: probe, in: candidates), command: spec.name)
  }

  private func checkPositionals(_ positionals: [String]) throws(UsageError) {
    let required = spec.arguments.filter { !$0.isOptional }
    if positionals.count < required.count {
      let missing = required[positionals.count...].map { "<\($0.name)>" }
      let noun = missing.count == 1 ? "argument" : "arguments"
      throw UsageError("missing \(noun) \(missing.joined(separator: " "))", command: spec.name)
    }
    let variadic = spec.arguments.last?.isVariadic ?? false
    if !variadic && positionals.count > spec.arguments.count {
      let extra = positionals[spec.arguments.count...].map { "'\($0)'" }.joined(separator: ", ")
      throw UsageError("unexpected argument \(extra)", command: spec.name)
    }
    for (argument, value) in zip(spec.arguments, positionals) {
      if case .choices(let choices) = argument.completion, !choices.contains(value) {
        throw UsageError(
          "'\(value)' is not a valid <\(argument.name)> (expected \(choices.joined(separator: ", ")))",
          suggestion: Suggestion.nearest(to: value, in: choices), command: spec.name)
      }
    }
  }

  private func checkExclusive(_ result: ParsedArguments) throws(UsageError) {
    for group in spec.exclusiveGroups {
      let given = group.filter { result.flag($0) }
      if given.count > 1 {
        let names = given.map { "'--\($0.name)'" }.joined(separator: " and ")
        throw UsageError("\(names) cannot be used together", command: spec.name)
      }
    }
  }
}
