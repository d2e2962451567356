import Foundation

/// A ``FileSystem`` for planning one change on top of another: the files a first plan rewrites read as the bytes
/// that plan would write; everything else, and every change, goes to the file system below.
///
/// `gen --force` over a module made with another template plans the new module's project entries on top of the
/// project as it is once the old module's entries are gone, so one write does both.
package struct PlannedContentsFileSystem: FileSystem {
  /// The file system below, asked for every path without planned contents.
  package let base: any FileSystem
  /// The planned bytes, by absolute path.
  package let contents: [String: Data]

  /// `base`, with the files at the keys of `contents` (absolute paths) reading as its values.
  package init(_ base: any FileSystem, contents: [String: Data]) {
    self.base = base
    self.contents = contents
  }

  package func itemKind(at url: URL) -> FileItemKind? {
    itemKind(atPath: url.filePath)
  }

  package func itemKind(atPath path: String) -> FileItemKind? {
    contents[path] != nil ? .file : base.itemKind(atPath: path)
  }

  package func readData(at url: URL) throws -> Data {
    try readData(atPath: url.filePath)
  }

  package func readData(atPath path: String) throws -> Data {
    if let data = contents[path] { return data }
    return try base.readData(atPath: path)
  }

  package func readDataIfReadable(atPath path: String) -> Data? {
    contents[path] ?? base.readDataIfReadable(atPath: path)
  }

  package func writeData(_ data: Data, to url: URL) throws { try base.writeData(data, to: url) }
  package func writeData(_ data: Data, toPath path: String) throws { try base.writeData(data, toPath: path) }
  package func createFile(_ data: Data, atPath path: String) throws { try base.createFile(data, atPath: path) }
  package func createDirectory(at url: URL) throws { try base.createDirectory(at: url) }
  package func createDirectory(atPath path: String) throws { try base.createDirectory(atPath: path) }
  package func contentsOfDirectory(at url: URL) throws -> [String] { try base.contentsOfDirectory(at: url) }
  package func moveItem(at source: URL, to destination: URL) throws { try base.moveItem(at: source, to: destination) }
  package func moveItem(atPath source: String, toPath destination: String) throws {
    try base.moveItem(atPath: source, toPath: destination)
  }
  package func removeItem(at url: URL) throws { try base.removeItem(at: url) }
  package func removeEmptyDirectory(at url: URL) throws { try base.removeEmptyDirectory(at: url) }
  package func makeStagingDirectory(in directory: URL) throws -> URL { try base.makeStagingDirectory(in: directory) }
  package func resolvingSymbolicLinks(in url: URL) -> URL { base.resolvingSymbolicLinks(in: url) }
  package func resolvingSymbolicLinks(inPath path: String) -> String { base.resolvingSymbolicLinks(inPath: path) }
  package func appendData(_ data: Data, toPath path: String) throws { try base.appendData(data, toPath: path) }
  package func replaceItem(atPath destination: String, withItemAtPath source: String) throws {
    try base.replaceItem(atPath: destination, withItemAtPath: source)
  }
  package func lockFile(atPath path: String) throws -> FileLock { try base.lockFile(atPath: path) }
}
