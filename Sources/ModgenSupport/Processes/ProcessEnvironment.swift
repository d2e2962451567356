import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, read straight from `environ`.
///
/// `ProcessInfo.processInfo.environment` gives the same dictionary but builds it through
/// Foundation's bridging, a measurable part of a short command's run (about 4% of `gen`).
package enum ProcessEnvironment {
  /// Every `NAME=value` entry of `environ`; for a repeated name the first entry wins, as `getenv`.
  package static func current() -> [String: String] {
    var variables: [String: String] = [:]
    #if canImport(Darwin)
      guard let entries = _NSGetEnviron()?.pointee else { return variables }
    #else
      guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return variables }
    #endif
    var count = 0
    while entries[count] != nil { count += 1 }
    variables.reserveCapacity(count)  // one table, not one rehash per doubling
    var index = 0
    while let entry = entries[index] {
      index += 1
      // Cut at the first `=` in the C string's bytes: no whole-entry string made and cut again.
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
      guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
      if variables[name] == nil {
        variables[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
      }
    }
    return variables
  }

  /// The process's working folder, from `getcwd` (what `FileManager.currentDirectoryPath` asks,
  /// without setting up a file manager for one call); FileManager's answer when `getcwd` fails.
  package static func currentDirectoryPath() -> String {
    guard let path = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
    defer { free(path) }
    return String(cString: path)
  }
}
