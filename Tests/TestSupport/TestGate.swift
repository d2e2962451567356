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

  /// Writes ``integrationProgressLine(number:name:elapsed:)`` for the next integration test to standard error,
  /// which is not buffered: XCTest's own lines go to standard output, which is held back in blocks when it is a
  /// file, so a run of slow tests would look hung.
  public static func reportIntegrationTestStarting(_ name: String) {
    let (number, elapsed) = progress.next()
    FileHandle.standardError.write(
      Data((integrationProgressLine(number: number, name: name, elapsed: elapsed) + "\n").utf8))
  }

  /// `integration test 3 (1 min 05 s in): CheckCommandTests.testX`.
  public static func integrationProgressLine(number: Int, name: String, elapsed: TimeInterval) -> String {
    let seconds = Int(elapsed.rounded(.down))
    let time = seconds >= 60 ? "\(seconds / 60) min \(String(format: "%02d", seconds % 60)) s" : "\(seconds) s"
    return "integration test \(number) (\(time) in): \(name)"
  }

  private static let printed = OnceSet()
  private static let progress = ProgressCounter()
}

/// How many integration tests started in this process, and when the first did.
private final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  private var start: Date?

  /// Counts a test that starts; its number and the time since the first started.
  func next() -> (number: Int, elapsed: TimeInterval) {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    let now = Date()
    if start == nil { start = now }
    return (count, now.timeIntervalSince(start ?? now))
  }
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
