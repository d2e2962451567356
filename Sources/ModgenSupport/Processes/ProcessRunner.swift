import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs child processes (`swift build`, `swift test`) safely.
///
/// - stdout and stderr are merged into one pipe and read to the end *before* waiting for the
///   child, so a child that writes megabytes never blocks on a full pipe;
/// - `NO_COLOR=1` is added to the child's environment and its standard input is `/dev/null`;
/// - the child leads its own process group; a timeout ends the whole group (SIGTERM, then SIGKILL);
/// - the group is registered with ``ChildProcessRegistry`` so Ctrl-C on modgen ends it too;
/// - a missing tool or a failed start is a ``ProcessRunnerError`` with a clear message.
package struct ProcessRunner: Sendable {
  /// The environment the child inherits (before `NO_COLOR=1` is added); `PATH` is searched in it.
  package var environment: [String: String]
  /// Where running children are registered for Ctrl-C handling.
  package var registry: ChildProcessRegistry

  /// Creates a runner whose children see `environment`.
  package init(environment: [String: String], registry: ChildProcessRegistry = .shared) {
    self.environment = environment
    self.registry = registry
  }

  /// Resolves a tool name through the environment's `PATH`.
  package func locate(_ tool: String) throws(ProcessRunnerError) -> String {
    guard let path = ExecutableLocator.find(tool, path: environment["PATH"]) else {
      throw .toolNotFound(name: tool, searchPath: environment["PATH"] ?? "")
    }
    return path
  }

  /// Runs `tool` (a name looked up on `PATH`, or a path) with `arguments` and returns once it
  /// has exited and all its output has been read.
  ///
  /// - Parameters:
  ///   - directory: the child's working directory (the current one when `nil`).
  ///   - timeout: seconds after which the child's process group is ended; `nil` for none.
  ///   - onOutput: called with each chunk of output as it arrives (for progress display).
  package func run(
    _ tool: String, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval? = nil,
    onOutput: (@Sendable (Data) -> Void)? = nil
  ) throws(ProcessRunnerError) -> ProcessResult {
    let executable = try locate(tool)
    let started = Date()
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw .pipeFailed(reason: String(cString: strerror(errno))) }
    let readEnd = fds[0]
    let writeEnd = fds[1]
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

    let pid: pid_t
    registry.prepareForChildren()
    do {
      pid = try spawn(executable, arguments, directory: directory, output: writeEnd)
    } catch {
      close(readEnd)
      close(writeEnd)
      throw error
    }
    close(writeEnd)
    registry.register(pid)

    let watchdog = Watchdog(group: pid)
    if let timeout { watchdog.arm(after: timeout) }

    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count > 0 {
        let chunk = Data(buffer[0..<count])
        output.append(chunk)
        onOutput?(chunk)
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    close(readEnd)

    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let timedOut = watchdog.disarm()
    let interrupted = registry.unregister(pid)

    let termination: ProcessResult.Termination =
      (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
    return ProcessResult(
      output: output, termination: termination, timedOut: timedOut, interrupted: interrupted,
      duration: Date().timeIntervalSince(started))
  }

  /// Starts the child in a new process group with output on `output` and stdin from /dev/null.
  private func spawn(_ executable: String, _ arguments: [String], directory: URL?, output: Int32)
    throws(ProcessRunnerError) -> pid_t
  {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, output, 2)

    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGTERM, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signalNumber) }
    var noMask = sigset_t()
    sigemptyset(&noMask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &noMask)
    posix_spawnattr_setpgroup(&attributes, 0)
    let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var childEnvironment = environment
    childEnvironment["NO_COLOR"] = "1"
    // posix_spawn has no portable "change directory" action: a tiny sh changes it and execs.
    var program = executable
    var commandLine = [executable] + arguments
    if let directory {
      program = "/bin/sh"
      commandLine = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory.filePath] + commandLine
    }
    let argv = commandLine.map { strdup($0) } + [nil]
    let envp = childEnvironment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw .launchFailed(path: executable, reason: String(cString: strerror(result)))
    }
    return pid
  }
}

/// Ends a child and its descendants when its time is up: SIGTERM, then SIGKILL two seconds later.
private final class Watchdog: @unchecked Sendable {
  private let group: pid_t
  private let lock = NSLock()
  private var running = true
  private var fired = false

  init(group: pid_t) { self.group = group }

  func arm(after seconds: TimeInterval) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      guard running else {
        lock.unlock()
        return
      }
      fired = true
      lock.unlock()
      ProcessTree.terminate(leader: group, first: SIGTERM, grace: 2)
    }
  }

  /// Stops the watchdog; returns whether it had fired.
  func disarm() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    running = false
    return fired
  }
}
