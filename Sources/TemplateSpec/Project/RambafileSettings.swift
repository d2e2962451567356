import GenerambaFormat
import Located

/// What a Generamba project's `Rambafile` says, as modgen.json says it: the settings that make a
/// template imported from Generamba (`template import`) write the files, names and Xcode project
/// entries Generamba wrote. Each setting keeps the Rambafile line it comes from.
package struct RambafileSettings: Sendable {
  /// A modgen.json value: a string or a list of strings.
  package enum Value: Sendable, Equatable {
    /// A string.
    case string(String)
    /// A list of strings.
    case strings([String])

    /// The strings: the list's, or the one string.
    package var list: [String] {
      switch self {
      case .string(let text): return [text]
      case .strings(let items): return items
      }
    }

    /// The value as JSON text, lists on one line.
    package var json: String {
      switch self {
      case .string(let text): return JSONWriter.quoted(text)
      case .strings(let items): return "[" + items.map(JSONWriter.quoted).joined(separator: ", ") + "]"
      }
    }
  }

  /// One modgen.json setting and where the Rambafile gives it.
  package struct Setting: Sendable {
    /// The modgen.json key, with its parent object's key for nested ones (`["xcode_project", "path"]`).
    package var path: [String]
    /// The value.
    package var value: Value
    /// The Rambafile key it comes from.
    package var rambafileKey: String
    /// The Rambafile's value, for locations.
    var place: YAMLNode

    /// The key as modgen.json's documentation writes it (`xcode_project.path`).
    package var name: String { path.joined(separator: ".") }
    /// The Rambafile line the value is on.
    package var line: Int { place.location.line }

    /// An error (or other diagnostic) at the Rambafile's value, with its line and a caret.
    package func diagnostic(_ message: String, notes: [String] = []) -> Diagnostic {
      place.diagnostic(message, notes: notes)
    }

    /// A diagnostic at the list item `item` of a list value (`- Name`), else at the value.
    package func diagnostic(item: String, _ message: String, notes: [String] = []) -> Diagnostic {
      let node = place.sequence?.first { $0.scalar?.string == item } ?? place
      return node.diagnostic(message, notes: notes)
    }
  }

  /// The settings in modgen.json's key order.
  package var settings: [Setting] = []
  /// What modgen.json cannot say, for the user to know (a side the Rambafile leaves out).
  package var notes: [String] = []

  /// The settings `rambafile` gives; a value Generamba could not use either (a list where a
  /// string goes, a module name Swift cannot import) is an error at its Rambafile line.
  package init(_ rambafile: Rambafile) throws(Diagnostic) {
    func add(_ path: [String], _ value: Value, _ key: RambafileKey) {
      guard let node = rambafile.node(key) else { return }
      settings.append(Setting(path: path, value: value, rambafileKey: key.rawValue, place: node))
    }
    let projectName = try rambafile.string(.projectName)
    if let projectName { add(["project_name"], .string(projectName), .projectName) }
    if let name = try rambafile.string(.productModuleName) {
      guard ProductModuleName.isValid(name) else {
        throw rambafile.node(.productModuleName)!.diagnostic(
          "'\(name)' is not a Swift module name, so tests could not import it",
          notes: ["did you mean '\(ProductModuleName.derive(from: name))'?"])
      }
      add(["product_module_name"], .string(name), .productModuleName)
    } else if let projectName {
      // Generamba's module name differs from the one modgen derives only in rare cases
      // (a leading digit, letters outside ASCII); then modgen.json names Generamba's.
      let generamba = GenerambaModule.productModuleName(from: projectName)
      if generamba != ProductModuleName.derive(from: projectName), ProductModuleName.isValid(generamba) {
        add(["product_module_name"], .string(generamba), .projectName)
      }
    }
    for (key, name) in [(RambafileKey.company, "company"), (.author, "author"), (.prefix, "prefix")] {
      if let text = try rambafile.string(key) { add([name], .string(text), key) }
    }
    if !rambafile.isSet(.author) {
      notes.append(
        "the Rambafile names no author, so modgen.json names none: modgen uses git's user.name (Generamba used"
          + " the user name in ~/.generamba); add \"author\" to modgen.json to fix it for everyone")
    }
    let code = try Self.side(rambafile, file: .projectFilePath, group: .projectGroupPath)
    let tests = try Self.side(rambafile, file: .testFilePath, group: .testGroupPath)
    if let code { add(["sources_path"], .string(code.file), code.fileKey) }
    if let tests { add(["tests_path"], .string(tests.file), tests.fileKey) }
    if code == nil {
      notes.append(
        "the Rambafile sets no 'project_file_path', so Generamba wrote no code files; modgen writes them to Sources")
    }
    if tests == nil {
      notes.append(
        "the Rambafile sets no 'test_file_path', so Generamba wrote no test files; pass --no-tests to 'modgen gen'"
          + " for the same files")
    }
    if let xcodeproj = try rambafile.string(.xcodeprojPath), !xcodeproj.isEmpty {
      add(["xcode_project", "path"], .string(xcodeproj), .xcodeprojPath)
      if let (targets, key) = try Self.targets(rambafile, single: .projectTarget, list: .projectTargets) {
        add(["xcode_project", "targets"], .strings(targets), key)
      }
      if let (targets, key) = try Self.targets(rambafile, single: .testTarget, list: .testTargets) {
        add(["xcode_project", "test_targets"], .strings(targets), key)
      }
      if let code { add(["xcode_project", "group"], .string(code.group), code.groupKey) }
      if let tests { add(["xcode_project", "test_group"], .string(tests.group), tests.groupKey) }
    }
  }

  /// The settings of the Rambafile `text`; `file` names it in messages (`Rambafile:7:3: error: …`).
  package init(text: String, file: String = Rambafile.fileName) throws(Diagnostic) {
    try self.init(Rambafile(text: text, file: file))
  }

  /// The modgen.json the Rambafile `text` amounts to: the entry point for commands that set a
  /// project up from its folder (`modgen init`).
  package static func configuration(fromRambafile text: String, file: String = Rambafile.fileName)
    throws(Diagnostic) -> ProjectConfiguration
  {
    try RambafileSettings(text: text, file: file).configuration
  }

  /// The modgen.json `rambafile` amounts to (see ``init(_:)``).
  package static func configuration(from rambafile: Rambafile) throws(Diagnostic) -> ProjectConfiguration {
    try RambafileSettings(rambafile).configuration
  }

  /// The settings as a configuration.
  package var configuration: ProjectConfiguration {
    var configuration = ProjectConfiguration()
    var xcode = XcodeProjectSettings(path: "", targets: [])
    for setting in settings {
      let text: String
      let list: [String]
      switch setting.value {
      case .string(let value): (text, list) = (value, [value])
      case .strings(let values): (text, list) = (values.joined(separator: ","), values)
      }
      switch setting.name {
      case "project_name": configuration.projectName = text
      case "product_module_name": configuration.productModuleName = text
      case "company": configuration.company = text
      case "author": configuration.author = text
      case "prefix": configuration.prefix = text
      case "sources_path": configuration.sourcesPath = text
      case "tests_path": configuration.testsPath = text
      case "xcode_project.path": xcode.path = text
      case "xcode_project.targets": xcode.targets = list
      case "xcode_project.test_targets": xcode.testTargets = list
      case "xcode_project.group": xcode.group = text
      default: xcode.testGroup = text
      }
    }
    if !xcode.path.isEmpty { configuration.xcodeProject = xcode }
    return configuration
  }

  /// One side's folder and group: the file path, else the group path (and the other way round),
  /// with one leading and one trailing `/` dropped as Generamba dropped them; nil when the
  /// Rambafile sets neither.
  private static func side(
    _ rambafile: Rambafile, file fileKey: RambafileKey, group groupKey: RambafileKey
  ) throws(Diagnostic) -> Side? {
    let file = try rambafile.string(fileKey)
    let group = try rambafile.string(groupKey)
    guard let anyPath = file ?? group else { return nil }
    return Side(
      file: folder(file ?? anyPath), fileKey: file != nil ? fileKey : groupKey,
      group: stripped(group ?? anyPath), groupKey: group != nil ? groupKey : fileKey)
  }

  /// A side's paths and the keys they come from.
  private struct Side: Equatable {
    var file: String
    var fileKey: RambafileKey
    var group: String
    var groupKey: RambafileKey
  }

  /// `path` without one leading and one trailing `/`.
  private static func stripped(_ path: String) -> String {
    var result = Substring(path)
    if result.hasPrefix("/") { result = result.dropFirst() }
    if result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }

  /// ``stripped(_:)``, or `.` for the project's folder itself.
  private static func folder(_ path: String) -> String {
    let folder = stripped(path)
    return folder.isEmpty ? "." : folder
  }

  /// A side's targets: the list when set, else the single target; each must be a string.
  private static func targets(
    _ rambafile: Rambafile, single: RambafileKey, list: RambafileKey
  ) throws(Diagnostic) -> ([String], RambafileKey)? {
    // Reports a list key that is not a list.
    guard try rambafile.targets(single: single, list: list) != nil else { return nil }
    if rambafile.isSet(list), let items = rambafile.node(list)?.sequence {
      var names: [String] = []
      for item in items {
        if let name = try item.stringValue("a target in '\(list.rawValue)'") { names.append(name) }
      }
      return (names, list)
    }
    guard let name = try rambafile.string(single) else { return nil }
    return ([name], single)
  }
}
