import Foundation

/// Locates the `../shared` folder that sits beside the project checkout.
///
/// Tests that read it call ``SharedFixtures/directory(_:)``: when the folder is absent the test is
/// skipped with a printed notice, except when the `CI` environment variable is set, where its
/// absence is a failure.
public enum SharedFixtures {
  /// The package root, derived from this source file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root

  /// The `../shared` folder next to the package root (it may not exist).
  public static let sharedRoot: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

  /// Whether the test run is a CI run (the `CI` environment variable is set and not empty).
  public static var isCI: Bool {
    guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
    return !value.isEmpty && value != "0" && value.lowercased() != "false"
  }

  /// The outcome of looking for a shared fixture.
  public enum Lookup {
    /// The fixture exists at this URL.
    case found(URL)
    /// The fixture is absent; the message explains, and the test should skip (or fail on CI).
    case absent(String)
  }

  /// Looks up `relativePath` inside `../shared`.
  public static func lookup(_ relativePath: String) -> Lookup {
    let url = sharedRoot.appendingPathComponent(relativePath)
    if FileManager.default.fileExists(atPath: url.path) { return .found(url) }
    return .absent("../shared/\(relativePath) is absent (looked at \(url.path))")
  }
}
