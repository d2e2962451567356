/// One positional argument of a command.
struct ArgumentSpec: Sendable, Equatable {
  /// The name shown in usage (`Name` is shown as `<Name>`).
  var name: String
  /// One-line help text.
  var help: String
  /// Whether the argument may be left out.
  var isOptional: Bool
  /// Whether the argument takes every remaining positional value (`<template>...`).
  var isVariadic: Bool
  /// What shells complete for it.
  var completion: ValueCompletion

  /// A required single positional argument, unless `isOptional` or `isVariadic` says otherwise.
  init(
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
  var synopsis: String {
    let core = "<\(name)>" + (isVariadic ? "..." : "")
    return isOptional ? "[\(core)]" : core
  }
}
