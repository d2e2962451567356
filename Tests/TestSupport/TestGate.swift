import Foundation

/// The environment variables of ours that widen a test run, and a notice printed once per process.
///
/// `MODGEN_INTEGRATION_TESTS=1` runs the slow tests that build scratch packages with `swift build`;
/// `MODGEN_REQUIRE_CONFORMANCE=1` makes an absent `../shared` folder a failure. `.ci/run` sets both.
/// Neither looks at `CI`, which every CI service sets.
public enum TestGate {
  /// The variable that runs the slow integration tests.
  public static let integrationVariable = "MODGEN_INTEGRATION_TESTS"

  /// Whether the slow integration tests run (`MODGEN_INTEGRATION_TESTS=1`).
  public static var runsIntegrationTests: Bool { isSet(integrationVariable) }

  /// Whether `name` is set to `1` (or `true`/`yes`) in the environment.
  public static func isSet(_ name: String) -> Bool {
    guard let value = ProcessInfo.processInfo.environment[name]?.lowercased() else { return false }
    return value == "1" || value == "true" || value == "yes"
  }

  /// Prints `message` the first time `key` is seen in this process, and never again.
  public static func noticeOnce(key: String, _ message: String) {
    if printed.insert(key) { print("notice: \(message)") }
  }

  private static let printed = OnceSet()
}

/// A set of keys guarded by a lock, for notices printed once however many tests ask.
private final class OnceSet: @unchecked Sendable {
  private let lock = NSLock()
  private var keys: Set<String> = []

  /// Adds `key`; true when it was not there before.
  func insert(_ key: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return keys.insert(key).inserted
  }
}
