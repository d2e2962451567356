import Foundation
import Located
import ModgenSupport

/// Where a project's module records live and how they are read and written:
/// `<root>/.modgen/modules/<Module>.json` for each record, `<root>/.modgen/generated/<Module>.json`
/// for the exact generated text of each of its files (see ``GeneratedPack``; the text a module was
/// generated with can be found again for a merge), and `<root>/.modgen/lock`, which runs that
/// change the project hold while they plan and write.
package struct ModuleRecordStore: Sendable {
  /// The folder's name below the root.
  package static let folderName = ".modgen"
  /// `.modgen/.gitignore`: keeps the lock out of version control.
  package static let gitignoreText = "lock\n"
  /// `.modgen/.gitattributes`: marks the stored generated texts as generated, so reviews collapse them.
  package static let gitattributesText = "generated/** linguist-generated=true\n"

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

  /// `<root>/.modgen/generated`.
  package var generatedFolder: URL { folder.appendingPathComponent("generated", isDirectory: true) }

  /// The file holding the generated texts of `module`'s files.
  package func generatedURL(for module: String) -> URL {
    generatedFolder.appendingPathComponent(module + ".json", isDirectory: false)
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

  /// The generated texts of `module`, or nil when none are stored; a pack that cannot be read is
  /// an error at its location. `display` names its file in errors.
  package func loadPack(_ module: String, display: (URL) -> String) throws(Diagnostic) -> GeneratedPack? {
    let url = generatedURL(for: module)
    guard fileSystem.isFile(at: url) else { return nil }
    let text: String
    do {
      text = try fileSystem.readText(at: url)
    } catch {
      throw Diagnostic("cannot read \(display(url)): \(error)")
    }
    return try GeneratedPack(text: text, file: display(url))
  }

  /// The exact text `file` of `record` was generated with, when stored; a broken pack, or a text
  /// that does not match the recorded digest, is a located error, never used.
  package func generatedText(of file: ModuleRecord.File, in record: ModuleRecord, display: (URL) -> String)
    throws(Diagnostic) -> Data?
  {
    try loadPack(record.module, display: display)?.text(of: file.path, digest: file.digest)
  }

  /// The files that store `record`: the record itself, the generated texts of its files
  /// (`contents`, by path) as one ``GeneratedPack``, and, with the first record,
  /// `.modgen/.gitignore` (keeping the lock out of version control) and `.modgen/.gitattributes`
  /// (marking the generated texts as generated). All have role `record`; each is `create`,
  /// `identical`, or `update` when it exists with other bytes.
  package func plannedFiles(for record: ModuleRecord, contents: [String: Data]) -> [PlannedFile] {
    var files: [PlannedFile] = []
    if !fileSystem.isDirectory(at: modulesFolder) {
      files.append(planned(".gitignore", Data(utf8: Self.gitignoreText)))
      files.append(planned(".gitattributes", Data(utf8: Self.gitattributesText)))
    }
    files.append(planned("modules/\(record.module).json", Data(utf8: record.text)))
    var texts: [String: Data] = [:]
    for file in record.files {
      if let data = contents[file.path] { texts[file.path] = data }
    }
    files.append(planned("generated/\(record.module).json", Data(utf8: GeneratedPack(texts: texts).text)))
    return files
  }

  /// Whether `file` is a stored generated text (not listed in `gen`'s report lines).
  package static func isGeneratedText(_ file: PlannedFile) -> Bool {
    file.role == .record && file.relativePath.hasPrefix("generated/")
  }

  /// Waits for, then holds, the project's lock (`.modgen/lock`); see ``ProjectLock``.
  package func lock() throws(Diagnostic) -> ProjectLock {
    try ProjectLock.acquire(folder: folder, fileSystem: fileSystem)
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
