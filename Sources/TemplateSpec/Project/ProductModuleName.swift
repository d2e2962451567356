/// The Swift module name of an app target, which `@testable import` needs (Generamba calls it
/// `product_module_name`): the project name with every character that is not an ASCII letter,
/// digit or underscore replaced by `_`, and `_` in front when it starts with a digit, as Xcode
/// derives `PRODUCT_MODULE_NAME` (`my.app` → `my_app`, `2048Game` → `_2048Game`).
package enum ProductModuleName {
  /// The module name Xcode would give a target named `projectName`.
  package static func derive(from projectName: String) -> String {
    var name = String(
      projectName.unicodeScalars.map { scalar -> Character in
        isWordScalar(scalar) ? Character(scalar) : "_"
      })
    if name.isEmpty { return "App" }
    if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
    return name
  }

  /// Whether `name` can follow `@testable import`: a non-empty ASCII identifier.
  package static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy(isWordScalar)
  }

  /// What modgen.json records as the product module name.
  package enum Choice: Equatable, Sendable {
    /// The name given, a valid module name.
    case given(String)
    /// The name given, which is not a module name; `suggestion` is one made of it.
    case invalid(String, suggestion: String)
    /// The project's name is not a module name: this one, made of it, is written down so the
    /// choice is visible and can be corrected in one place.
    case derived(String, projectName: String)
    /// Nothing to record: the project's name is the module name (or there is none).
    case none
  }

  /// The product module name modgen.json records for a project named `projectName`, when `given`
  /// (from a flag, a Rambafile or the project) names one or not.
  package static func choice(given: String?, projectName: String?) -> Choice {
    if let given {
      return isValid(given) ? .given(given) : .invalid(given, suggestion: derive(from: given))
    }
    guard let projectName else { return .none }
    let derived = derive(from: projectName)
    return derived == projectName ? .none : .derived(derived, projectName: projectName)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}
