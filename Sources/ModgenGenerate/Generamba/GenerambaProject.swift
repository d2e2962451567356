import Foundation
import GenerambaFormat
import Located
import ModgenSupport

/// A Generamba project: a folder with a `Rambafile` whose `Templates/<name>/<name>.rambaspec`
/// templates modgen renders as Generamba 1.5 did, into a ``GenerationPlan`` that the safe writer
/// then writes like any other (conflicts, `--force`, `--dry-run`, `--diff`, `--json`).
package struct GenerambaProject: Sendable {
  /// The project folder (where the Rambafile is; Generamba never searched upward).
  package let root: URL
  /// The parsed Rambafile.
  package let rambafile: Rambafile
  /// The project's files, read through modgen's file system.
  package let files: GenerambaFileSource

  /// The Rambafile project in `folder` (Generamba never searched upward); a Rambafile that does
  /// not parse is a located error. Which of its templates a name means is the catalog's to say
  /// (`TemplateCatalog`).
  package static func load(from folder: URL, fileSystem: any FileSystem) throws -> GenerambaProject {
    let text = try fileSystem.readText(at: folder.appendingPathComponent(Rambafile.fileName, isDirectory: false))
    return GenerambaProject(
      root: folder, rambafile: try Rambafile(text: text), files: fileSource(root: folder, fileSystem: fileSystem))
  }

  /// Read access to `root` through `fileSystem`, for the Generamba reader.
  static func fileSource(root: URL, fileSystem: any FileSystem) -> GenerambaFileSource {
    let base = root.filePath.hasSuffix("/") ? root.filePath : root.filePath + "/"
    return GenerambaFileSource(
      readFile: { path in
        let url = URL(fileURLWithPath: base + path, isDirectory: false)
        guard fileSystem.isFile(at: url), let data = try? fileSystem.readData(at: url) else { return nil }
        return [UInt8](data)
      },
      listDirectory: { path in
        try? fileSystem.contentsOfDirectory(at: URL(fileURLWithPath: base + path, isDirectory: false))
      })
  }

  /// What `generamba gen` would write for `options`, compared with the disk: the plan and the
  /// warnings (undefined variables, replaced files). Files are relative to the project folder.
  func plan(_ options: GenerambaOptions, fileSystem: any FileSystem) throws -> (GenerationPlan, [Diagnostic]) {
    let (plan, warnings, _) = try planWithProject(options, fileSystem: fileSystem)
    return (plan, warnings)
  }

  /// ``plan(_:fileSystem:)`` and, when the Rambafile names an Xcode project, where each file goes
  /// in it (the Rambafile's group paths and targets, as Generamba added them).
  func planWithProject(
    _ options: GenerambaOptions, fileSystem: any FileSystem
  ) throws -> (GenerationPlan, [Diagnostic], [ProjectUpdatePlanner.Entry]) {
    let planned: GenerambaPlan
    do {
      planned = try GenerambaGenerator.plan(rambafile: rambafile, options: options, files: files)
    } catch {
      throw GenerationError(diagnostics: [error])
    }
    // A later file with the same path replaced the earlier one (Generamba wrote both in turn).
    var lastIndex: [String: Int] = [:]
    for (index, file) in planned.files.enumerated() { lastIndex[file.path] = index }
    let generator = Generator(fileSystem: fileSystem)
    let (date, year) = Self.stamps(options.now, timeZone: options.timeZone)
    let stamps = DateStampComparison(date: date, year: year)
    var result: [PlannedFile] = []
    var entries: [ProjectUpdatePlanner.Entry] = []
    let module = try? GenerambaModule(rambafile: rambafile, options: options)
    let codeTargets = (module?.projectTargets ?? []).compactMap { $0.stringValue }
    let testTargets = (module?.testTargets ?? []).compactMap { $0.stringValue }
    for (index, file) in planned.files.enumerated() where lastIndex[file.path] == index {
      entries.append(
        ProjectUpdatePlanner.Entry(
          destination: URL(fileURLWithPath: GenerambaPath.join(root.path, file.path), isDirectory: false),
          group: file.group, targets: file.role == .test ? testTargets : codeTargets))
      result.append(
        generator.planFile(
          role: file.role == .test ? .test : .code, root: root, relativePath: file.path,
          templateFile: file.templatePath, contents: Data(utf8: file.contents), stamps: stamps))
    }
    var plan = GenerationPlan(
      moduleName: options.moduleName, templateName: options.templateName, parameters: [], files: result)
    plan.directories = planned.directories.map { folder in
      (root, URL(fileURLWithPath: GenerambaPath.join(root.filePath, folder), isDirectory: false))
    }
    return (plan, planned.warnings, entries)
  }

  /// The name Generamba kept in `~/.generamba/user_preferences.yml` (`username:`), the author
  /// when the Rambafile names none, as Generamba did; `HOME` comes from `environment`.
  package static func userName(environment: [String: String], fileSystem: any FileSystem) -> String? {
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    let url = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
      GenerambaUserPreferences.relativePath, isDirectory: false)
    guard fileSystem.isFile(at: url), let text = try? fileSystem.readText(at: url) else { return nil }
    return GenerambaUserPreferences.userName(in: text)
  }

  /// ``planWithProject(_:fileSystem:)`` for what the command line gave, with the edit of the Xcode
  /// project the Rambafile names (`xcodeproj_path`, relative to the project folder; nil when it
  /// names none); `userName` is the author when neither `--author` nor the Rambafile names one.
  package func planWithProject(
    _ commandLine: GenerambaCommandLine, userName: String?, now: Date, fileSystem: any FileSystem
  ) throws -> (GenerationPlan, [Diagnostic], PlannedProjectEdit?) {
    let (plan, warnings, entries) = try planWithProject(
      commandLine.options(userName: userName, now: now), fileSystem: fileSystem)
    guard let xcodeproj = xcodeProjectPath, !xcodeproj.isEmpty else { return (plan, warnings, nil) }
    let edit = PlannedProjectEdit(folder: root.appendingPathComponent(xcodeproj, isDirectory: false), entries: entries)
    return (plan, warnings, edit)
  }

  /// The Xcode project the Rambafile names, if any (`xcodeproj_path`).
  package var xcodeProjectPath: String? { try? rambafile.string(.xcodeprojPath) }

  /// Generamba's `date` (`29/04/2019`) and `year`, so that a re-run on another day finds the
  /// files identical.
  private static func stamps(_ now: Date, timeZone: TimeZone) -> (String, String) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    let year = String(format: "%04d", parts.year ?? 0)
    return (String(format: "%02d/%02d/", parts.day ?? 0, parts.month ?? 0) + year, String(parts.year ?? 0))
  }
}
