import Foundation

extension URL {
  /// This folder and every folder above it, nearest first, ending at the root: the search path
  /// for files found "in this folder or the nearest one above" (modgen.json, `.git`, a checkout).
  package var selfAndAncestors: [URL] {
    var folders = [standardizedFileURL]
    while true {
      let parent = folders[folders.count - 1].deletingLastPathComponent()
      if parent.path == folders[folders.count - 1].path { return folders }
      folders.append(parent)
    }
  }
}
