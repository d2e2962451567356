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

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}
