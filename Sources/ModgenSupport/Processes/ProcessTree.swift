import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends a child together with everything it started.
///
/// Killing the child's process group is not enough: `swift build` starts each compiler job in a
/// process group of its own, and those would outlive a killed `swift-build` as orphans. So the
/// child's descendants are found through `/proc` (on Linux) before and while signalling, and
/// each one is signalled too.
enum ProcessTree {
  /// Sends `first` to the leader's group and every descendant, waits up to `grace` seconds for
  /// them to exit, then sends SIGKILL to whatever is left.
  static func terminate(leader: pid_t, first: Int32, grace: TimeInterval) {
    var known = Set(descendants(of: leader))
    kill(-leader, first)
    for pid in known { kill(pid, first) }
    let deadline = Date().addingTimeInterval(grace)
    while Date() < deadline {
      known.formUnion(descendants(of: leader))
      let alive = known.filter(isAlive)
      if alive.isEmpty && kill(-leader, 0) != 0 { return }
      usleep(20_000)
    }
    known.formUnion(descendants(of: leader))
    kill(-leader, SIGKILL)
    for pid in known where isAlive(pid) {
      kill(pid, SIGKILL)
    }
  }

  /// Whether `pid` exists and is not a zombie.
  static func isAlive(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    return state(of: pid) != "Z"
  }

  /// Every process whose parent chain leads to `root` (empty where `/proc` is unavailable).
  static func descendants(of root: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    var children: [pid_t: [pid_t]] = [:]
    for entry in entries {
      guard let pid = pid_t(entry), let parent = parent(of: pid) else { continue }
      children[parent, default: []].append(pid)
    }
    var result: [pid_t] = []
    var pending = children[root] ?? []
    while let pid = pending.popLast() {
      result.append(pid)
      pending += children[pid] ?? []
    }
    return result
  }

  /// Fields after the `(comm)` of `/proc/<pid>/stat`: state, ppid, pgrp, …
  private static func statFields(of pid: pid_t) -> [Substring]? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ")
  }

  private static func parent(of pid: pid_t) -> pid_t? {
    guard let fields = statFields(of: pid), fields.count > 1 else { return nil }
    return pid_t(fields[1])
  }

  private static func state(of pid: pid_t) -> Substring? {
    statFields(of: pid)?.first
  }
}
