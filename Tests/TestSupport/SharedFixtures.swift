import Foundation

/// Locates the `../shared` folder that sits beside the project checkout.
///
/// Tests that read it call `requireShared(_:)`: when the folder is absent the test is skipped (one
/// notice per test process names the variable below), except when `MODGEN_REQUIRE_CONFORMANCE=1`
/// is set, where its absence is a failure. `.ci/run` sets it; a contributor's fork does not need to.
public enum SharedFixtures {
  /// The variable that turns an absent `../shared` folder from a skip into a failure.
  public static let requireVariable = "MODGEN_REQUIRE_CONFORMANCE"

  /// The package root, derived from this source file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

  /// The `../shared` folder next to the package root (it may not exist).
  public static let sharedRoot: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether an absent conformance fixture is a failure (`MODGEN_REQUIRE_CONFORMANCE=1`).
  public static var isRequired: Bool { TestGate.isSet(requireVariable) }

  /// The outcome of looking for a shared fixture.
  public enum Lookup {
    /// The fixture exists at this URL.
    case found(URL)
    /// The fixture is absent; the message explains, and the test should skip (or fail when required).
    case absent(String)
  }

  /// Looks up `relativePath` inside `../shared`.
  public static func lookup(_ relativePath: String) -> Lookup {
    let url = sharedRoot.appendingPathComponent(relativePath)
    if FileManager.default.fileExists(atPath: url.path) { return .found(url) }
    return .absent("../shared/\(relativePath) is absent (looked at \(url.path))")
  }
}
