/// What a generated module needs from the target it goes into: the ModuleCore library, an iOS
/// deployment target ModuleCore supports, and a Swift compiler recent enough for the code.
package enum ModuleRequirements {
  /// The lowest iOS version generated modules (and ModuleCore) run on.
  package static let minimumIOS = "16.0"
  /// The lowest Swift version that compiles generated modules and modgen itself (Package.swift's
  /// tools version).
  package static let minimumSwift = "6.1"
  /// The package that carries the ModuleCore library product.
  package static let packageURL = "https://github.com/your-org/modgen"
  /// Where the docs explain adding ModuleCore to an app.
  package static let docsPage = "docs/xcode-and-packages.md#adding-modulecore-to-an-app"

  /// The warnings for `target`, the target modules go to: its deployment target below
  /// ``minimumIOS``, no dependency on ModuleCore. Nothing is said about what the project does not
  /// state.
  package static func warnings(for target: DiscoveredTarget) -> [String] {
    var warnings: [String] = []
    if let deployment = target.deploymentTarget, version(deployment, isBelow: minimumIOS) {
      warnings.append(
        "target '\(target.name)' deploys to iOS \(deployment); generated modules and ModuleCore need iOS "
          + "\(minimumIOS) or later: raise its deployment target (IPHONEOS_DEPLOYMENT_TARGET) to \(minimumIOS)")
    }
    if target.linksModuleCore == false {
      warnings.append(
        "target '\(target.name)' does not depend on ModuleCore, which every generated module imports: add the "
          + "package \(packageURL) (.package(url: \"\(packageURL)\", branch: \"main\")) and its ModuleCore "
          + "product to the target (Swift \(minimumSwift) or later; see \(docsPage))")
    }
    return warnings
  }

  /// Whether the dotted version `left` is below `right` (`12.4` < `16.0`; missing parts are 0).
  package static func version(_ left: String, isBelow right: String) -> Bool {
    let lhs = left.split(separator: ".").map { Int($0) ?? 0 }
    let rhs = right.split(separator: ".").map { Int($0) ?? 0 }
    for index in 0..<max(lhs.count, rhs.count) {
      let (a, b) = (index < lhs.count ? lhs[index] : 0, index < rhs.count ? rhs[index] : 0)
      if a != b { return a < b }
    }
    return false
  }
}
