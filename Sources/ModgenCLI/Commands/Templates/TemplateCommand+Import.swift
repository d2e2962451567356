import Foundation
import Located
import ModgenSupport
import TemplateSources

extension TemplateCommand {
  /// `template import PATH`: converts a Generamba template into a modgen template. In place, only
  /// `template.json` is written beside the spec (an identical one is left alone, a differing one
  /// needs `--force`); with `--output DIR`, the whole template is copied to `DIR/<name>` first,
  /// all or nothing. In a Rambafile project, the Rambafile's settings are merged into modgen.json
  /// (see ``importSettings(_:force:)``). `--dry-run` prints the same lines and writes nothing.
  static func importRambaspec(_ context: CommandContext, path: String) throws -> Int32 {
    let (folder, spec) = try locateSpec(context.url(for: path), context)
    let dryRun = context.arguments.flag(Self.dryRun)
    let force = context.arguments.flag(Self.force)
    // Everything is checked before anything is written.
    let imported = try RambaspecImport(
      folder: folder, spec: spec, output: context.arguments.value(Self.output).map { context.url(for: $0) },
      force: force, fileSystem: context.fileSystem, display: context.displayPath)
    var problems = imported.problems
    var settings: ImportSettings?
    do {
      settings = try importSettings(context, force: force)
    } catch {
      problems += Diagnostic.of(error)
    }
    guard problems.isEmpty else { throw ImportProblems(diagnostics: problems) }

    let style = context.output.style
    switch imported.placement {
    case .copy(let destination):
      if !dryRun { try copyTemplate(imported.files, manifest: imported.manifest, to: destination, context) }
      context.output.line(
        ActionLine.format(
          "create", context.displayPath(destination) + "/ (\(imported.files.count + 1) files)", style: style))
    case .identical(let target):
      context.output.line(ActionLine.format("identical", context.displayPath(target), style: style))
    case .write(let target, let replacing):
      if !dryRun { try context.fileSystem.writeData(imported.manifest, to: target) }
      context.output.line(ActionLine.format(replacing ? "force" : "create", context.displayPath(target), style: style))
    }
    if let settings { try applyImportSettings(settings, dryRun: dryRun, context) }
    reportImport(imported, settings: settings, dryRun: dryRun, context)
    return ExitCode.success
  }

  /// What the import leaves to know: the parameters made of `custom_parameters`, the notes, and
  /// (unless a dry run) the commands that try the template and prove it.
  private static func reportImport(
    _ imported: RambaspecImport, settings: ImportSettings?, dryRun: Bool, _ context: CommandContext
  ) {
    let conversion = imported.conversion
    if !conversion.parameters.isEmpty {
      context.output.line("parameters from custom_parameters: " + conversion.parameters.joined(separator: ", "))
    }
    conversion.notes.forEach(context.errors.note)
    settings?.notes.forEach(context.errors.note)
    let inPlace = imported.placement != .copy(imported.destination)
    if inPlace, settings != nil, !dryRun {
      context.errors.note(
        "'\(imported.name)' now has a template.json, so 'modgen gen' uses it instead of the .rambaspec, with the"
          + " Rambafile's settings from modgen.json")
    }
    if dryRun {
      context.errors.note("dry run: nothing was written")
      return
    }
    var tryOptions = ""
    if let missing = settings?.missingProject {
      context.errors.note("\(missing) does not exist yet; until it does, 'modgen gen' needs --no-project")
      tryOptions = " --no-project"
    }
    let parent = context.displayPath(imported.destination.deletingLastPathComponent())
    context.output.line()
    context.output.line("Try it: modgen gen Sample \(imported.name) --templates \(parent) --dry-run" + tryOptions)
    reportProof(ImportedTemplateNeeds(files: imported.files), name: imported.name, parent: parent, context)
  }

  /// The "Prove it" line: `modgen check` of the template when it can compile as it is; otherwise what
  /// it needs first (the modules declaring its app's own types, or Swift files for Objective-C).
  private static func reportProof(
    _ needs: ImportedTemplateNeeds, name: String, parent: String, _ context: CommandContext
  ) {
    let command = "modgen check \(name) --templates \(parent)"
    if needs.hasObjectiveC {
      context.errors.note(
        "'modgen check' builds Swift code only; '\(name)' has Objective-C files, so it cannot be checked")
      return
    }
    guard !needs.ownTypes.isEmpty else {
      context.output.line("Prove it: \(command)")
      return
    }
    let types = needs.ownTypes.joined(separator: ", ")
    context.errors.note(
      "'\(name)' uses types its app declares (\(types)); 'modgen check' compiles it once \"check\": {\"dependencies\"}"
        + " in modgen.json names the app's modules that declare them (docs/check.md#your-projects-own-modules-checkdependencies)"
    )
    context.output.line("Prove it, once check.dependencies names them: \(command)")
  }

  /// Copies the template's `files` with `manifest` as its template.json to `destination`, all or
  /// nothing: into a hidden folder beside it first, then moved into place.
  private static func copyTemplate(
    _ files: [String: Data], manifest: Data, to destination: URL, _ context: CommandContext
  ) throws {
    let fileSystem = context.fileSystem
    let staging = destination.deletingLastPathComponent()
      .appendingPathComponent(".modgen-import-\(UInt32.random(in: .min ... .max))", isDirectory: true)
    do {
      for (relative, data) in files.sorted(by: { $0.key < $1.key }) where relative != "template.json" {
        let url = staging.appendingPathComponent(relative, isDirectory: false)
        try fileSystem.createDirectories(at: url.deletingLastPathComponent())
        try fileSystem.writeData(data, to: url)
      }
      try fileSystem.writeData(manifest, to: staging.appendingPathComponent("template.json", isDirectory: false))
      try fileSystem.createDirectories(at: destination.deletingLastPathComponent())
      try fileSystem.moveItem(at: staging, to: destination)
    } catch {
      try? fileSystem.removeItem(at: staging)
      throw CLIError("cannot write \(context.displayPath(destination)): \(error)")
    }
  }

  /// The template folder and its spec: `given` is the `.rambaspec`, or a folder holding
  /// `<folder>.rambaspec` (or exactly one `.rambaspec`).
  private static func locateSpec(_ given: URL, _ context: CommandContext) throws -> (URL, URL) {
    let fileSystem = context.fileSystem
    if fileSystem.isFile(at: given) {
      guard given.pathExtension == "rambaspec" else {
        throw CLIError("\(context.displayPath(given)) is not a .rambaspec file or a template folder")
      }
      return (given.deletingLastPathComponent(), given)
    }
    guard fileSystem.isDirectory(at: given) else {
      throw CLIError("\(context.displayPath(given)) does not exist")
    }
    let specs = try fileSystem.contentsOfDirectory(at: given).filter { $0.hasSuffix(".rambaspec") }.sorted()
    let preferred = given.lastPathComponent + ".rambaspec"
    if specs.contains(preferred) { return (given, given.appendingPathComponent(preferred, isDirectory: false)) }
    guard specs.count == 1, let only = specs.first else {
      let found = specs.isEmpty ? "none" : specs.joined(separator: ", ")
      throw CLIError("\(context.displayPath(given)) needs one .rambaspec (\(preferred)); found \(found)")
    }
    return (given, given.appendingPathComponent(only, isDirectory: false))
  }
}
