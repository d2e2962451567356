import Foundation
import Located
import TemplateSpec

/// Types and merges parameter values: flags beat a module's recorded values, which beat modgen.json,
/// which beats the manifest's defaults.
enum ParameterResolver {
  /// Resolves every declared parameter.
  ///
  /// - Parameters:
  ///   - declared: the manifest's parameters.
  ///   - flags: the raw `--param` values (`key=value`; a repeated key keeps the last value).
  ///   - recorded: the typed values a module's record holds (`update`); names the template does not
  ///     declare are ignored.
  ///   - configuration: modgen.json's `parameters` (names the template does not declare are ignored:
  ///     modgen.json serves every template).
  ///   - ask: asks for missing required values; `nil` (no TTY, or `--no-input`) reports them instead.
  /// - Throws: ``ParameterError`` listing every problem.
  static func resolve(
    declared: [TemplateParameter], flags: [String], recorded: [String: ParameterValue] = [:],
    configuration: [String: ParameterValue] = [:],
    configurationPlaces: [String: Diagnostic] = [:], ask: ParameterAsker? = nil
  ) throws(ParameterError) -> [ResolvedParameter] {
    var problems: [Diagnostic] = []
    var flagValues: [String: ParameterValue] = [:]
    var refused: Set<String> = []  // given, but wrong: reported once, not also as missing
    let names = declared.map(\.name)
    for raw in flags {
      guard let assignment = ParameterAssignment(raw) else {
        problems.append(Diagnostic(ParameterAssignment.formProblem(raw)))
        continue
      }
      let key = assignment.key
      let text = assignment.value
      guard let parameter = declared.first(where: { $0.name == key }) else {
        let known = names.isEmpty ? "the template has no parameters" : "known: \(names.joined(separator: ", "))"
        let hint = Suggestion.didYouMean(key, in: names)
        problems.append(
          Diagnostic("unknown parameter '\(key)'\(hint.isEmpty ? "; \(known)" : hint)").about(.parameterName(key)))
        continue
      }
      switch convert(.string(text), for: parameter) {
      case .success(let value): flagValues[key] = value
      case .failure(let failure):
        problems.append(Diagnostic("--param \(key): \(failure.message)").about(.parameterValue(name: key)))
        refused.insert(key)
      }
    }

    var resolved: [ResolvedParameter] = []
    var missing: [TemplateParameter] = []
    for parameter in declared {
      if refused.contains(parameter.name) { continue }
      if let value = flagValues[parameter.name] {
        resolved.append(ResolvedParameter(name: parameter.name, value: value, source: .flag))
      } else if let value = recorded[parameter.name] ?? configuration[parameter.name] {
        let source: ResolvedParameter.Source = recorded[parameter.name] != nil ? .record : .configuration
        switch convert(value, for: parameter) {
        case .success(let typed): resolved.append(ResolvedParameter(name: parameter.name, value: typed, source: source))
        case .failure(let failure): problems.append(problem(failure, parameter.name, source, configurationPlaces))
        }
      } else if let value = parameter.defaultValue, !parameter.required {
        resolved.append(ResolvedParameter(name: parameter.name, value: value, source: .manifestDefault))
      } else if !parameter.required {
        continue  // optional without a default: unset, nil to templates
      } else {
        missing.append(parameter)
      }
    }

    var stillMissing: [TemplateParameter] = []
    for parameter in missing {
      if problems.isEmpty, let ask, let value = askForValue(parameter, using: ask) {
        resolved.append(ResolvedParameter(name: parameter.name, value: value, source: .answer))
      } else {
        stillMissing.append(parameter)
      }
    }
    for parameter in stillMissing {
      var message = "missing required parameter '\(parameter.name)' (\(describeType(of: parameter)))"
      if !parameter.description.isEmpty { message += ": \(parameter.description)" }
      message += "; " + howToGive(parameter)
      problems.append(Diagnostic(message))
    }
    guard problems.isEmpty else {
      throw ParameterError(diagnostics: problems, missing: stillMissing.map(\.name))
    }
    let order = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    return resolved.sorted { order[$0.name, default: 0] < order[$1.name, default: 0] }
  }

  /// Why a recorded or configured value of `name` is refused: at its place in modgen.json when
  /// known.
  private static func problem(
    _ failure: ConversionFailure, _ name: String, _ source: ResolvedParameter.Source,
    _ configurationPlaces: [String: Diagnostic]
  ) -> Diagnostic {
    if source == .record {
      return Diagnostic("the recorded value of '\(name)': \(failure.message)").about(.parameterValue(name: name))
    }
    let message = "parameters.\(name): \(failure.message)"
    guard var place = configurationPlaces[name] else { return Diagnostic("modgen.json " + message) }
    place.message = message
    return place
  }

  /// Converts a raw value to the parameter's type, or explains why it cannot be.
  static func convert(_ raw: ParameterValue, for parameter: TemplateParameter) -> Result<
    ParameterValue, ConversionFailure
  > {
    switch (parameter.kind, raw) {
    case (.string, _):
      if raw.description.isEmpty && (parameter.required || parameter.defaultValue == nil) {
        return .failure(ConversionFailure("needs a value (it has no default)"))
      }
      guard let format = parameter.format else { return .success(.string(raw.description)) }
      switch format.normalize(raw.description) {
      case .success(let normalized):
        if let problem = moduleNameProblem(normalized, format: format) { return .failure(problem) }
        return .success(.string(normalized))
      case .failure(let failure): return .failure(ConversionFailure(failure.message))
      }
    case (.list, .string(let text)):
      return convert(.list(TemplateParameter.listItems(text)), for: parameter)
    case (.list, .list(let items)):
      switch parameter.normalizeList(items) {
      case .success(let normalized):
        for item in normalized {
          if let format = parameter.format, let problem = moduleNameProblem(item, format: format) {
            return .failure(problem)
          }
        }
        return .success(.list(normalized))
      case .failure(let failure): return .failure(ConversionFailure(failure.message))
      }
    case (.bool, .bool):
      return .success(raw)
    case (.bool, .string(let text)):
      switch text.lowercased() {
      case "true", "yes", "y", "1", "on": return .success(.bool(true))
      case "false", "no", "n", "0", "off": return .success(.bool(false))
      default: return .failure(ConversionFailure("expects a bool (true or false), got '\(text)'"))
      }
    case (.int, .int):
      return .success(raw)
    case (.int, .string(let text)):
      guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
        return .failure(ConversionFailure("expects an int, got '\(text)'"))
      }
      return .success(.int(value))
    case (.choice, .string(let text)):
      guard parameter.choices.contains(text) else {
        let hint = Suggestion.didYouMean(text, in: parameter.choices)
        return .failure(
          ConversionFailure(
            "expects one of \(parameter.choices.joined(separator: ", ")), got '\(text)'\(hint)"))
      }
      return .success(raw)
    default:
      return .failure(ConversionFailure("expects \(describeType(of: parameter)), got '\(raw)'"))
    }
  }

  /// Why `name` cannot name a module, for the `module-name` format (the checks `gen` makes of the
  /// module's own name: keywords, common types it would shadow).
  private static func moduleNameProblem(_ name: String, format: StringFormat) -> ConversionFailure? {
    guard format == .moduleName else { return nil }
    do {
      _ = try ModuleName(name)
      return nil
    } catch {
      return ConversionFailure(error.description)
    }
  }

  /// How to give a missing value on the command line: `pass --param cell=…`, or with the manifest's
  /// `example`, `pass -p children=…, e.g. -p children=ProfileHeader,ProfileStats`.
  static func howToGive(_ parameter: TemplateParameter) -> String {
    guard let example = parameter.example else { return "pass --param \(parameter.name)=…" }
    return "pass -p \(parameter.name)=…, e.g. -p \(parameter.name)=\(example)"
  }

  /// A refused value's explanation.
  struct ConversionFailure: Error, Sendable {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// `a bool`, `an int`, `a string`, or `one of a, b`.
  static func describeType(of parameter: TemplateParameter) -> String {
    switch parameter.kind {
    case .string: return "a string"
    case .bool: return "a bool"
    case .int: return "an int"
    case .choice: return "one of \(parameter.choices.joined(separator: ", "))"
    case .list: return "a comma-separated list"
    }
  }

  private static func askForValue(_ parameter: TemplateParameter, using ask: ParameterAsker) -> ParameterValue? {
    var previousError: String?
    for _ in 0..<3 {
      guard let answer = ask(ParameterPrompt(parameter: parameter, previousError: previousError)) else { return nil }
      switch convert(.string(answer), for: parameter) {
      case .success(let value): return value
      case .failure(let failure): previousError = failure.message
      }
    }
    return nil
  }
}
