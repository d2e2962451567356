/// Why a module name was refused, with a suggested replacement when there is one.
struct ModuleNameError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with a module name.
  enum Reason: Sendable, Equatable {
    /// The name is empty.
    case empty
    /// The name contains a character that cannot appear in an ASCII Swift identifier.
    case invalidCharacter(Character)
    /// The name starts with a digit.
    case startsWithDigit
    /// The name is a Swift keyword.
    case keyword
    /// The name does not start with an uppercase letter, or contains underscores.
    case notUpperCamelCase
    /// The name is a type apps use everywhere (`Task`, `Result`, `Data`, `View`…), which a module
    /// type of the same name would hide.
    case shadowsCommonType
  }

  /// The refused name.
  var name: String
  /// What is wrong with it.
  var reason: Reason
  /// A valid name close to it, if any.
  var suggestion: String?

  /// The message, e.g. `module name 'passcode' must be UpperCamelCase; did you mean 'Passcode'?`.
  var description: String {
    let problem: String
    switch reason {
    case .empty: problem = "module name is empty"
    case .invalidCharacter(let character):
      let shown = character == " " ? "a space" : "'\(character)'"
      problem = "module name '\(name)' contains \(shown); use letters and digits only (a Swift identifier)"
    case .startsWithDigit: problem = "module name '\(name)' starts with a digit; a Swift identifier cannot"
    case .keyword: problem = "module name '\(name)' is a Swift keyword"
    case .notUpperCamelCase:
      problem = "module name '\(name)' must be UpperCamelCase (a capital first letter, no underscores)"
    case .shadowsCommonType:
      problem =
        "module name '\(name)' would hide Swift's or the platform's '\(name)' in your whole app target; "
        + "pick a more specific name"
    }
    guard let suggestion else { return problem }
    return "\(problem); did you mean '\(suggestion)'?"
  }
}
