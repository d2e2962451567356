import Liquid
import Located
import ModgenSupport

extension TemplateManifest {
  /// The manifest's file name inside a template folder.
  package static let fileName = "template.json"

  /// The keys a manifest may contain.
  package static let keys = [
    "name", "summary", "version", "author", "license", "liquid", "parameters", "code_files", "test_files", "modules",
    "base", "abstract", "check_all_combinations_of",
  ]
  /// The keys of a parameter.
  package static let parameterKeys = [
    "name", "type", "default", "choices", "description", "required", "format", "example",
  ]
  /// The keys of a `code_files` or `test_files` entry.
  package static let fileKeys = ["template", "path", "if", "for_each", "as"]
  /// Variable names modgen sets itself, which parameters may not take.
  package static let reservedNames = [
    "module_info", "developer", "date", "year", "prefix", "custom_parameters", "modgen",
  ]

  /// Reads `template.json` from `files` and validates it completely: unknown keys, types,
  /// duplicate parameters, choices against defaults, template files that must exist and parse,
  /// and the Liquid of every `path` and `if`.
  /// With `base`, the base template is found through `baseLookup` and loaded first; the template
  /// inherits its files and the keys it omits (see ``base``).
  /// - Parameter name: the template's name in the catalog (its folder's name); `name` must match.
  /// - Throws: ``ManifestError`` with every problem found (a base's problems too).
  static func load(name: String, files: any TemplateFiles, baseLookup: BaseTemplateLookup? = nil)
    throws(ManifestError) -> TemplateManifest
  {
    try load(name: name, files: files, baseLookup: baseLookup, chain: [])
  }

  /// Loads a manifest while the templates of `chain` wait for it as their base.
  static func load(name: String, files: any TemplateFiles, baseLookup: BaseTemplateLookup?, chain: [ChainLink])
    throws(ManifestError) -> TemplateManifest
  {
    let file = files.displayPath(of: fileName)
    let text: String
    do {
      guard let read = try files.read(fileName) else {
        throw ManifestError(
          file: file,
          problems: [ManifestProblem(jsonPath: "$", diagnostic: Diagnostic("\(fileName) not found", file: file))])
      }
      text = read
    } catch let error as ManifestError {
      throw error
    } catch {
      throw ManifestError(
        file: file,
        problems: [
          ManifestProblem(jsonPath: "$", diagnostic: Diagnostic("cannot read \(fileName): \(error)", file: file))
        ])
    }
    return try parse(
      text, name: name, file: file, files: files, baseLookup: baseLookup,
      chain: chain + [ChainLink(name: name, location: files.location)])
  }

  /// Validates manifest `text` (see ``load(name:files:baseLookup:)``).
  static func parse(
    _ text: String, name folderName: String, file: String, files ownFiles: any TemplateFiles,
    baseLookup: BaseTemplateLookup? = nil, chain: [ChainLink] = []
  ) throws(ManifestError) -> TemplateManifest {
    let reader = JSONReader(file: file, text: text)
    guard let root = reader.parse(), let members = reader.object(root, path: "$") else {
      throw ManifestError(file: file, reader: reader)
    }
    let fields = reader.checkKeys(members, allowed: keys, path: "$")
    let header = readHeader(fields, root: root, folderName: folderName, reader: reader)
    let base = readBase(fields, lookup: baseLookup, chain: chain, reader: reader)
    // The template's own files over its bases': what its entries and snippets are read from.
    let files: any TemplateFiles =
      base.map { InheritedTemplateFiles(own: ownFiles, base: $0.files ?? ownFiles) } ?? ownFiles
    var parameters = readParameters(fields["parameters"], reader: reader)
    if let base { parameters = mergedParameters(base: base.parameters, own: parameters) }
    var contents = readContents(
      fields, root: root, base: base, files: files, parameters: parameters, isAbstract: header.abstract != nil,
      reader: reader)
    contents.modules =
      fields["modules"].map { readModules($0, parameters: parameters, reader: reader, snippets: &contents.snippets) }
      ?? base?.modules ?? []
    if base != nil { checkInherited(contents, fields: fields, parameters: parameters, reader: reader) }
    let checkCombinations =
      fields["check_all_combinations_of"].map { readCheckCombinations($0, parameters: parameters, reader: reader) }
      ?? base?.checkCombinations ?? []

    guard reader.problems.isEmpty, let name = header.name, let summary = header.summary,
      let version = header.version
    else {
      throw ManifestError(file: file, reader: reader)
    }
    var manifest = TemplateManifest(
      name: name, summary: summary, version: version,
      author: fields["author"].flatMap { reader.string($0, path: "author") } ?? base?.author,
      license: fields["license"].flatMap { reader.string($0, path: "license") } ?? base?.license,
      parameters: parameters, codeFiles: contents.codeFiles, testFiles: contents.testFiles, file: file)
    manifest.parsedTemplates = contents.templates
    manifest.modules = contents.modules
    manifest.checkCombinations = checkCombinations
    manifest.liquidMode = header.liquidMode ?? base?.liquidMode ?? .strict
    manifest.text = text
    manifest.files = files
    manifest.abstractLocation = header.abstract
    if let base, let baseName = JSONReader.stringMember("base", of: root) {
      manifest.base = baseName
      manifest.baseLocation = base.files?.location
      manifest.baseTexts = base.baseTexts
      manifest.baseTexts[base.file] = base.text
    }
    return manifest
  }

  /// What a manifest says about itself: its name, summary and version (`nil` after a problem),
  /// whether it is abstract (where it says so) and its Liquid mode, if it names one.
  struct Header {
    /// `name`, matching the folder's.
    var name: String?
    /// `summary`.
    var summary: String?
    /// `version`.
    var version: String?
    /// Where `"abstract": true` is written, when it is.
    var abstract: SourceLocation?
    /// `liquid`, when given and known.
    var liquidMode: LiquidMode?
  }

  /// Reads `name` (which must match the folder's), `summary`, `version`, `abstract` and `liquid`.
  private static func readHeader(
    _ fields: JSONReader.Fields, root: DocumentNode, folderName: String, reader: JSONReader
  ) -> Header {
    func requiredString(_ key: String) -> String? {
      guard let node = fields[key] else {
        reader.report("missing required key '\(key)'", path: "$", at: root.location)
        return nil
      }
      guard let value = reader.string(node, path: key) else { return nil }
      if value.allSatisfy(\.isWhitespace) {
        reader.report("must not be empty", path: key, at: node.location)
      }
      return value
    }
    var header = Header()
    header.name = requiredString("name")
    if let name = header.name, let node = fields["name"], name != folderName {
      reader.report(
        "name '\(name)' differs from the template's folder name '\(folderName)'", path: "name", at: node.location)
    }
    header.summary = requiredString("summary")
    header.version = requiredString("version")
    if let node = fields["abstract"], reader.bool(node, path: "abstract") == true { header.abstract = node.location }
    if let node = fields["liquid"], let value = reader.string(node, path: "liquid") {
      header.liquidMode = LiquidMode(rawValue: value)
      if header.liquidMode == nil {
        reader.report("must be \"strict\" or \"lax\", not \"\(value)\"", path: "liquid", at: node.location)
      }
    }
    return header
  }

  /// What a manifest writes: its code and test files (its own or its base's), its modules, and the
  /// template files and Liquid snippets parsed on the way.
  struct Contents {
    /// The `code_files` entries.
    var codeFiles: [TemplateFileEntry] = []
    /// The `test_files` entries.
    var testFiles: [TemplateFileEntry] = []
    /// The `modules` entries.
    var modules: [TemplateModuleEntry] = []
    /// The template files parsed, by name.
    var templates: [String: Template] = [:]
    /// The `path`, `if` and module snippets parsed, by their text (a manifest repeats them across
    /// its variants' entries).
    var snippets: [String: Template] = [:]
  }

  /// Reads `code_files` and `test_files`, or takes the base's (parsing the files the template
  /// overrides); a template that is not abstract must write at least one code file.
  private static func readContents(
    _ fields: JSONReader.Fields, root: DocumentNode, base: TemplateManifest?, files: any TemplateFiles,
    parameters: [TemplateParameter], isAbstract: Bool, reader: JSONReader
  ) -> Contents {
    // Files the base parsed are not parsed again, unless the template has its own.
    let inherited = files as? InheritedTemplateFiles
    var contents = Contents()
    contents.templates = (base?.parsedTemplates ?? [:]).filter { inherited?.ownsFile($0.key) == false }
    if let node = fields["code_files"] {
      contents.codeFiles = readFiles(
        node, key: "code_files", files: files, parameters: parameters, reader: reader, into: &contents)
      if contents.codeFiles.isEmpty && JSONReader.isEmptyArray(node) && !isAbstract {
        reader.report("a template must write at least one code file", path: "code_files", at: node.location)
      }
    } else if let base, !base.codeFiles.isEmpty {
      contents.codeFiles = base.codeFiles
      parseOverrides(
        of: contents.codeFiles, files: files, baseNode: fields["base"], reader: reader,
        templates: &contents.templates)
    } else if !isAbstract && (base != nil || fields["base"] == nil) {  // not after a base's error
      reader.report(
        "missing required key 'code_files'" + (base == nil ? "" : " (its base has none to inherit)"), path: "$",
        at: root.location)
    }
    if let node = fields["test_files"] {
      contents.testFiles = readFiles(
        node, key: "test_files", files: files, parameters: parameters, reader: reader, into: &contents)
    } else if let base {
      contents.testFiles = base.testFiles
      parseOverrides(
        of: contents.testFiles, files: files, baseNode: fields["base"], reader: reader,
        templates: &contents.templates)
    }
    return contents
  }

  /// Checks the repetitions of the entries a template inherits against its own parameters.
  private static func checkInherited(
    _ contents: Contents, fields: JSONReader.Fields, parameters: [TemplateParameter], reader: JSONReader
  ) {
    let inheritedEntries =
      (fields["code_files"] == nil ? contents.codeFiles.map { ("code_files", $0.forEach) } : [])
      + (fields["test_files"] == nil ? contents.testFiles.map { ("test_files", $0.forEach) } : [])
      + (fields["modules"] == nil ? contents.modules.map { ("modules", $0.forEach) } : [])
    checkInheritedRepetitions(
      inheritedEntries.map { (key: $0.0, forEach: $0.1) }, parameters: parameters, node: fields["parameters"],
      reader: reader)
  }
  /// Whether `name` can name a parameter: letters, digits and underscores, not starting with a digit.
  static func isParameterName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
