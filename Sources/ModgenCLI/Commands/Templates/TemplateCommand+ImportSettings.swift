import Foundation
import Located
import ModgenSupport
import TemplateSpec

extension TemplateCommand {
  /// What `template import` writes into modgen.json in a Rambafile project: the Rambafile's
  /// settings (prefix, author, paths, Xcode project…), merged into the modgen.json beside it.
  struct ImportSettings {
    /// The modgen.json file.
    var file: URL
    /// Whether modgen.json exists already.
    var exists: Bool
    /// The merge: the new text and each setting's change.
    var merge: ConfigurationMerge
    /// What modgen.json cannot say.
    var notes: [String]
    /// The Xcode project the settings name, when it does not exist.
    var missingProject: String?
  }

  /// Problems found before anything is written, each with its place.
  struct ImportProblems: DiagnosticConvertible {
    /// The problems.
    var diagnostics: [Diagnostic]
  }

  /// The Rambafile in the working folder, as modgen.json settings merged into `./modgen.json`;
  /// nil without a Rambafile. A Rambafile value modgen cannot use is an error at its line; a
  /// value modgen.json already sets differently is an error at the Rambafile's line unless
  /// `force` is set, when the Rambafile's value replaces it.
  static func importSettings(_ context: CommandContext, force: Bool) throws -> ImportSettings? {
    let fileSystem = context.fileSystem
    let rambafileURL = context.workingDirectory.appendingPathComponent("Rambafile", isDirectory: false)
    guard fileSystem.isFile(at: rambafileURL) else { return nil }
    let rambafileName = context.displayPath(rambafileURL)
    let settings = try RambafileSettings(text: fileSystem.readText(at: rambafileURL), file: rambafileName)
    let file = context.workingDirectory.appendingPathComponent(ProjectConfiguration.fileName, isDirectory: false)
    let exists = fileSystem.isFile(at: file)
    let shown = context.displayPath(file)
    let existing = exists ? try fileSystem.readText(at: file) : nil
    if let existing { _ = try ProjectConfiguration.parse(existing, file: shown) }
    let merge = try ConfigurationMerge(settings.settings, into: existing, file: shown, replace: force)
    if !force, !merge.conflicts.isEmpty {
      throw ImportProblems(
        diagnostics: merge.conflicts.map { conflict in
          conflict.setting.diagnostic(
            "'\(conflict.setting.rambafileKey)' gives \(ProjectSettingsLine.shown(conflict.setting.value)), but "
              + "\(shown) sets \(conflict.setting.name) to \(conflict.old) (\(conflict.location))",
            notes: ["--force writes the Rambafile's value into \(shown); or change the Rambafile to match"])
        })
    }
    // The merged text must still be a modgen.json modgen reads.
    _ = try ProjectConfiguration.parse(merge.text, file: shown)
    var missingProject: String?
    if let path = settings.configuration.xcodeProject?.path,
      !fileSystem.isDirectory(at: context.workingDirectory.appendingPathComponent(path, isDirectory: true))
    {
      missingProject = path
    }
    return ImportSettings(
      file: file, exists: exists, merge: merge, notes: settings.notes, missingProject: missingProject)
  }

  /// Writes the merged modgen.json (unless `dryRun`) and prints what changes, one line per
  /// setting: `+` added, `~` replaced (`--force`), and the Rambafile line it comes from.
  static func applyImportSettings(_ update: ImportSettings, dryRun: Bool, _ context: CommandContext) throws {
    let shown = context.displayPath(update.file)
    guard update.merge.changesText else {
      context.output.line(ActionLine.format("identical", shown, style: context.output.style))
      return
    }
    if !dryRun {
      do {
        try context.fileSystem.writeData(Data(update.merge.text.utf8), to: update.file)
      } catch {
        throw CLIError("cannot write \(shown): \(error)")
      }
    }
    let action = update.exists ? "update" : "create"
    context.output.line(
      ActionLine.format(action, shown + "  (the Rambafile's settings)", style: context.output.style))
    for (setting, change) in update.merge.changes {
      let origin = "Rambafile:\(setting.line) \(setting.rambafileKey)"
      switch change {
      case .added:
        context.output.line(ProjectSettingsLine.format("+", "\(setting.name): \(setting.value.json)", origin))
      case .conflict(let old, _):
        context.output.line(
          ProjectSettingsLine.format("~", "\(setting.name): \(old) → \(setting.value.json)", origin))
      case .unchanged:
        continue
      }
    }
  }
}

/// One line of the modgen.json summary `template import` prints.
enum ProjectSettingsLine {
  /// `        + prefix: "ACM"                  (Rambafile:4 prefix)`.
  static func format(_ mark: String, _ text: String, _ origin: String) -> String {
    let body = "\(mark) \(text)"
    let padding = String(repeating: " ", count: max(1, 44 - body.count))
    return String(repeating: " ", count: 14) + body + padding + "(\(origin))"
  }

  /// A value as messages show it.
  static func shown(_ value: RambafileSettings.Value) -> String {
    switch value {
    case .string(let text): return "'\(text)'"
    case .strings(let items): return items.map { "'\($0)'" }.joined(separator: ", ")
    }
  }
}
