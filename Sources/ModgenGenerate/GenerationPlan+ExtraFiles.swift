import Foundation
import ModgenSupport

extension GenerationPlan {
  /// Files in the module's folders (`<output>/<Name>/`, `<tests-output>/<Name>/`) that the plan
  /// does not write: what an earlier template left behind when a module switches templates.
  /// Folders that did not exist when planning (as `planned`, the file system the plan was made
  /// through, remembers) hold only what was just written, so only the others are listed, from
  /// `disk`.
  package func extraFiles(planned: any FileSystem, disk: any FileSystem) -> [URL] {
    var roots: [URL] = []
    for file in files where file.action != .update && file.role != .record && !roots.contains(file.root) {
      roots.append(file.root)
    }
    // Paths first: a new module's folders do not exist, and a URL is made only for one that does.
    let folderPaths = roots.map { PathComponents.child(moduleName, of: $0.filePath) }
    // Made only when a module folder already exists (a new module has nothing extra).
    var plannedPaths: Set<String>?
    var extra: [URL] = []
    for folderPath in folderPaths where planned.itemKind(atPath: folderPath) != nil {
      let folder = URL(fileURLWithPath: folderPath, isDirectory: false)
      guard let tree = try? disk.tree(below: folder) else { continue }
      // Compared as normalized text (what `standardizedFileURL` does), with a URL made for an extra file only.
      let paths = plannedPaths ?? Set(files.map { PathComponents.normalized($0.destinationPath) })
      plannedPaths = paths
      for relative in tree.files where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        let path = PathComponents.normalized(PathComponents.child(relative, of: folderPath))
        if !paths.contains(path) { extra.append(URL(fileURLWithPath: path, isDirectory: false)) }
      }
    }
    return extra
  }
}
