import Foundation

extension ProjectConfiguration {
  /// Parses and validates modgen.json text (unknown keys, wrong types), reporting every problem.
  public static func parse(_ text: String, file: String) throws(ManifestError) -> ProjectConfiguration {
    fatalError("not implemented yet")
  }

  /// Finds modgen.json in `directory` or the nearest folder above it and parses it; `nil` when
  /// there is none.
  public static func find(from directory: URL, fileSystem: any FileSystem) throws(ManifestError) -> LocatedConfiguration? {
    var folder = directory.standardizedFileURL
    while true {
      let file = folder.appendingPathComponent(fileName)
      if fileSystem.isFile(at: file) {
        let text: String
        do {
          text = try fileSystem.readText(at: file)
        } catch {
          let diagnostic = Diagnostic("cannot read \(fileName): \(error)", file: file.path)
          throw ManifestError(file: file.path, problems: [ManifestProblem(jsonPath: "$", diagnostic: diagnostic)])
        }
        return LocatedConfiguration(configuration: try parse(text, file: file.path), file: file)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// The configuration as modgen.json text: pretty-printed, keys in a fixed order, absent fields
  /// left out, ending with a newline.
  public func jsonText() -> String {
    var fields: [(String, String)] = []
    func add(_ key: String, _ value: String?) {
      if let value { fields.append((key, Self.quoted(value))) }
    }
    add("project_name", projectName)
    add("company", company)
    add("author", author)
    add("prefix", prefix)
    add("sources_path", sourcesPath)
    add("tests_path", testsPath)
    if !templates.isEmpty {
      fields.append(("templates", "[" + templates.map(Self.quoted).joined(separator: ", ") + "]"))
    }
    if !parameters.isEmpty {
      let entries = parameters.keys.sorted().map { key -> String in
        let value: String
        switch parameters[key]! {
        case .string(let text): value = Self.quoted(text)
        case .bool(let flag): value = flag ? "true" : "false"
        case .int(let number): value = String(number)
        }
        return "    \(Self.quoted(key)): \(value)"
      }
      fields.append(("parameters", "{\n" + entries.joined(separator: ",\n") + "\n  }"))
    }
    if fields.isEmpty { return "{}\n" }
    return "{\n" + fields.map { "  \(Self.quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }

  /// `text` as a JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
