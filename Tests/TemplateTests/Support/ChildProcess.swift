import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command to completion the safe way: stdout and stderr merged into one pipe that is read to the end
/// before waiting (a full pipe would otherwise block the child forever), `NO_COLOR` set, and a timeout after
/// which the child is terminated.
struct ChildProcess {
  /// What a finished command produced.
  struct Outcome {
    /// The exit status (or the terminating signal's number).
    let status: Int32
    /// Standard output and standard error, interleaved as written.
    let output: String
    /// Whether the command was terminated because it ran past its timeout.
    let timedOut: Bool

    /// Whether the command exited with status 0 in time.
    var succeeded: Bool { status == 0 && !timedOut }
  }

  let executable: String
  let arguments: [String]
  let directory: URL
  let timeout: TimeInterval

  /// Runs the command, looking `executable` up on `PATH` through `/usr/bin/env`.
  func run() throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "dumb"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()

    let pid = process.processIdentifier
    let timer = TimeoutTimer()
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if timer.fire() { kill(pid, SIGTERM) }
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let timedOut = !timer.cancel()
    return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self), timedOut: timedOut)
  }
}

/// Decides, exactly once, whether a timeout fired before the command finished.
private final class TimeoutTimer: @unchecked Sendable {
  private let lock = NSLock()
  private var settled = false
  private var fired = false

  /// Marks the timeout as fired; `false` if the command already finished.
  func fire() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !settled else { return false }
    settled = true
    fired = true
    return true
  }

  /// Marks the command as finished; `false` if the timeout fired first.
  func cancel() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if settled { return !fired }
    settled = true
    return true
  }
}
