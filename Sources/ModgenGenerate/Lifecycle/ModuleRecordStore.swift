import Foundation
import Located
import ModgenSupport

/// Where a project's module records live and how they are read and written:
/// `<root>/.modgen/modules/<Module>.json` for each record, `<root>/.modgen/generated/<hex>` for
/// the exact generated text of every file (content-addressed by its SHA-256, so the text a module
/// was generated with can be found again for a merge), and `<root>/.modgen/lock`, which runs that
/// change the project hold while they plan and write.
package struct ModuleRecordStore: Sendable {
  /// The folder's name below the root.
  package static let folderName = ".modgen"

  /// The folder of the modgen.json in use (or the Rambafile's, or the working directory).
  package var root: URL
  /// Where records are read.
  package var fileSystem: any FileSystem

  /// A store below `root`.
  package init(root: URL, fileSystem: any FileSystem) {
    self.root = root
    self.fileSystem = fileSystem
  }

  /// `<root>/.modgen`.
  package var folder: URL { root.appendingPathComponent(Self.folderName, isDirectory: true) }
  /// `<root>/.modgen/modules`.
  package var modulesFolder: URL { folder.appendingPathComponent("modules", isDirectory: true) }

  /// The record file of `module`.
  package func recordURL(for module: String) -> URL {
    modulesFolder.appendingPathComponent(module + ".json", isDirectory: false)
  }

  /// The stored generated text with `digest` (`sha256:<hex>`).
  package func generatedURL(for digest: String) -> URL {
    let hex = digest.hasPrefix("sha256:") ? String(digest.dropFirst(7)) : digest
    return folder.appendingPathComponent("generated/" + hex, isDirectory: false)
  }

  /// `path` (relative to the root, `/`-separated) as a URL.
  package func url(for path: String) -> URL {
    URL(fileURLWithPath: PathComponents.absolute(path, base: root.filePath), isDirectory: false)
  }

  /// `url` relative to the root with `/`, or its absolute path when outside it.
  package func relativePath(of url: URL) -> String {
    let path = PathComponents.normalized(url.filePath)
    return PathComponents.relative(path, to: PathComponents.normalized(root.filePath)) ?? path
  }

  /// The names of the recorded modules, sorted.
  package func recordedModules() -> [String] {
    let names = (try? fileSystem.contentsOfDirectory(at: modulesFolder)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
      .map { String($0.dropLast(5)) }.sorted()
  }

  /// The record of `module`, or nil when there is none; `display` names its file in errors.
  package func load(_ module: String, display: (URL) -> String) throws(Diagnostic) -> ModuleRecord? {
    let url = recordURL(for: module)
    guard fileSystem.isFile(at: url) else { return nil }
    let text: String
    do {
      text = try fileSystem.readText(at: url)
    } catch {
      throw Diagnostic("cannot read \(display(url)): \(error)")
    }
    let record = try ModuleRecord(text: text, file: display(url))
    guard record.module == module else {
      throw Diagnostic(
        "\(display(url)) records module '\(record.module)'; a record's file is named after its module",
        file: display(url))
    }
    return record
  }

  /// The exact text a recorded file was generated with, when stored.
  package func generatedText(of file: ModuleRecord.File) -> Data? {
    try? fileSystem.readData(at: generatedURL(for: file.digest))
  }

  /// The files that store `record`: the record itself, the generated text of each of its files not
  /// stored yet (`contents`, by digest), and `.modgen/.gitignore` (keeping the lock out of version
  /// control) with the first record. All have role `record`; each is `create`, `identical`, or
  /// `update` when it exists with other bytes.
  package func plannedFiles(for record: ModuleRecord, contents: [String: Data]) -> [PlannedFile] {
    var files: [PlannedFile] = []
    if !fileSystem.isDirectory(at: modulesFolder) {
      files.append(planned(".gitignore", Data("lock\n".utf8)))
    }
    files.append(planned("modules/\(record.module).json", Data(record.text.utf8)))
    var seen: Set<String> = []
    for file in record.files where seen.insert(file.digest).inserted {
      guard let data = contents[file.digest] else { continue }
      files.append(planned("generated/" + String(file.digest.dropFirst(7)), data))
    }
    return files
  }

  /// Whether `file` is a stored generated text (not listed in `gen`'s report lines).
  package static func isGeneratedText(_ file: PlannedFile) -> Bool {
    file.role == .record && file.relativePath.hasPrefix("generated/")
  }

  /// Waits for, then holds, the project's lock (`.modgen/lock`); see ``ProjectLock``.
  package func lock() throws -> ProjectLock? {
    try ProjectLock.acquire(folder: folder)
  }

  private func planned(_ relativePath: String, _ data: Data) -> PlannedFile {
    var file = PlannedFile(
      role: .record, root: folder, relativePath: relativePath, templateFile: "(module record)", contents: data,
      action: .create)
    switch fileSystem.probe(atPath: file.destinationPath) {
    case .absent: break
    case .file(let existing):
      file.existingContents = existing
      file.action = existing == data ? .identical : .update
    case .other:
      file.action = .conflict
    }
    return file
  }
}
