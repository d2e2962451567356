import Foundation
import ModgenGenerate
import TemplateSpec

/// Asks for a missing required parameter on standard error: a numbered menu for a choice, `[y/n]`
/// for a bool, the kind of text expected (with the manifest's `example`) otherwise.
struct ParameterPrompter: Sendable {
  /// The command's streams.
  let context: CommandContext

  /// A prompter on `context`'s streams.
  init(_ context: CommandContext) {
    self.context = context
  }

  /// Asks for a missing parameter on standard error; `nil` at end of input gives up.
  func ask(_ prompt: ParameterPrompt) -> String? {
    let parameter = prompt.parameter
    if let previous = prompt.previousError { context.errors.error(previous) }
    var question = parameter.name
    if !parameter.description.isEmpty { question += ": \(parameter.description)" }
    switch parameter.kind {
    case .choice:
      // A numbered menu: type the number or the value.
      context.errors.line(question + ":")
      for (index, choice) in parameter.choices.enumerated() { context.errors.line("  \(index + 1)) \(choice)") }
      guard let answer = context.ask("choose 1-\(parameter.choices.count): ") else { return nil }
      let trimmed = answer.trimmingCharacters(in: .whitespaces)
      if let number = Int(trimmed), parameter.choices.indices.contains(number - 1) {
        return parameter.choices[number - 1]
      }
      return trimmed
    case .bool:
      return context.ask(question + " [y/n]: ")
    case .string, .int:
      let kind = parameter.format == .moduleName ? "a module name" : parameter.kind == .int ? "an int" : "text"
      context.errors.line(question)
      return context.ask("  \(kind)\(example(parameter)): ")
    case .list:
      let kind = parameter.format == .moduleName ? "module names, comma-separated" : "comma-separated"
      context.errors.line(question)
      return context.ask("  \(kind)\(example(parameter)): ")
    }
  }

  /// `, e.g. ProfileHeader,ProfileStats` from the manifest's `example`, or nothing.
  private func example(_ parameter: TemplateParameter) -> String {
    parameter.example.map { ", e.g. \($0)" } ?? ""
  }
}
