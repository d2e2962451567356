import Foundation

/// A validated module name: an ASCII Swift identifier in UpperCamelCase that is not a keyword
/// and does not shadow a type apps use everywhere, e.g. `Passcode` or `UserProfile`.
///
/// Templates declare types named after the module (VIP's models are `enum Passcode`), and a type
/// declared in the app target hides the standard one in every file of the target: `modgen gen
/// Task vip` would break each `Task { … }` and `Task.isCancelled` elsewhere. Refusing those names
/// (with a suggestion) keeps every template safe instead of renaming their types.
struct ModuleName: Sendable, Hashable, CustomStringConvertible {
  /// The name as the user typed it (already valid).
  let value: String

  /// Validates `raw`; the error explains what is wrong and suggests a valid name when it can.
  init(_ raw: String) throws(ModuleNameError) {
    if let reason = Self.problem(with: raw) {
      throw ModuleNameError(name: raw, reason: reason, suggestion: Self.suggestion(for: raw))
    }
    value = raw
  }

  /// The name itself.
  var description: String { value }

  /// Swift keywords (and the capitalised words that act as keywords) that cannot name a type.
  /// (A list, not a set: a run checks a name or two, and hashing every entry into a set cost more.)
  static let keywords: [String] = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "package",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
    "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any",
  ]

  /// Types of the Swift standard library, Foundation, SwiftUI, UIKit and ModuleCore that app code
  /// names without a module prefix, so a module type of the same name would hide them.
  /// (A list, not a set, as ``keywords``.)
  static let shadowedTypeNames: [String] = [
    // Swift and its concurrency
    "Any", "AnyObject", "Array", "Bool", "Character", "Dictionary", "Double", "Error", "Float", "Int", "Never",
    "Optional", "Result", "Sequence", "Collection", "Set", "String", "Substring", "Void", "Actor", "MainActor",
    "Task", "TaskGroup", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Identifiable", "Range",
    "Duration", "Clock", "Mirror",
    // Foundation
    "Data", "Date", "URL", "UUID", "Decimal", "Locale", "Calendar", "TimeZone", "Timer", "Thread",
    "Notification", "NotificationCenter", "Bundle", "JSONDecoder", "JSONEncoder", "FileManager", "Measurement",
    "Progress", "Operation", "OperationQueue", "UserDefaults", "URLRequest", "URLSession", "NSError",
    // SwiftUI and UIKit names apps use bare
    "View", "Text", "Image", "Button", "List", "Form", "Section", "Group", "Color", "Font", "Label", "Toggle",
    "Picker", "Slider", "Stepper", "Menu", "Link", "Alert", "App", "Scene", "Window", "State", "Binding",
    "Environment", "Animation", "Path", "Shape", "Layout", "Table", "Grid", "Spacer", "Divider",
    "NavigationStack", "NavigationView", "TabView", "ScrollView", "Observable", "ObservableObject", "Published",
    // ModuleCore
    "ViewController", "NavigationController", "PlatformView", "PlatformWindow", "TestWindow", "ModuleInput",
    "ModuleOutput", "ModuleEmbedding", "ModuleCore",
  ]

  static func problem(with raw: String) -> ModuleNameError.Reason? {
    guard let first = raw.unicodeScalars.first else { return .empty }
    if let bad = raw.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
      return .invalidCharacter(Character(bad))
    }
    if ("0"..."9").contains(first) { return .startsWithDigit }
    if keywords.contains(raw) { return .keyword }
    if !("A"..."Z").contains(first) { return .notUpperCamelCase }
    if raw.contains("_") { return .notUpperCamelCase }
    if shadowedTypeNames.contains(raw) { return .shadowsCommonType }
    return nil
  }

  static func suggestion(for raw: String) -> String? {
    let folded = raw.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    let words = folded.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    var candidate = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
    candidate = String(candidate.drop(while: { $0.isNumber }))
    guard let first = candidate.first else { return nil }
    if !first.isUppercase { candidate = candidate.prefix(1).uppercased() + candidate.dropFirst() }
    if keywords.contains(candidate) { candidate += "Module" }
    if shadowedTypeNames.contains(candidate) { candidate += "Screen" }
    return candidate == raw || problem(with: candidate) != nil ? nil : candidate
  }

  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}

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
