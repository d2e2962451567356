import Foundation
import XCTest

@testable import ModgenSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

final class CheckProcessRunnerTests: XCTestCase {
  private var runner: ProcessRunner {
    ProcessRunner(environment: ProcessInfo.processInfo.environment, registry: ChildProcessRegistry())
  }

  func testMergesStdoutAndStderrAndReportsExitStatus() throws {
    let result = try runner.run("sh", ["-c", "echo out; echo err >&2; exit 3"])
    XCTAssertEqual(result.termination, .exited(3))
    XCTAssertFalse(result.succeeded)
    XCTAssertTrue(result.text.contains("out\n"))
    XCTAssertTrue(result.text.contains("err\n"))
  }

  func testSetsNoColorAndKeepsTheGivenEnvironment() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["MODGEN_PROBE"] = "42"
    environment["NO_COLOR"] = nil
    let result = try ProcessRunner(environment: environment, registry: ChildProcessRegistry())
      .run("sh", ["-c", "echo \"$NO_COLOR-$MODGEN_PROBE\""])
    XCTAssertTrue(result.succeeded)
    XCTAssertEqual(result.text, "1-42\n")
  }

  func testReadsLargeOutputOnBothStreamsWithoutDeadlock() throws {
    // 3 MB on stdout and 3 MB on stderr: far beyond a pipe's 64 KB buffer.
    let script = "head -c 3000000 /dev/zero | tr '\\0' a; head -c 3000000 /dev/zero | tr '\\0' b >&2"
    let result = try runner.run("sh", ["-c", script], timeout: 60)
    XCTAssertTrue(result.succeeded, result.text.suffix(200).description)
    XCTAssertEqual(result.output.count, 6_000_000)
    XCTAssertEqual(result.output.filter { $0 == UInt8(ascii: "b") }.count, 3_000_000)
  }

  func testRunsInTheGivenDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-runner-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runner.run("pwd", [], in: directory)
    XCTAssertEqual(
      URL(fileURLWithPath: result.text.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath().path,
      directory.resolvingSymlinksInPath().path)
  }

  func testTimeoutKillsTheWholeProcessGroup() throws {
    // The shell starts a grandchild and prints its pid; both must be gone after the timeout.
    let result = try runner.run("sh", ["-c", "sleep 30 & echo $!; wait"], timeout: 0.5)
    XCTAssertTrue(result.timedOut)
    XCTAssertFalse(result.succeeded)
    let grandchild = try XCTUnwrap(pid_t(result.text.trimmingCharacters(in: .whitespacesAndNewlines)))
    XCTAssertTrue(waitUntilGone(grandchild), "grandchild \(grandchild) survived the timeout")
  }

  func testTimeoutAlsoEndsDescendantsInTheirOwnProcessGroup() throws {
    // swift-build starts compiler jobs in process groups of their own; setsid does the same here.
    let result = try runner.run("sh", ["-c", "setsid sleep 30 & echo $!; wait"], timeout: 0.5)
    XCTAssertTrue(result.timedOut)
    let grandchild = try XCTUnwrap(pid_t(result.text.trimmingCharacters(in: .whitespacesAndNewlines)))
    XCTAssertTrue(waitUntilGone(grandchild), "grandchild \(grandchild) in its own group survived the timeout")
  }

  func testTerminateAllEndsRunningChildren() throws {
    let registry = ChildProcessRegistry()
    let runner = ProcessRunner(environment: ProcessInfo.processInfo.environment, registry: registry)
    let done = expectation(description: "child ended")
    let box = ResultBox()
    DispatchQueue.global().async {
      box.result = try? runner.run("sh", ["-c", "setsid sleep 30 & echo $!; wait"])
      done.fulfill()
    }
    let deadline = Date().addingTimeInterval(5)
    while registry.runningCount == 0 && Date() < deadline { usleep(10_000) }
    XCTAssertEqual(registry.runningCount, 1)
    usleep(200_000)  // let the shell start its grandchild
    registry.terminateAll(grace: 1)
    wait(for: [done], timeout: 10)
    let result = try XCTUnwrap(box.result)
    XCTAssertTrue(result.interrupted)
    XCTAssertEqual(registry.runningCount, 0)
    let grandchild = try XCTUnwrap(pid_t(result.text.trimmingCharacters(in: .whitespacesAndNewlines)))
    XCTAssertTrue(waitUntilGone(grandchild), "grandchild \(grandchild) survived Ctrl-C")
  }

  func testMissingToolchainIsAClearError() {
    let runner = ProcessRunner(environment: ["PATH": "/nonexistent-modgen"], registry: ChildProcessRegistry())
    XCTAssertThrowsError(try runner.run("swift", ["build"])) { error in
      let message = String(describing: error)
      XCTAssertTrue(message.contains("Swift toolchain was not found"), message)
      XCTAssertTrue(message.contains("/nonexistent-modgen"), message)
    }
  }

  func testAMissingToolOtherThanSwiftIsNamedAsItself() {
    let runner = ProcessRunner(environment: ["PATH": "/nonexistent-modgen"], registry: ChildProcessRegistry())
    XCTAssertThrowsError(try runner.run("xcrun", ["--version"])) { error in
      XCTAssertEqual(
        String(describing: error),
        "'xcrun' was not found on PATH /nonexistent-modgen; install it or add its folder to PATH")
    }
  }

  func testUnstartableExecutableIsALaunchError() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-notexec-\(getpid())")
    try Data("#!/nonexistent/interpreter\n".utf8).write(to: file)
    chmod(file.path, 0o755)
    defer { try? FileManager.default.removeItem(at: file) }
    XCTAssertThrowsError(try runner.run(file.path, [])) { error in
      guard case .launchFailed = error as? ProcessRunnerError else { return XCTFail("\(error)") }
    }
  }

  /// Whether `pid` has disappeared (or is a zombie) within five seconds.
  private func waitUntilGone(_ pid: pid_t) -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return kill(pid, 0) != 0
      }
      if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "Z" { return true }
      usleep(20_000)
    }
    return false
  }
}

private final class ResultBox: @unchecked Sendable {
  var result: ProcessResult?
}
