import Foundation

/// Finds executables the way a shell does: an explicit path is used as is, a bare name is looked
/// up in each folder of `PATH`.
package enum ExecutableLocator {
  /// Returns the absolute path of `name`, or `nil` when it is not an executable file on `path`.
  ///
  /// - Parameters:
  ///   - name: a bare command name (`swift`) or a path containing `/`.
  ///   - path: the `PATH` value to search (colon-separated folders).
  package static func find(_ name: String, path: String?) -> String? {
    let fileManager = FileManager.default
    if name.contains("/") {
      return fileManager.isExecutableFile(atPath: name) ? name : nil
    }
    for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = String(folder) + "/" + name
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
        fileManager.isExecutableFile(atPath: candidate)
      {
        return candidate
      }
    }
    return nil
  }
}
