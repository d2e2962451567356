/// Files by path, kept as two arrays sorted by path and looked up by binary search.
///
/// The carried files are written into the binary already sorted, so making the table at start-up
/// costs two array literals: no hashing of every path, as a dictionary would need, before the first
/// lookup. A lookup compares about nine paths.
package struct EmbeddedFileTable: Sendable {
  /// Every path, sorted (`String`'s `<`), without repeats.
  package let paths: [String]
  /// The contents of each path, at the same index.
  package let contents: [String]

  /// A table of paths already sorted without repeats, as the build writes them.
  package init(sortedPaths: [String], contents: [String]) {
    precondition(sortedPaths.count == contents.count, "one content per path")
    paths = sortedPaths
    self.contents = contents
  }

  /// A table of the files of a dictionary.
  package init(_ files: [String: String]) {
    let sorted = files.sorted { $0.key < $1.key }
    self.init(sortedPaths: sorted.map(\.key), contents: sorted.map(\.value))
  }

  /// The contents of `path`, or nil when no file has that path.
  package subscript(path: String) -> String? {
    let index = firstIndex(notBefore: path)
    return index < paths.count && paths[index] == path ? contents[index] : nil
  }

  /// The paths that start with `prefix`, in order.
  package func paths(startingWith prefix: String) -> ArraySlice<String> {
    let start = firstIndex(notBefore: prefix)
    // The paths with the prefix are contiguous in sorted order: the end is found by halving too.
    var low = start
    var high = paths.count
    while low < high {
      let middle = (low + high) / 2
      if paths[middle].hasPrefix(prefix) { low = middle + 1 } else { high = middle }
    }
    return paths[start..<low]
  }

  /// The files as a dictionary.
  package var dictionary: [String: String] {
    Dictionary(uniqueKeysWithValues: zip(paths, contents))
  }

  /// The index of the first path that is not less than `path` (`paths.count` when there is none).
  private func firstIndex(notBefore path: String) -> Int {
    var low = 0
    var high = paths.count
    while low < high {
      let middle = (low + high) / 2
      if paths[middle] < path { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
