/// One positional argument of a command.
package struct ArgumentSpec: Sendable, Equatable {
  /// The name shown in usage (`Name` is shown as `<Name>`).
  package var name: String
  /// One-line help text.
  package var help: String
  /// Whether the argument may be left out.
  package var isOptional: Bool
  /// Whether the argument takes every remaining positional value (`<template>...`).
  package var isVariadic: Bool
  /// What shells complete for it.
  package var completion: ValueCompletion

  /// Creates a positional argument.
  package init(
    _ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false,
    completion: ValueCompletion = .none
  ) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isVariadic = isVariadic
    self.completion = completion
  }

  /// How the argument is shown in usage: `<Name>`, `[<file>]` or `[<template>...]`.
  package var synopsis: String {
    let core = "<\(name)>" + (isVariadic ? "..." : "")
    return isOptional ? "[\(core)]" : core
  }
}
